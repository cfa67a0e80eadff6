import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountStatusResult,
  type ConfirmationCode,
  type EmailNotice,
  OtpSent,
  Profile,
  SessionEnvelope,
  SignedOutOthers,
  type SocialNetwork,
  TeamInvitation,
  TeamMember,
  type TeamMemberInput,
  type UpdateProfile,
  UploadedImage,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';
import { profileKeys } from '../../api/profile.ts';
import { sessionStore } from '../../core/session.ts';
import { invitationRetry } from '../../ui/invitation.ts';

/** Calls whose answer carries no data, only a message. */
const noData: ResponseSchema<void> = { parse: () => undefined };

export const accountKeys = {
  all: ['account'] as const,
  team: ['account', 'team'] as const,
  invitation: (token: string) => ['account', 'invitation', token] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: accountKeys.team,
    queryFn: ({ signal }) => api.get('/users/team-members', TeamMember.array(), { signal }),
  });

/**
 * Sends a fresh code to the account's sign-in contact (its verified email, else its mobile number),
 * asked before the email changes and before the account is deleted. 429 when asked too often.
 */
export const useRequestConfirmationCode = () =>
  useMutation({
    mutationFn: () => api.post('/users/confirmation-code', OtpSent),
  });

/**
 * Saves the changed fields; the stored profile follows, so the rest of the app shows the new name. */
export const useUpdateProfile = () => useProfilePatch<UpdateProfile>('/users/profile');

/** The account-settings calls that answer the whole profile: the stored profile follows each. */
const useProfilePatch = <B>(path: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.patch(path, Profile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.current(profile.uuid), profile);
      sessionStore.setProfile(profile);
    },
  });
};

export const useSubscribeNewsletter = () =>
  useProfilePatch<{ subscribed: boolean }>('/users/profile/subscribe-to-newsletter');
export const useUpdateNotificationSettings = () =>
  useProfilePatch<Partial<Record<EmailNotice, boolean>>>('/users/profile/notification-settings');
export const useUpdateSocialLinks = () =>
  useProfilePatch<Partial<Record<SocialNetwork, string | null>>>('/users/profile/social-links');

/** POST users/upload/avatar: the person's photo on the current profile; the stored profile is read again. */
export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post('/users/upload/avatar', UploadedImage, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
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

/** Sends the verification link again to the address waiting for it (429 when asked too often). */
export const useResendEmailVerification = () =>
  useMutation({
    mutationFn: () => api.post('/users/profile/email-verification', noData),
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: ConfirmationCode) => api.delete('/users/delete_account', noData, { body }),
  });

/** Invites a user to this profile; the answer is the open invitation (status 'invited'). */
export const useAddTeamMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamMemberInput) => api.post('/users/team-members', TeamMember, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.team }),
  });
};

/** Removes a member, or withdraws an open invitation. */
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

const invitationPath = (token: string) => `/public/team-invitations/${encodeURIComponent(token)}`;

/** What a team invitation link offers, asked of the server with or without a session. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.invitation(token),
    queryFn: ({ signal }) => api.get(invitationPath(token), TeamInvitation, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: invitationRetry,
  });

/** Accepts the invitation; the answer is a session on the team's profile. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) => api.post(`${invitationPath(token)}/accept`, SessionEnvelope.shape.data),
  });

export const useDeclineInvitation = () =>
  useMutation({
    mutationFn: (token: string) => api.post(`${invitationPath(token)}/decline`, noData),
  });
