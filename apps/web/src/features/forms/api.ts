import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AccountType,
  AdminFormSubmission,
  Form,
  FormAccess,
  type FormField,
  FormPrefill,
  FormSubmission,
  listEnvelope,
  ProfileFormAnswers,
  UploadedFormFile,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';

/* Forms (docs/programs.md, "Forms"; calls 7.12): reads and their query keys. Writes are in writes.ts. */

/** Rows per page of the operators' lists. */
export const adminPageSize = 25;

const FormPage = listEnvelope(Form).shape.data;

/** Every form a member may fill in fits one page of the list. */
const memberListLimit = 100;

const SubmissionPage = listEnvelope(AdminFormSubmission).shape.data;

/** A submitted answer as operators list it: the submission, and who sent it (null for a visitor). */
export type SubmissionRow = AdminFormSubmission;

export const formKeys = {
  all: ['forms'] as const,
  admin: ['forms', 'admin'] as const,
  adminList: (q: string, page: number) => ['forms', 'admin', 'list', q, page] as const,
  adminForm: (uuid: string) => ['forms', 'admin', 'form', uuid] as const,
  submissions: (uuid: string, page: number) => ['forms', 'admin', 'submissions', uuid, page] as const,
  list: (accountType: AccountType | null) => ['forms', 'list', accountType] as const,
  form: (uuid: string, viewer: string | null) => ['forms', 'form', uuid, viewer] as const,
  formById: (id: number) => ['forms', 'id', id] as const,
  submission: (uuid: string) => ['forms', 'submission', uuid] as const,
  access: (uuid: string) => ['forms', 'access', uuid] as const,
  prefill: (formUuid: string, profileUuid: string) => ['forms', 'prefill', formUuid, profileUuid] as const,
  profileAnswers: ['forms', 'profile-answers'] as const,
  profileAnswersOf: (profileUuid: string, viewer: string | null) =>
    ['forms', 'profile-answers', profileUuid, viewer] as const,
};

const at = (uuid: string) => encodeURIComponent(uuid);

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET admin/forms: every form of the tenant, drafts included, with how many submitted. */
export const adminFormsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: formKeys.adminList(q, page),
    queryFn: ({ signal }) =>
      api.get('/admin/forms', FormPage, {
        query: { q: q || undefined, pageNumber: page, limit: adminPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET admin/forms/{uuid}: one form as the operator edits it. */
export const adminFormQuery = (uuid: string) =>
  queryOptions({
    queryKey: formKeys.adminForm(uuid),
    queryFn: ({ signal }) => api.get(`/admin/forms/${at(uuid)}`, Form, { signal }),
    retry: retryUnlessRefused,
  });

/** GET admin/forms/{uuid}/submissions: the answers sent, a page at a time. */
export const submissionsQuery = (uuid: string, page: number) =>
  queryOptions({
    queryKey: formKeys.submissions(uuid, page),
    queryFn: ({ signal }) =>
      api.get(`/admin/forms/${at(uuid)}/submissions`, SubmissionPage, {
        query: { pageNumber: page, limit: adminPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET forms-management/list[/{accountType}]: the published member forms the caller may fill in. */
export const memberFormsQuery = (accountType: AccountType | null = null) =>
  queryOptions({
    queryKey: formKeys.list(accountType),
    queryFn: async ({ signal }) =>
      (
        await api.get(accountType ? `/forms-management/list/${accountType}` : '/forms-management/list', FormPage, {
          query: { limit: memberListLimit },
          signal,
        })
      ).items,
    retry: retryUnlessRefused,
  });

/**
 * One published form: GET forms-management/uuids/{uuid} for a member, GET
 * forms-management/public/submission/{uuid}/fetch for a visitor (public forms only).
 */
export const formQuery = (uuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: formKeys.form(uuid, viewer),
    queryFn: ({ signal }) =>
      viewer
        ? api.get(`/forms-management/uuids/${at(uuid)}`, Form, { signal })
        : api.get(`/forms-management/public/submission/${at(uuid)}/fetch`, Form, { signal }),
    retry: retryUnlessRefused,
  });

/** GET forms-management/ids/{id}: a form by its number (a custom profile form's address carries it). */
export const formByIdQuery = (id: number) =>
  queryOptions({
    queryKey: formKeys.formById(id),
    queryFn: ({ signal }) => api.get(`/forms-management/ids/${id}`, Form, { signal }),
    retry: retryUnlessRefused,
  });

/** GET forms-management/submission/{uuid}: the caller's draft or sent answers, or null. */
export const submissionQuery = (formUuid: string) =>
  queryOptions({
    queryKey: formKeys.submission(formUuid),
    queryFn: ({ signal }) =>
      api.get(`/forms-management/submission/${at(formUuid)}`, FormSubmission.nullable(), { signal }),
    retry: retryUnlessRefused,
  });

/** GET forms-management/{uuid}/check-access: whether the caller may fill it in, and whether they did. */
export const accessQuery = (formUuid: string) =>
  queryOptions({
    queryKey: formKeys.access(formUuid),
    queryFn: ({ signal }) => api.get(`/forms-management/${at(formUuid)}/check-access`, FormAccess, { signal }),
    retry: retryUnlessRefused,
  });

/** GET forms-management/profile/data/{form}/{profile}: answers offered from the caller's profile. */
export const fetchPrefill = async (formUuid: string, profileUuid: string) =>
  (await api.get(`/forms-management/profile/data/${at(formUuid)}/${at(profileUuid)}`, FormPrefill)).answers;

const ProfileAnswersList = ProfileFormAnswers.array();

/**
 * GET forms-management/profile/answers/{profile}: a profile's sent answers to the profile forms this
 * viewer may read them of (who is asking changes the answer, so the viewer is in the key).
 */
export const profileAnswersQuery = (profileUuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: formKeys.profileAnswersOf(profileUuid, viewer),
    queryFn: ({ signal }) =>
      api.get(`/forms-management/profile/answers/${at(profileUuid)}`, ProfileAnswersList, { signal }),
    retry: retryUnlessRefused,
  });

/** Where a file answer's bytes are: operators and the profile's member may fetch them (with the session). */
export const formFileUrl = (uuid: string) => `/api/v1/forms-management/files/${at(uuid)}`;

/** POST forms-management/public/upload-file: a file for a file field, stored until the answers claim it. */
export const uploadFormFile = (formUuid: string, field: FormField, file: File) => {
  const body = new FormData();
  body.append('file', file);
  body.append('formUuid', formUuid);
  body.append('fieldKey', field.key);
  return api.post('/forms-management/public/upload-file', UploadedFormFile, { body });
};
