import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ImportMetrics,
  type InviteMetricReviewer,
  MetricChart,
  MetricComment,
  MetricImportPreview,
  MetricPerson,
  MetricReviewerCandidate,
  MetricType,
  MetricUpdateRequest,
  type NewMetricComment,
  pageOf,
  pageSizes,
  type RequestMetricUpdate,
  ReviewedStartup,
  type SaveMetrics,
  type SetMetricReviewers,
  StartupMetrics,
} from '@ventura/shared';
import { ApiError, apiV2, type ResponseSchema } from '../../api/client.ts';

/* Growth metrics, the members' calls (docs/metrics.md, all under /api/v2/metrics): reads, keys and writes. */

const TypeList: ResponseSchema<MetricType[]> = { parse: (data) => MetricType.array().parse(data) };
const PersonList: ResponseSchema<MetricPerson[]> = { parse: (data) => MetricPerson.array().parse(data) };
const CandidatePage = pageOf(MetricReviewerCandidate);
const ReviewedPage = pageOf(ReviewedStartup);
const Invitation = StartupMetrics.shape.invited.element;
const Accepted: ResponseSchema<{ startup: MetricPerson }> = {
  parse: (data) => ({
    startup: MetricPerson.parse(typeof data === 'object' && data !== null && 'startup' in data ? data.startup : null),
  }),
};

/** Rows per page of the reviewer candidates (a list inside a dialog) and of the startups a reviewer follows. */
export const candidatesPageSize = pageSizes.panel.default;
export const reviewedPageSize = pageSizes.list.default;

/** What a chart shows: one metric, of the caller's own startup (no `startups`) or of the startups named. */
export type ChartRequest = { metric: string; startups?: readonly string[]; from?: string; to?: string };

export const metricKeys = {
  all: ['metrics'] as const,
  types: (retired: boolean) => ['metrics', 'types', retired] as const,
  /** A startup's metrics; `null` is the caller's own startup. */
  startups: ['metrics', 'startup'] as const,
  startup: (uuid: string | null) => ['metrics', 'startup', uuid ?? 'own'] as const,
  candidates: ['metrics', 'candidates'] as const,
  candidatePage: (q: string, page: number) => ['metrics', 'candidates', q, page] as const,
  reviewed: ['metrics', 'reviewed'] as const,
  reviewedPage: (q: string, page: number) => ['metrics', 'reviewed', q, page] as const,
  charts: ['metrics', 'chart'] as const,
  chart: (request: ChartRequest) => ['metrics', 'chart', request] as const,
};

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET types/all: the tenant's metric types in order, retired ones too when asked. */
export const metricTypesQuery = (retired = false) =>
  queryOptions({
    queryKey: metricKeys.types(retired),
    queryFn: ({ signal }) =>
      apiV2.get('/metrics/types/all', TypeList, { query: { retired: retired ? 'true' : undefined }, signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });

/** GET all: a startup's metrics with its pending ones, comments, requests and reviewers (own when null). */
export const startupMetricsQuery = (startup: string | null) =>
  queryOptions({
    queryKey: metricKeys.startup(startup),
    queryFn: ({ signal }) =>
      apiV2.get('/metrics/all', StartupMetrics, { query: { startup: startup ?? undefined }, signal }),
    retry: retryUnlessRefused,
  });

/** GET reviewers/candidates: who the startup may choose as reviewers, searched, a page at a time. */
export const candidatesQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: metricKeys.candidatePage(q, page),
    queryFn: ({ signal }) =>
      apiV2.get('/metrics/reviewers/candidates', CandidatePage, {
        query: { q: q || undefined, pageNumber: page, limit: candidatesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET reviewer/startups: the startups whose metrics the caller reviews. */
export const reviewedStartupsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: metricKeys.reviewedPage(q, page),
    queryFn: ({ signal }) =>
      apiV2.get('/metrics/reviewer/startups', ReviewedPage, {
        query: { q: q || undefined, pageNumber: page, limit: reviewedPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET charts: one metric over time, for the caller's startup or several side by side. */
export const chartQuery = (request: ChartRequest) =>
  queryOptions({
    queryKey: metricKeys.chart(request),
    queryFn: ({ signal }) =>
      apiV2.get('/metrics/charts', MetricChart, {
        query: {
          metric: request.metric,
          startups: request.startups?.length ? request.startups.join(',') : undefined,
          from: request.from,
          to: request.to,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/**
 * POST save (new or changed values) or PATCH save (values already saved): the startup's own metrics as
 * the answer, put in the cache at once; its charts are read again.
 */
export const useSaveMetrics = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, method = 'POST' }: { body: SaveMetrics; method?: 'POST' | 'PATCH' }) =>
      method === 'POST'
        ? apiV2.post('/metrics/save', StartupMetrics, { body })
        : apiV2.patch('/metrics/save', StartupMetrics, { body }),
    onSuccess: (metrics) => {
      queryClient.setQueryData(metricKeys.startup(null), metrics);
      return queryClient.invalidateQueries({ queryKey: metricKeys.charts });
    },
  });
};

/** POST import: a CSV previewed (`apply: false`) or applied; an applied one changes the values and charts. */
export const useImportMetrics = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportMetrics) => apiV2.post('/metrics/import', MetricImportPreview, { body }),
    onSuccess: (preview) => {
      if (!preview.applied) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: metricKeys.startup(null) }),
        queryClient.invalidateQueries({ queryKey: metricKeys.charts }),
      ]);
    },
  });
};

/** PUT reviewers: exactly who may see the startup's submitted metrics. */
export const useSetReviewers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMetricReviewers) => apiV2.put('/metrics/reviewers', PersonList, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: metricKeys.startup(null) }),
        queryClient.invalidateQueries({ queryKey: metricKeys.candidates }),
      ]),
  });
};

/** POST reviewers/invite: someone without a profile to choose, by email. */
export const useInviteReviewer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMetricReviewer) => apiV2.post('/metrics/reviewers/invite', Invitation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricKeys.startup(null) }),
  });
};

/** POST reviewers/accept: the signed-in invitee takes the emailed invitation and reviews that startup. */
export const useAcceptInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiV2.post('/metrics/reviewers/accept', Accepted, { body: { token } }),
    onSuccess: ({ startup }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: metricKeys.reviewed }),
        queryClient.invalidateQueries({ queryKey: metricKeys.startup(startup.uuid) }),
      ]),
  });
};

/** PATCH request-update: a reviewer asks the startup to report, saying what. */
export const useRequestUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestMetricUpdate) => apiV2.patch('/metrics/request-update', MetricUpdateRequest, { body }),
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: metricKeys.startup(body.startupUUID) }),
        queryClient.invalidateQueries({ queryKey: metricKeys.reviewed }),
      ]),
  });
};

/** POST comments: the caller's comment on a startup's metrics (theirs, or one they review). */
export const useAddComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMetricComment) => apiV2.post('/metrics/comments', MetricComment, { body }),
    // The startup's page reads its own metrics under `null`, a reviewer's under the uuid: both are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricKeys.startups }),
  });
};
