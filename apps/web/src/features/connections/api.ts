import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Connection, limits, listEnvelope } from '@ventura/shared';
import { api } from '../../api/client.ts';
import { connectionCountsKey, connectionsKey } from '../../api/connection-counts.ts';
import type { ConnectionTab } from './tabs.ts';

const ConnectionPage = listEnvelope(Connection).shape.data;
const Answered = Connection.pick({ connectionUUID: true, connectionStatus: true });

export const connectionKeys = {
  all: connectionsKey,
  list: (tab: ConnectionTab) => [...connectionsKey, 'list', tab] as const,
  counts: connectionCountsKey,
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
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
    },
  });
};
