import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountType, CreateProfile } from '@ventura/shared';
import { api } from '../../../api/client.ts';
import { authKeys } from './keys.ts';
import { sessionData } from './session.ts';

/** The profiles the user holds (GET users/profile-types). */
export const useProfileTypes = (profileUuid: string) =>
  useQuery({
    queryKey: authKeys.profileTypes(profileUuid),
    queryFn: ({ signal }) =>
      api.get('/users/profile-types', async () => (await import('./schemas.ts')).ProfileTypeList, { signal }),
  });

/** Switch to another of the user's profiles; the answer is the new session. */
export const useSwitchProfile = () =>
  useMutation({
    mutationFn: (profileType: AccountType) =>
      api.post('/users/profile-types/switch', sessionData, { body: { profileType } }),
  });

/** Create a profile of another type; the answer is the session of the new profile. */
export const useCreateProfile = () =>
  useMutation({
    mutationFn: (body: CreateProfile) => api.post('/users/profile-types', sessionData, { body }),
  });
