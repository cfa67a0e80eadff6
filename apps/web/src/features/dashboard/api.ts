import { queryOptions } from '@tanstack/react-query';
import { ConnectionCounts, Profile } from '@ventura/shared';
import { api } from '../../api/client.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  profile: ['dashboard', 'profile'] as const,
  connectionCounts: ['dashboard', 'connection-counts'] as const,
};

/** The signed-in profile, fresh from the server (the stored copy lacks the contact fields and may be old). */
export const dashboardProfileQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.profile,
    queryFn: ({ signal }) => api.get('/users/profile', Profile, { signal }),
  });

export const connectionCountsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.connectionCounts,
    queryFn: ({ signal }) => api.get('/connections/types/counts', ConnectionCounts, { signal }),
  });
