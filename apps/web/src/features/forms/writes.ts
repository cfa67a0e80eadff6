import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, type FormInput, FormSubmission, type PublicFormAnswers, type SaveAnswers } from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';
import { formKeys } from './api.ts';

/* The feature's writes; each refreshes what it changed. */

const at = (uuid: string) => encodeURIComponent(uuid);

const Anything: ResponseSchema<unknown> = { parse: (data) => data };

/** POST admin/forms: an operator creates a form. */
export const useCreateForm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormInput) => api.post('/admin/forms', Form, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
};

/** PATCH admin/forms/{uuid}: an operator changes a form; keys keep the answers already given. */
export const useUpdateForm = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormInput) => api.patch(`/admin/forms/${at(uuid)}`, Form, { body }),
    onSuccess: (form) => {
      queryClient.setQueryData(formKeys.adminForm(uuid), form);
      return queryClient.invalidateQueries({ queryKey: formKeys.all });
    },
  });
};

/** DELETE admin/forms/{uuid}: only while nobody submitted and no program uses it (else 409). */
export const useDeleteForm = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/admin/forms/${at(uuid)}`, Anything),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
};

/** POST forms-management/submission/{uuid}: keeps a draft (a background save: nothing refreshed). */
export const saveAnswers = (formUuid: string, body: SaveAnswers) =>
  api.post(`/forms-management/submission/${at(formUuid)}`, FormSubmission, { body });

/** The same call with `submit: true`: the member sends their answers. */
export const useSubmitAnswers = (formUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAnswers) => saveAnswers(formUuid, { ...body, submit: true }),
    onSuccess: (submission) => {
      queryClient.setQueryData(formKeys.submission(formUuid), submission);
      // The answers sent now show on the member's profile.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['forms', 'list'] }),
        queryClient.invalidateQueries({ queryKey: formKeys.profileAnswers }),
      ]);
    },
  });
};

/** POST forms-management/public/submission/{uuid}/submit: a visitor's answers to a public form. */
export const useSubmitPublicAnswers = (formUuid: string) =>
  useMutation({
    mutationFn: (body: PublicFormAnswers) =>
      api.post(`/forms-management/public/submission/${at(formUuid)}/submit`, Anything, { body }),
  });
