import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DocumentRequest,
  type DocumentStatus,
  listEnvelope,
  profileTypes,
  type RequestDocument,
  type UpdateDocument,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';

/*
 * Program office application documents (calls 7.4): an office asks a startup for a document, the
 * startup uploads it, the office accepts it or sends it back with a comment.
 */

const base = `/${profileTypes.program_office.rolePath}`;
const Page = listEnvelope(DocumentRequest).shape.data;
const noData: ResponseSchema<void> = { parse: () => undefined };

export const documentsPageSize = 20;
export type DocumentTab = DocumentStatus | 'all';

export const documentKeys = {
  all: ['documents'] as const,
  list: (tab: DocumentTab, pageNumber: number) => ['documents', tab, pageNumber] as const,
};

/** A page of the caller's requests (an office's, or those addressed to a startup), newest first. */
export const documentsQuery = (tab: DocumentTab, pageNumber: number) =>
  queryOptions({
    queryKey: documentKeys.list(tab, pageNumber),
    queryFn: ({ signal }) =>
      api.get(`${base}/fetch-documents/${pageNumber}/${documentsPageSize}${tab === 'all' ? '' : `/${tab}`}`, Page, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const useDocumentWrite = <V>(write: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};

export const useRequestDocument = () =>
  useDocumentWrite((body: RequestDocument) => api.post(`${base}/submit-document`, DocumentRequest, { body }));

export const useUploadDocument = () =>
  useDocumentWrite(({ uuid, file }: { uuid: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post(`${base}/${uuid}/upload-document`, DocumentRequest, { body: form });
  });

export const useUpdateDocument = () =>
  useDocumentWrite(({ uuid, body }: { uuid: string; body: UpdateDocument }) =>
    api.put(`${base}/update-document/${uuid}`, DocumentRequest, { body }),
  );

export const useWithdrawDocument = () =>
  useDocumentWrite((uuid: string) => api.delete(`${base}/delete-document/${uuid}`, noData));
