import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountTypeLabels,
  listEnvelope,
  Program,
  type ProgramFamily,
  ProgramFormOption,
  type ProgramInput,
  type ProgramPatch,
  ProgramPerson,
  type ProgramStatus,
  TaxonomyTerm,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../../api/client.ts';

/*
 * The managers' side of programs (docs/programs.md, admin/programs and programs-management), for operators and
 * approved program offices alike: the list, one program, its writes and reviewers, the forms and the members to
 * choose from.
 */

/** A program as the console's list shows it: only what the table needs, so a lighter row still reads. */
export const AdminProgramRow = Program.pick({
  uuid: true,
  family: true,
  code: true,
  title: true,
  status: true,
  opensAt: true,
  closesAt: true,
  isOpen: true,
  applicationCount: true,
}).partial({ isOpen: true });
export type AdminProgramRow = ReturnType<typeof AdminProgramRow.parse>;
const AdminProgramPage = listEnvelope(AdminProgramRow).shape.data;

const FormOptions = ProgramFormOption.array();
const Terms = TaxonomyTerm.array();
const People = ProgramPerson.array();
/** The assigned reviewers: a list, or a page of one. */
const Reviewers: ResponseSchema<ProgramPerson[]> = {
  parse: (data) => People.parse(typeof data === 'object' && data !== null && 'items' in data ? data.items : data),
};
/** A write's answer that may carry the list or only a message. */
const MaybeReviewers: ResponseSchema<ProgramPerson[] | null> = {
  parse: (data) => (data === undefined || data === null ? null : Reviewers.parse(data)),
};

export const adminProgramsPageSize = 25;

export type AdminProgramCall = {
  family?: ProgramFamily | undefined;
  status?: ProgramStatus | undefined;
  q?: string | undefined;
  pageNumber: number;
  limit: number;
};

export const adminProgramKeys = {
  all: ['programs', 'admin'] as const,
  list: (query: AdminProgramCall) => ['programs', 'admin', 'list', query] as const,
  program: (uuid: string) => ['programs', 'admin', 'program', uuid] as const,
  reviewers: (uuid: string) => ['programs', 'admin', 'reviewers', uuid] as const,
  forms: ['programs', 'admin', 'forms'] as const,
  industries: ['programs', 'admin', 'industries'] as const,
  candidates: (search: string) => ['programs', 'admin', 'reviewer-candidates', search] as const,
};

const programPath = (uuid: string) => `/admin/programs/${encodeURIComponent(uuid)}`;

/** GET admin/programs: the programs the caller manages, drafts included; the page before stays while the next loads. */
export const adminProgramsQuery = (query: AdminProgramCall) =>
  queryOptions({
    queryKey: adminProgramKeys.list(query),
    queryFn: ({ signal }) => api.get('/admin/programs', AdminProgramPage, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET admin/programs/{uuid}: one program as its managers edit it. */
export const adminProgramQuery = (uuid: string) =>
  queryOptions({
    queryKey: adminProgramKeys.program(uuid),
    queryFn: ({ signal }) => api.get(programPath(uuid), Program, { signal }),
  });

/** GET admin/programs/{uuid}/reviewers: the members assigned to review its applications. */
export const reviewersQuery = (uuid: string) =>
  queryOptions({
    queryKey: adminProgramKeys.reviewers(uuid),
    queryFn: ({ signal }) => api.get(`${programPath(uuid)}/reviewers`, Reviewers, { signal }),
  });

/** GET programs-management/forms: the tenant's published forms an application can use. */
export const formOptionsQuery = () =>
  queryOptions({
    queryKey: adminProgramKeys.forms,
    queryFn: ({ signal }) => api.get('/programs-management/forms', FormOptions, { signal }),
    staleTime: 60_000,
  });

/** GET /industries: the tenant's industry lookups, kept for long. */
export const industriesQuery = () =>
  queryOptions({
    queryKey: adminProgramKeys.industries,
    queryFn: ({ signal }) => api.get('/industries', Terms, { signal }),
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });

/** A member's profile that can be chosen as a reviewer. */
export type ReviewerOption = Pick<ProgramPerson, 'profileUuid' | 'name' | 'accountType'> & { label: string };

/** Each profile found, as a reviewer to choose: its name and account type. */
export const reviewerOptionsOf = (people: readonly ProgramPerson[]): ReviewerOption[] =>
  people.map(({ profileUuid, name, accountType }) => ({
    profileUuid,
    name,
    accountType,
    label: `${name} · ${accountTypeLabels[accountType]}`,
  }));

/** The shortest search the server takes (ReviewerCandidateQuery). */
export const candidateSearchMinLength = 2;

/** GET programs-management/reviewer-candidates?q: members whose name matches (at most 20), for choosing reviewers. */
export const reviewerCandidatesQuery = (search: string) =>
  queryOptions({
    queryKey: adminProgramKeys.candidates(search),
    queryFn: ({ signal }) =>
      api.get('/programs-management/reviewer-candidates', People, { query: { q: search }, signal }),
    enabled: search.length >= candidateSearchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** POST admin/programs: a new program. */
export const useCreateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramInput) => api.post('/admin/programs', Program, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProgramKeys.all }),
  });
};

/** PATCH admin/programs/{uuid}: what changed of a program. */
export const useUpdateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: ProgramPatch }) =>
      api.patch(programPath(uuid), Program, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProgramKeys.all }),
  });
};

/** PUT admin/programs/{uuid}/reviewers: the whole list of assigned reviewers. */
export const useSaveReviewers = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileUuids: string[]) =>
      api.put(`${programPath(uuid)}/reviewers`, MaybeReviewers, { body: { profileUuids } }),
    onSuccess: (reviewers) => {
      if (reviewers) queryClient.setQueryData(adminProgramKeys.reviewers(uuid), reviewers);
      else void queryClient.invalidateQueries({ queryKey: adminProgramKeys.reviewers(uuid) });
    },
  });
};
