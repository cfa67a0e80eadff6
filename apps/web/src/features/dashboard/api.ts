import { queryOptions } from '@tanstack/react-query';
import { ConnectionCounts } from '@ventura/shared';
import { api } from '../../api/client.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  connectionCounts: ['dashboard', 'connection-counts'] as const,
};

export const connectionCountsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.connectionCounts,
    queryFn: ({ signal }) => api.get('/connections/types/counts', ConnectionCounts, { signal }),
  });
