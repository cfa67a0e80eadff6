import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { notify } from '../core/notify.ts';
import { paths } from '../core/paths.ts';
import { useSessionUser, useStoredProfile } from '../core/session.ts';
import { forgetSession } from '../core/sign-out.tsx';

/**
 * Keeps the stored profile in step with the stored user: after a sign-in, a switch or a reload
 * without one, it is fetched (users/profile) and stored. A 404 means the profile is gone: signed out
 * with 'Session expired! You have been logged out.' (spec 8). Other failures wait for the next change.
 * (Signing a rejected profile out is rejection-watch.tsx's.)
 */
export const useProfileSync = () => {
  const user = useSessionUser();
  const profile = useStoredProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profileUuid = user?.uuid ?? null;
  const stale = profileUuid !== null && profile?.uuid !== profileUuid;

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
};
