import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DocumentDecisionInput,
  listEnvelope,
  type MoveApplications,
  Program,
  type ProgramApplicationStatus,
  type ProgramStage,
  programApplicationStatuses,
  programStages,
  ReviewDetails,
  type ReviewInput,
  type ReviewQuery,
  ReviewRow,
} from '@ventura/shared';
import { ApiError, api, apiWithMessage, type ResponseSchema } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

/* Reviewing a program's applications (docs/programs.md, programs-management): reads, keys and writes. */

const base = '/programs-management';
const id = (value: string) => encodeURIComponent(value);

export const reviewPageSize = 25;

/** How many applications are at each stage, and in each status, as the list's answer counts them. */
export type ReviewCounts = Partial<Record<ProgramStage | ProgramApplicationStatus | 'all', number>>;
export type ReviewPage = ReturnType<typeof RowPage.parse> & { counts: ReviewCounts };

const RowPage = listEnvelope(ReviewRow).shape.data;
const countKeys: ReadonlyArray<keyof ReviewCounts> = [...programStages, ...programApplicationStatuses, 'all'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The counts an answer carries (`counts`, or `stageCounts`), each a whole number; others left out. */
export const countsOf = (data: unknown): ReviewCounts => {
  const raw = isRecord(data) ? (data.counts ?? data.stageCounts) : undefined;
  const counts: ReviewCounts = {};
  if (!isRecord(raw)) return counts;
  for (const key of countKeys) {
    const value = raw[key];
    if (typeof value === 'number' && Number.isFinite(value)) counts[key] = value;
  }
  return counts;
};

const ReviewPageSchema: ResponseSchema<ReviewPage> = {
  parse: (data) => ({ ...RowPage.parse(data), counts: countsOf(data) }),
};

/** A program the caller reviews, as the queue lists it: only what it shows. */
const QueueProgram = Program.pick({
  uuid: true,
  code: true,
  title: true,
  family: true,
  closesAt: true,
  applicationCount: true,
});
export type QueueProgram = ReturnType<typeof QueueProgram.parse>;
const QueuePrograms: ResponseSchema<QueueProgram[]> = {
  parse: (data) => QueueProgram.array().parse(isRecord(data) && 'items' in data ? data.items : data),
};

/** Writes whose answer the page does not read: it reads the list and the application again instead. */
const Done: ResponseSchema<null> = { parse: () => null };

export type ReviewCall = ReviewQuery & { pageNumber: number; limit: number };

export const reviewKeys = {
  all: ['programs', 'review'] as const,
  queue: ['programs', 'review', 'queue'] as const,
  applications: (programUuid: string) => ['programs', 'review', 'applications', programUuid] as const,
  page: (programUuid: string, query: ReviewCall) => ['programs', 'review', 'applications', programUuid, query] as const,
  details: (applicationUuid: string) => ['programs', 'review', 'details', applicationUuid] as const,
};

/** GET programs-management/{uuid}/applications: a page of applications with the counts per stage. */
export const reviewPageQuery = (programUuid: string, query: ReviewCall) =>
  queryOptions({
    queryKey: reviewKeys.page(programUuid, query),
    queryFn: ({ signal }) => api.get(`${base}/${id(programUuid)}/applications`, ReviewPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET programs-management/applications/{uuid}/review: an application with every reviewer's scores and notes. */
export const reviewDetailsQuery = (applicationUuid: string) =>
  queryOptions({
    queryKey: reviewKeys.details(applicationUuid),
    queryFn: ({ signal }) => api.get(`${base}/applications/${id(applicationUuid)}/review`, ReviewDetails, { signal }),
  });

/** GET programs-management/review/list: the programs the caller may review. */
export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: reviewKeys.queue,
    queryFn: ({ signal }) => api.get(`${base}/review/list`, QueuePrograms, { signal }),
    staleTime: 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** A review write, after which the program's list and the application are asked again. */
const useReviewWrite = <V, T>(write: (variables: V) => Promise<T>, touches: (variables: V) => readonly unknown[][]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_answer, variables) => {
      for (const queryKey of touches(variables)) void queryClient.invalidateQueries({ queryKey });
    },
  });
};

/** POST programs-management/{uuid}/applications/move: many applications to a stage, selected or rejected. */
export const useMoveApplications = (programUuid: string) =>
  useReviewWrite(
    (body: MoveApplications) => apiWithMessage.post(`${base}/${id(programUuid)}/applications/move`, Done, { body }),
    () => [[...reviewKeys.applications(programUuid)], [...reviewKeys.all, 'details']],
  );

/** PUT programs-management/applications/{uuid}/review: the caller's scores and comment. */
export const useSaveReview = (applicationUuid: string) =>
  useReviewWrite(
    (body: ReviewInput) => api.put(`${base}/applications/${id(applicationUuid)}/review`, Done, { body }),
    () => [[...reviewKeys.details(applicationUuid)], [...reviewKeys.all, 'applications']],
  );

/** POST programs-management/applications/{uuid}/notes: a note for the other reviewers. */
export const useAddNote = (applicationUuid: string) =>
  useReviewWrite(
    (body: { body: string }) => api.post(`${base}/applications/${id(applicationUuid)}/notes`, Done, { body }),
    () => [[...reviewKeys.details(applicationUuid)]],
  );

/** PATCH programs-management/documents/{uuid}: accept a document, or send it back with the reason. */
export const useDocumentDecision = (applicationUuid: string) =>
  useReviewWrite(
    ({ uuid, body }: { uuid: string; body: DocumentDecisionInput }) =>
      api.patch(`${base}/documents/${id(uuid)}`, Done, { body }),
    () => [[...reviewKeys.details(applicationUuid)], [...reviewKeys.all, 'applications']],
  );

/** The export's address: the list's filters without its paging. */
export const exportUrl = (programUuid: string, query: ReviewCall) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'pageNumber' || key === 'limit' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/v1${base}/${id(programUuid)}/applications/export${search ? `?${search}` : ''}`;
};

/** Downloads the applications as CSV (GET programs-management/{uuid}/applications/export) with the session. */
export const downloadApplicationsCsv = (programUuid: string, code: string, query: ReviewCall) =>
  downloadFile(exportUrl(programUuid, query), {
    fallbackName: `${code}-applications.csv`,
    failedText: 'The export could not be made',
  });
