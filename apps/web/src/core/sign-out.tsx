import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { QueryClient } from '@tanstack/react-query';
import { timing } from '@ventura/shared';
import { paths } from './paths.ts';
import { sessionStore } from './session.ts';

/** Query caches that belong to the host, not to the person: they survive a sign-in or sign-out. */
const sharedQueryRoots: ReadonlySet<unknown> = new Set(['tenant', 'countries', 'partner-access']);

/**
 * Drops every cached answer and pending mutation of the previous session, so the next person never
 * sees them. The host's own data (tenant, countries, partner checks) stays.
 */
export const forgetAccountData = (queryClient: QueryClient) => {
  queryClient.removeQueries({ predicate: (query) => !sharedQueryRoots.has(query.queryKey[0]) });
  queryClient.getMutationCache().clear();
};

/** Ends the session on this device (spec 4 and 6): stored user, profile, token and visit keys, and the cache. */
export const forgetSession = (queryClient: QueryClient) => {
  sessionStore.clear();
  forgetAccountData(queryClient);
};

/** Revokes the server session. Called directly rather than through the API client: a session that has
 * already expired is no reason to show 'Session expired' on the way out. */
const revokeOnServer = async (token: string) => {
  try {
    await fetch('/api/v1/users/logout', { headers: { authorization: `Bearer ${token}` }, keepalive: true });
  } catch {
    // Logging out still happens on this device; the server session expires by itself.
  }
};

/**
 * Logout (spec 4): forgets the session on this device with everything cached for it, goes to '/'
 * after 200 ms unless told to ignore the redirect, and revokes the session on the server (a failure
 * is ignored). Resolves once the server has answered.
 */
export const signOut = async ({
  queryClient,
  navigate,
  ignoreRedirect = false,
}: {
  queryClient: QueryClient;
  navigate: (to: string) => void;
  ignoreRedirect?: boolean;
}) => {
  const token = sessionStore.token();
  // Forgotten here first, so other tabs follow at once and no call goes out with a revoked token.
  forgetSession(queryClient);
  if (!ignoreRedirect) setTimeout(() => navigate(paths.home), timing.logoutRedirectDelay);
  if (token) await revokeOnServer(token);
};

/** The Logout confirmation of spec 2: title 'Logout', text 'Are you sure you want to proceed?'. */
export const confirmSignOut = (onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Logout',
    children: <Text size="sm">Are you sure you want to proceed?</Text>,
    labels: { confirm: 'Logout', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
