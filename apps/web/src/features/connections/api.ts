import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Connection,
  ConnectionAttachment,
  ConnectionState,
  limits,
  listEnvelope,
  PublicConnectionActionAnswer,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';
import { connectionCountsKey, connectionsKey } from '../../api/connection-counts.ts';
import { notificationCountsKey } from '../../api/notification-counts.ts';
import { prefetchedFreshness } from '../../core/prefetch.ts';
import type { ConnectionTab } from './tabs.ts';

/** A listed connection; its peer's user id is what the online dot asks about. */
const ListedConnection = Connection;
export type ListedConnection = ReturnType<typeof ListedConnection.parse>;
const ConnectionPage = listEnvelope(ListedConnection).shape.data;
export type ConnectionListPage = ReturnType<typeof ConnectionPage.parse>;
const Answered = Connection.pick({ connectionUUID: true, connectionStatus: true });
const MaybeState: ResponseSchema<ConnectionState | null> = {
  parse: (data) => (data === null || data === undefined ? null : ConnectionState.parse(data)),
};
/** Withdrawing or removing answers with nothing the page needs: the lists are asked again. */
const Ignored: ResponseSchema<void> = { parse: () => undefined };

export const connectionKeys = {
  all: connectionsKey,
  list: (tab: ConnectionTab) => [...connectionsKey, 'list', tab] as const,
  counts: connectionCountsKey,
  /** The caller's connection or request with one profile (GET connections/check/request/{uuid}). */
  state: (profileUuid: string) => [...connectionsKey, 'state', profileUuid] as const,
};

/**
 * After a change to a connection: every list, count and state of connections, and the header's counters
 * (pending and sent requests are among them).
 */
const refreshConnections = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
  void queryClient.invalidateQueries({ queryKey: notificationCountsKey });
};

const pathOf = (tab: ConnectionTab) => (tab === 'connections' ? '/connections' : `/connections/requests/${tab}`);

/** One list, in the spec's single page of up to 500 (calls 7.8). */
export const connectionsQuery = (tab: ConnectionTab) =>
  queryOptions({
    queryKey: connectionKeys.list(tab),
    queryFn: ({ signal }) =>
      api.get(pathOf(tab), ConnectionPage, {
        query: { pageNumber: limits.connectionRequestsPageNumber, limit: limits.connectionRequestsLimit },
        signal,
      }),
    // Its route starts it (route-data.ts); the page that mounts a moment later reads that answer.
    staleTime: prefetchedFreshness,
  });

export type ConnectionAnswer = 'accept' | 'reject';
export type RespondInput = { uuid: string; answer: ConnectionAnswer; actionMessage: string };

/** Accepts or rejects a received request; every list and count is fetched afresh after. */
export const useRespondToConnection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, answer, actionMessage }: RespondInput) =>
      api.patch(`/connections/${answer}/${uuid}`, Answered, {
        body: actionMessage.trim() ? { actionMessage: actionMessage.trim() } : {},
      }),
    // Not awaited: the answered request leaves its list when the lists refresh, and the caller's toast must run first.
    onSettled: () => refreshConnections(queryClient),
  });
};

/** The caller's connection or open request with a profile, or null when there is none (or it was declined). */
export const connectionStateQuery = (profileUuid: string) =>
  queryOptions({
    queryKey: connectionKeys.state(profileUuid),
    queryFn: ({ signal }) =>
      api.get(`/connections/check/request/${encodeURIComponent(profileUuid)}`, MaybeState, { signal }),
    staleTime: 30_000,
  });

export type SendRequestInput = {
  profileUUID: string;
  message: string;
  /** The investor's connection document, filled in and uploaded (POST connections/upload/document) first. */
  documentUUID?: string | undefined;
};

/**
 * Asks a profile to connect (POST connections/send/request), or an investor with its document attached
 * (POST connections/investor). The button shows the answer's state at once; lists and counts follow.
 */
export const useSendConnectionRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileUUID, message, documentUUID }: SendRequestInput) => {
      const text = message.trim();
      const body = { profileUUID, ...(text ? { message: text } : {}) };
      return documentUUID
        ? api.post('/connections/investor', ConnectionState, { body: { ...body, documentUUID } })
        : api.post('/connections/send/request', ConnectionState, { body });
    },
    onSuccess: (state, { profileUUID }) => queryClient.setQueryData(connectionKeys.state(profileUUID), state),
    onSettled: () => refreshConnections(queryClient),
  });
};

/** Uploads the document sent with a request to an investor; the request names it by its uuid. */
export const useUploadConnectionAttachment = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post('/connections/upload/document', ConnectionAttachment, { body: form });
    },
  });

/** Withdraws a sent request or removes a connection (DELETE connections/{connectionUUID}). */
export const useDeleteConnection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionUUID }: { connectionUUID: string; profileUuid: string }) =>
      api.delete(`/connections/${encodeURIComponent(connectionUUID)}`, Ignored),
    onSuccess: (_answer, { profileUuid }) => queryClient.setQueryData(connectionKeys.state(profileUuid), null),
    onSettled: () => refreshConnections(queryClient),
  });
};

export type ConnectionLinkAnswer = ReturnType<typeof PublicConnectionActionAnswer.parse>;

/**
 * Accepts or declines a request from the link in its email (POST public/connections/action). Sent
 * without the session: the link is the credential, and a refusal must not end whoever is signed in here.
 */
export const answerFromLink = (input: { token: string; action: 'accept' | 'reject'; actionMessage: string }) => {
  const text = input.actionMessage.trim();
  return api.post('/public/connections/action', PublicConnectionActionAnswer, {
    body: { token: input.token, action: input.action, ...(text ? { actionMessage: text } : {}) },
    anonymous: true,
  });
};
