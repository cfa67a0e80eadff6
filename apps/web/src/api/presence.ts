import { queryOptions, useQueries } from '@tanstack/react-query';
import { limits, OnlineStatus } from '@ventura/shared';
import { api } from './client.ts';
import { presence } from './realtime-state.ts';

/*
 * Who is online, asked of the server for the people a page shows (connections, chat): the answers seed
 * the presence store the online dots read, which the socket's `online-users` changes keep current.
 */

/**
 * Which of these users are online now (GET connections/check_user_online_status), at most 100 at once.
 * The answer also goes into the presence store.
 */
export const onlineStatusQuery = (userIds: readonly string[]) =>
  queryOptions({
    queryKey: ['online', userIds.join(',')] as const,
    queryFn: async ({ signal }) => {
      const statuses = await api.get('/connections/check_user_online_status', OnlineStatus, {
        query: { userIds: userIds.join(',') },
        signal,
      });
      presence.seed(statuses);
      return statuses;
    },
    staleTime: 60_000,
    enabled: userIds.length > 0,
  });

/** User ids in groups the server answers at once (limits.onlineStatusUsers), each sorted and without repeats. */
export const onlineStatusBatches = (userIds: readonly string[], size: number = limits.onlineStatusUsers) => {
  const unique = [...new Set(userIds.filter(Boolean))].sort();
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += size) batches.push(unique.slice(start, start + size));
  return batches;
};

/**
 * Asks who of these users is online; each answer goes into the presence store (see onlineStatusQuery),
 * which the socket's `online-users` changes keep current afterwards. A failure leaves them shown offline.
 */
export const useSeedPresence = (userIds: readonly string[]) =>
  useQueries({ queries: onlineStatusBatches(userIds).map((batch) => onlineStatusQuery(batch)) });
