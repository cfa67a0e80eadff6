import { useQueries } from '@tanstack/react-query';
import { limits } from '@ventura/shared';
import { onlineStatusQuery } from './api.ts';

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
