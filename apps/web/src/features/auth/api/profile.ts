import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { type AccountType, type CreateProfile, ProfileTypeEntry } from '@ventura/shared';
import { api } from '../../../api/client.ts';
import { currentProfileQuery } from '../../../api/profile.ts';
import { sessionStore } from '../../../app/session.ts';
import { authKeys } from './keys.ts';
import { SessionData } from './session.ts';

/** Fetches the profile of the stored session and stores it (without contact fields) for the shell to read. */
export const syncProfile = async (queryClient: QueryClient, profileUuid: string) => {
  const profile = await queryClient.fetchQuery(currentProfileQuery(profileUuid));
  if (sessionStore.user()?.uuid === profileUuid) sessionStore.setProfile(profile);
  return profile;
};

const ProfileTypeList = ProfileTypeEntry.array();

/** The profiles the user holds (GET users/profile-types). */
export const useProfileTypes = (profileUuid: string) =>
  useQuery({
    queryKey: authKeys.profileTypes(profileUuid),
    queryFn: ({ signal }) => api.get('/users/profile-types', ProfileTypeList, { signal }),
  });

/** Switch to another of the user's profiles; the answer is the new session. */
export const useSwitchProfile = () =>
  useMutation({
    mutationFn: (profileType: AccountType) =>
      api.post('/users/profile-types/switch', SessionData, { body: { profileType } }),
  });

/** Create a profile of another type; the answer is the session of the new profile. */
export const useCreateProfile = () =>
  useMutation({
    mutationFn: (body: CreateProfile) => api.post('/users/profile-types', SessionData, { body }),
  });
