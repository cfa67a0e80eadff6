import type { QueryClient } from '@tanstack/react-query';
import { type Session, timing } from '@ventura/shared';
import { postLoginPath, takeAttemptedUrl } from '../core/after-login.ts';
import { notify } from '../core/notify.ts';
import { takeProgramArrival } from '../core/program-arrival.ts';
import { sessionStore } from '../core/session.ts';
import { forgetAccountData } from '../core/sign-out.tsx';
import { syncProfile } from './profile.ts';

/* The sign-in step stands on the API client (it fetches the new profile), so it lives in api/, not in core/. */

export type SignInOptions = {
  queryClient: QueryClient;
  navigate: (to: string) => void;
  /** False inside a sign-in modal: the visitor stays where they are (spec 4). */
  redirect?: boolean;
  message?: string;
  /** Where to go instead of the saved URL or the default dashboard. */
  to?: string;
};

/**
 * After a verified code or a registration (spec 4): stores the session, fetches and stores the
 * profile, says 'Logged in successfully', and 500 ms later goes to the program the visitor arrived for
 * (spec 9), else the saved URL, else the default dashboard.
 */
export const completeSignIn = (
  session: Session,
  { queryClient, navigate, redirect = true, message = 'Logged in successfully', to }: SignInOptions,
) => {
  forgetAccountData(queryClient);
  sessionStore.signIn(session);
  // The shell fetches the profile again if this fails, so a failure here needs no message.
  syncProfile(queryClient, session.user.uuid).catch(() => undefined);
  notify.success(message);
  if (!redirect) return;
  // Both are read (and so forgotten) even when the program wins: each is meant for the next sign-in only.
  const program = to === undefined ? takeProgramArrival() : null;
  const attempted = to === undefined ? takeAttemptedUrl() : null;
  const target = to ?? program ?? attempted ?? postLoginPath(session.user.accountType);
  setTimeout(() => navigate(target), timing.postLoginRedirectDelay);
};
