import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminIpPage,
  IpFacilitatorChoice,
  IpFile,
  type IpKind,
  type IpLicensingChange,
  IpListingPage,
  IpRequest,
  type IpRequestChange,
  IpRequestPage,
  type IpStage,
  type IpStageChange,
  MyIpRequestPage,
  type NewIpNote,
  type NewIpRequest,
  TaxonomyTerm,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';

/* IP requests (issue 40): a member's and a facilitator's requests, one request's writes, the marketplace, the console. */

/** What the marketplace is narrowed by (GET ip-marketplace). */
export type MarketFilters = { pageNumber: number; q?: string; kind?: IpKind; industry?: string };
/** What the console's queue is narrowed by (GET admin/ip-requests). */
export type QueueFilters = {
  pageNumber: number;
  stage: IpStage | 'open' | 'all';
  facilitator: string;
  kind?: IpKind;
  q?: string;
};

export const ipKeys = {
  all: ['ip'] as const,
  mine: (page: number) => ['ip', 'mine', page] as const,
  assigned: (page: number) => ['ip', 'assigned', page] as const,
  request: (uuid: string) => ['ip', 'request', uuid] as const,
  market: (query: MarketFilters) => ['ip', 'market', query] as const,
  queue: (query: QueueFilters) => ['ip', 'queue', query] as const,
  facilitators: (q: string) => ['ip', 'facilitators', q] as const,
  industries: ['ip', 'industries'] as const,
};

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const requestPath = (uuid: string) => `/ip-requests/${encodeURIComponent(uuid)}`;
export const listPageSize = 20;
export const marketPageSize = 24;
export const queuePageSize = 25;

export const myRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ipKeys.mine(page),
    queryFn: ({ signal }) =>
      api.get('/ip-requests', MyIpRequestPage, { query: { pageNumber: page, limit: listPageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const assignedQuery = (page: number) =>
  queryOptions({
    queryKey: ipKeys.assigned(page),
    queryFn: ({ signal }) =>
      api.get('/ip-requests/assigned', IpRequestPage, { query: { pageNumber: page, limit: listPageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const requestQuery = (uuid: string) =>
  queryOptions({
    queryKey: ipKeys.request(uuid),
    queryFn: ({ signal }) => api.get(requestPath(uuid), IpRequest, { signal }),
    retry: retryUnlessRefused,
  });

/** GET ip-marketplace: public, so it goes without the session when there is none. */
export const marketplaceQuery = (query: MarketFilters) =>
  queryOptions({
    queryKey: ipKeys.market(query),
    queryFn: ({ signal }) =>
      api.get('/ip-marketplace', IpListingPage, { query: { ...query, limit: marketPageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /industries: the tenant's industries, kept for long. */
export const industriesQuery = () =>
  queryOptions({
    queryKey: ipKeys.industries,
    queryFn: ({ signal }) => api.get('/industries', TaxonomyTerm.array(), { signal }),
    staleTime: 30 * 60_000,
  });

const uploadDocument = (uuid: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post(`${requestPath(uuid)}/files`, IpFile, { body: form });
};

/** The documents that could not be added, with why, so the page can say so beside what did go through. */
export type FileFailure = { name: string; error: unknown };

const uploadAll = async (uuid: string, files: File[]) => {
  const failures: FileFailure[] = [];
  // One at a time: the server counts each against the request's allowance.
  for (const file of files) {
    try {
      await uploadDocument(uuid, file);
    } catch (error) {
      failures.push({ name: file.name, error });
    }
  }
  return failures;
};

/** POST ip-requests, then each document: the request, and the documents refused. */
export const useFileRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { request: NewIpRequest; files: File[] }) => {
      const request = await api.post('/ip-requests', IpRequest, { body: input.request });
      const failures = await uploadAll(request.uuid, input.files);
      return { request, failures };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ipKeys.all }),
  });
};

const settle = (queryClient: QueryClient, uuid: string, request: IpRequest) => {
  queryClient.setQueryData(ipKeys.request(uuid), request);
  for (const list of ['mine', 'assigned', 'queue', 'market'])
    void queryClient.invalidateQueries({ queryKey: ['ip', list] });
};

/** Every write on one request answers it as it now is: the page shows it at once. */
const useRequestWrite = <I>(uuid: string, write: (input: I) => Promise<IpRequest>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (request) => settle(queryClient, uuid, request),
    onError: (error) => {
      // 409: the request moved meanwhile; what the page shows is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ipKeys.request(uuid) });
      }
    },
  });
};

export const useChangeRequest = (uuid: string) =>
  useRequestWrite(uuid, (change: IpRequestChange) => api.patch(requestPath(uuid), IpRequest, { body: change }));

export const useMoveStage = (uuid: string) =>
  useRequestWrite(uuid, (change: IpStageChange) => api.post(`${requestPath(uuid)}/stage`, IpRequest, { body: change }));

export const useAddNote = (uuid: string) =>
  useRequestWrite(uuid, (note: NewIpNote) => api.post(`${requestPath(uuid)}/notes`, IpRequest, { body: note }));

export const useLicensing = (uuid: string) =>
  useRequestWrite(uuid, (change: IpLicensingChange) =>
    api.put(`${requestPath(uuid)}/licensing`, IpRequest, { body: change }),
  );

export const useRemoveDocument = (uuid: string) =>
  useRequestWrite(uuid, (fileUuid: string) =>
    api.delete(`${requestPath(uuid)}/files/${encodeURIComponent(fileUuid)}`, IpRequest),
  );

/** Each document in turn, then the request as it now is, and the documents refused. */
export const useAddDocuments = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const failures = await uploadAll(uuid, files);
      return { request: await api.get(requestPath(uuid), IpRequest), failures };
    },
    onSuccess: ({ request }) => settle(queryClient, uuid, request),
  });
};

// ---- The console ----

export const queueQuery = (query: QueueFilters) =>
  queryOptions({
    queryKey: ipKeys.queue(query),
    queryFn: ({ signal }) =>
      api.get('/admin/ip-requests', AdminIpPage, { query: { ...query, limit: queuePageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const facilitatorsQuery = (q: string) =>
  queryOptions({
    queryKey: ipKeys.facilitators(q),
    queryFn: ({ signal }) => api.get('/admin/ip-facilitators', IpFacilitatorChoice.array(), { query: { q }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const useAssignFacilitator = (uuid: string) =>
  useRequestWrite(uuid, (userUuid: string | null) =>
    api.put(`/admin${requestPath(uuid)}/facilitator`, IpRequest, { body: { userUuid } }),
  );
