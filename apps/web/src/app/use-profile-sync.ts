import { useQueryClient } from '@tanstack/react-query';
import { type TenantFeatures, timing } from '@ventura/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { notify } from './notify.ts';
import { paths } from './paths.ts';
import { type StoredProfile, type StoredUser, useSessionUser, useStoredProfile } from './session.ts';
import { forgetSession, signOut } from './sign-out.tsx';

/**
 * Spec 4: a rejected profile on a tenant with logout_on_rejection is signed out. Not while an
 * operator looks through the user's eyes: they came to see exactly that.
 */
export const signsOutOnRejection = (
  features: Pick<TenantFeatures, 'logout_on_rejection'>,
  user: Pick<StoredUser, 'uuid' | 'impersonated'> | null,
  profile: Pick<StoredProfile, 'uuid' | 'approvalStatus'> | null,
) =>
  features.logout_on_rejection &&
  user !== null &&
  !user.impersonated &&
  profile?.uuid === user.uuid &&
  profile.approvalStatus === 'rejected';

/**
 * Keeps the stored profile in step with the stored user: after a sign-in, a switch or a reload
 * without one, it is fetched (users/profile) and stored. A 404 means the profile is gone: signed out
 * with 'Session expired! You have been logged out.' (spec 8). Other failures wait for the next change.
 * A rejected profile is signed out after 1 s where the tenant says so.
 */
export const useProfileSync = (features: Pick<TenantFeatures, 'logout_on_rejection'>) => {
  const user = useSessionUser();
  const profile = useStoredProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profileUuid = user?.uuid ?? null;
  const stale = profileUuid !== null && profile?.uuid !== profileUuid;
  const rejected = signsOutOnRejection(features, user, profile);

  useEffect(() => {
    if (!stale || profileUuid === null) return;
    // Loaded only once someone is signed in: the first screen of a visitor does without it.
    import('../api/profile.ts')
      .then(({ syncProfile }) => syncProfile(queryClient, profileUuid))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) return;
        forgetSession(queryClient);
        notify.error('Session expired! You have been logged out.', 'session-expired');
        navigate(paths.login, { replace: true });
      });
  }, [stale, profileUuid, queryClient, navigate]);

  useEffect(() => {
    if (!rejected) return;
    const timer = setTimeout(() => {
      notify.error('Your profile is rejected', 'profile-rejected');
      void signOut({ queryClient, navigate: (to) => navigate(to) });
    }, timing.rejectionLogoutDelay);
    return () => clearTimeout(timer);
  }, [rejected, queryClient, navigate]);
};
