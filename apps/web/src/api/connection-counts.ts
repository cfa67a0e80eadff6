import { queryOptions } from '@tanstack/react-query';
import { ConnectionCounts } from '@ventura/shared';
import { api } from './client.ts';

/**
 * The root of every connections query. A change to a connection or a request invalidates it, and so
 * every list and the counts, wherever they show (the dashboard's tiles, the connections tabs).
 */
export const connectionsKey = ['connections'] as const;
export const connectionCountsKey = [...connectionsKey, 'counts'] as const;

/** How many connections and pending requests the signed-in profile has (GET connections/types/counts). */
export const connectionCountsQuery = () =>
  queryOptions({
    queryKey: connectionCountsKey,
    queryFn: ({ signal }) => api.get('/connections/types/counts', ConnectionCounts, { signal }),
  });
