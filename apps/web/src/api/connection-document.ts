import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ConnectionDocument } from '@ventura/shared';
import { api, type ResponseSchema } from './client.ts';

/*
 * An investor's connection document (investors/upload/connection-document): the investor's edit pages
 * upload it, and its public profile offers it to the members who may ask to connect.
 */

const Described: ResponseSchema<ConnectionDocument | null> = {
  parse: (data) => (data === null ? null : ConnectionDocument.parse(data)),
};
const noData: ResponseSchema<void> = { parse: () => undefined };

export const connectionDocumentKeys = {
  of: (investorUuid: string) => ['connection-document', investorUuid] as const,
};

export const connectionDocumentQuery = (investorUuid: string) =>
  queryOptions({
    queryKey: connectionDocumentKeys.of(investorUuid),
    queryFn: ({ signal }) => api.get(`/investors/${investorUuid}/connection-document`, Described, { signal }),
    staleTime: 60_000,
    // 404: this viewer may not see it (or there is no such investor); nothing to retry.
    retry: false,
  });

/** Upload (or replace) and remove the caller's own connection document. */
export const useConnectionDocumentChanges = (investorUuid: string) => {
  const queryClient = useQueryClient();
  const key = connectionDocumentKeys.of(investorUuid);
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return api.post('/investors/upload/connection-document', ConnectionDocument, { body: form });
      },
      onSuccess: (saved) => queryClient.setQueryData(key, saved),
    }),
    remove: useMutation({
      mutationFn: () => api.delete('/investors/connection-document', noData),
      onSuccess: () => queryClient.setQueryData(key, null),
    }),
  };
};
