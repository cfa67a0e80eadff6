import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Answers,
  ApplicationDetails,
  alreadyAppliedReason,
  FileAnswer,
  listEnvelope,
  Program,
  ProgramApplication,
  ProgramDocument,
  type ProgramFamily,
  programFamilies,
  programFamilyInfo,
  TaxonomyTerm,
} from '@ventura/shared';
import { ApiError, api, type ResponseSchema } from '../../api/client.ts';
import { prefetchedFreshness } from '../../core/prefetch.ts';
import { listQueryOf, type ProgramFilters } from './filters.ts';

/* Programs, the applicant's side (calls 7.6, docs/programs.md): reads, their query keys, and the writes. */

const ProgramPage = listEnvelope(Program).shape.data;
const ApplicationPage = listEnvelope(ProgramApplication).shape.data;
const VideoTopics = Program.shape.videoTopics;
const Terms = TaxonomyTerm.array();
/** Writes whose answer the pages do not read: they read the program and the application again instead. */
const Done: ResponseSchema<null> = { parse: () => null };

export const appliedPageSize = 20;

export const programKeys = {
  all: ['programs'] as const,
  list: (family: ProgramFamily, filters: ProgramFilters, viewer: string | null) =>
    ['programs', 'list', family, filters, viewer] as const,
  applied: (family: ProgramFamily, page: number) => ['programs', 'applied', family, page] as const,
  program: (code: string, family: ProgramFamily | null, viewer: string | null) =>
    ['programs', 'program', code, family, viewer] as const,
  topics: (family: ProgramFamily, uuid: string) => ['programs', 'topics', family, uuid] as const,
  application: (applicationUuid: string) => ['programs', 'application', applicationUuid] as const,
  industries: ['programs', 'industries'] as const,
};

const familyPath = (family: ProgramFamily) => `/${programFamilyInfo[family].apiPath}`;
const id = (value: string) => encodeURIComponent(value);
const applications = familyPath('application');

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET {family}/list: published programs of one family, external ones only when asked, a page at a time. */
export const programListQuery = (family: ProgramFamily, filters: ProgramFilters, viewer: string | null) =>
  queryOptions({
    queryKey: programKeys.list(family, filters, viewer),
    queryFn: ({ signal }) =>
      api.get(`${familyPath(family)}/list`, ProgramPage, { query: listQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    // Its route starts it (route-data.ts); the page that mounts a moment later reads that answer.
    staleTime: prefetchedFreshness,
  });

/** GET {family}/applied/list: the caller's applications to the family's programs. */
export const appliedListQuery = (family: ProgramFamily, page: number) =>
  queryOptions({
    queryKey: programKeys.applied(family, page),
    queryFn: ({ signal }) =>
      api.get(`${familyPath(family)}/applied/list`, ApplicationPage, {
        query: { pageNumber: page, limit: appliedPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** The families to ask for a code: the one the address names first, then the others. */
export const familiesToTry = (family: ProgramFamily | null): ProgramFamily[] =>
  family ? [family, ...programFamilies.filter((other) => other !== family)] : [...programFamilies];

/**
 * GET {family}/code/{code}: one program by its code. A code is unique in its family only, and a link may
 * not say the family: each family is asked in turn until one knows the code (a 404 is the last answer).
 */
export const programQuery = (code: string, family: ProgramFamily | null, viewer: string | null) =>
  queryOptions({
    queryKey: programKeys.program(code, family, viewer),
    queryFn: async ({ signal }) => {
      let missing: unknown = new ApiError(404, 'Program not found');
      for (const each of familiesToTry(family)) {
        try {
          return await api.get(`${familyPath(each)}/code/${id(code)}`, Program, { signal });
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
          missing = error;
        }
      }
      throw missing;
    },
    retry: retryUnlessRefused,
  });

/** GET {family}/{uuid}/video-topics?order_by=id: the pitch videos a video program asks for (spec 9: by id). */
export const videoTopicsQuery = (family: ProgramFamily, uuid: string) =>
  queryOptions({
    queryKey: programKeys.topics(family, uuid),
    queryFn: ({ signal }) =>
      api.get(`${familyPath(family)}/${id(uuid)}/video-topics`, VideoTopics, { query: { order_by: 'id' }, signal }),
    retry: retryUnlessRefused,
  });

/** POST application-programs-management/{program}/check_application_status/{application}/details. */
export const applicationQuery = (programUuid: string, applicationUuid: string) =>
  queryOptions({
    queryKey: programKeys.application(applicationUuid),
    queryFn: ({ signal }) =>
      api.post(
        `${applications}/${id(programUuid)}/check_application_status/${id(applicationUuid)}/details`,
        ApplicationDetails,
        { signal },
      ),
    retry: retryUnlessRefused,
  });

/** GET /industries: the tenant's industries, for the filter; kept for long. */
export const industriesQuery = () =>
  queryOptions({
    queryKey: programKeys.industries,
    queryFn: ({ signal }) => api.get('/industries', Terms, { signal }),
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });

/**
 * An apply refused only because the caller already has an application (calls 8: 'You have already
 * applied to this program' is silent): that is where they go anyway. Known by the 409's stable reason,
 * so a closed program or an account type it does not take is told, never taken for this.
 */
export const isAlreadyApplied = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.reason === alreadyAppliedReason;

/** POST {family}/{uuid}/apply with an empty body: starts the caller's application (a draft); an earlier one is fine. */
export const startApplication = async (program: Pick<Program, 'family' | 'uuid'>) => {
  try {
    await api.post(`${familyPath(program.family)}/${id(program.uuid)}/apply`, Done);
  } catch (error) {
    if (!isAlreadyApplied(error)) throw error;
  }
};

export const useStartApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};

/** POST application-programs-management/applied/{uuid}: the member applied on an external program's own site. */
export const useRecordExternalApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programUuid: string) => api.post(`${applications}/applied/${id(programUuid)}`, Done),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};

export type SaveAnswersInput = { programUuid: string; applicationUuid: string; answers: Answers };

/** POST application-programs-management/{program}/{application}/apply: keep the draft's answers, or send them. */
export const saveApplication = ({ programUuid, applicationUuid, answers }: SaveAnswersInput, submit: boolean) =>
  api.post(`${applications}/${id(programUuid)}/${id(applicationUuid)}/apply`, Done, {
    body: { answers, submit },
  });

export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAnswersInput) => saveApplication(input, true),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};

/** POST forms-management/public/upload-file: a file for a file question, answered afterwards with its uuid. */
export const uploadFormFile = (formUuid: string, fieldKey: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  form.append('formUuid', formUuid);
  form.append('fieldKey', fieldKey);
  return api.post('/forms-management/public/upload-file', FileAnswer, { body: form });
};

/** POST programs-management/documents/{uuid}/upload: the file for a document the program asks for. */
export const useUploadProgramDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, file }: { uuid: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post(`${familyPath('program')}/documents/${id(uuid)}/upload`, ProgramDocument, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};

/** POST programs-management/applications/{uuid}/withdraw: the applicant takes their application back. */
export const useWithdrawApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationUuid: string) =>
      api.post(`${familyPath('program')}/applications/${id(applicationUuid)}/withdraw`, Done),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};
