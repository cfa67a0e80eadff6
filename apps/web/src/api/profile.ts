import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { sessionStore, useSessionUser } from '../core/session.ts';
import { api } from './client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  current: (profileUuid: string) => ['profile', profileUuid] as const,
};

/**
 * The signed-in profile with its contact fields (GET users/profile): one cache entry that the shell,
 * the dashboard and account settings share, keyed by profile so a switch never reads the old one.
 */
export const currentProfileQuery = (profileUuid: string) =>
  queryOptions({
    queryKey: profileKeys.current(profileUuid),
    queryFn: ({ signal }) => api.get('/users/profile', async () => (await import('./schemas.ts')).Profile, { signal }),
    staleTime: 60_000,
  });

/** The signed-in profile for a page behind the login guard. */
export const useCurrentProfile = () => {
  const user = useSessionUser();
  return useQuery({ ...currentProfileQuery(user?.uuid ?? ''), enabled: user !== null });
};

/** Fetches the profile of the stored session and stores it (without contact fields) for the shell to read. */
export const syncProfile = async (queryClient: QueryClient, profileUuid: string) => {
  const profile = await queryClient.fetchQuery(currentProfileQuery(profileUuid));
  if (sessionStore.user()?.uuid === profileUuid) sessionStore.setProfile(profile);
  return profile;
};
