import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileAccountType, ProfileCompleteness, ProfileDashboard, profileTypes } from '@ventura/shared';
import { api } from '../../api/client.ts';
import { profileKeys } from '../../api/profile.ts';
import { prefetchedFreshness } from '../../core/prefetch.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  profile: (profileUuid: string) => ['dashboard', profileUuid] as const,
};

/**
 * The signed-in profile's dashboard (GET {role}/dashboard): its header, completeness and approval,
 * views, connection counts and what it may do.
 */
export const dashboardQuery = (type: ProfileAccountType, profileUuid: string) =>
  queryOptions({
    queryKey: dashboardKeys.profile(profileUuid),
    queryFn: ({ signal }) => api.get(`/${profileTypes[type].rolePath}/dashboard`, ProfileDashboard, { signal }),
    // Its route starts it (route-data.ts); the page that mounts a moment later reads that answer.
    staleTime: prefetchedFreshness,
  });

/**
 * Asks the platform team to approve the profile (PATCH {role}/request/approval, empty body). The answer
 * is the new completeness; the dashboard and the profile with its completeness are refreshed (spec 4).
 */
export const useRequestApproval = (type: ProfileAccountType, profileUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch(`/${profileTypes[type].rolePath}/request/approval`, ProfileCompleteness),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.profile(profileUuid) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.current(profileUuid) }),
      ]),
  });
};
