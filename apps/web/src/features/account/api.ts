import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountStatusResult,
  Profile,
  SignedOutOthers,
  TeamMember,
  type TeamMemberInput,
  type UpdateProfile,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';
import { profileKeys } from '../../api/profile.ts';
import { sessionStore } from '../../app/session.ts';

/** Calls whose answer carries no data, only a message. */
const noData: ResponseSchema<void> = { parse: () => undefined };

export const accountKeys = {
  all: ['account'] as const,
  team: ['account', 'team'] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: accountKeys.team,
    queryFn: ({ signal }) => api.get('/users/team-members', TeamMember.array(), { signal }),
  });

/** Saves the changed fields; the stored profile follows, so the rest of the app shows the new name. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) => api.patch('/users/profile', Profile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.current(profile.uuid), profile);
      sessionStore.setProfile(profile);
    },
  });
};

/** Deactivates an active account or re-activates a deactivated one; answers with the new status. */
export const useToggleAccountStatus = () =>
  useMutation({
    mutationFn: () => api.patch('/users/deactivate_account', AccountStatusResult),
  });

/** Ends every other session of the person; answers how many were ended. */
export const useSignOutOthers = () =>
  useMutation({
    mutationFn: () => api.post('/users/logout/others', SignedOutOthers),
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: () => api.delete('/users/delete_account', noData),
  });

export const useAddTeamMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamMemberInput) => api.post('/users/team-members', TeamMember, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.team }),
  });
};

export const useRemoveTeamMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`/users/team-members/${uuid}`, noData),
    // Not awaited: the removed row unmounts when the list refreshes, and the caller's toast must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.team });
    },
  });
};
