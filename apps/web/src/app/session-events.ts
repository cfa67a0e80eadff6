import type { QueryClient } from '@tanstack/react-query';
import { timing } from '@ventura/shared';
import { errorText, setAuthFailureHandler } from '../api/client.ts';
import { rememberAttemptedUrl } from '../core/after-login.ts';
import { notify } from '../core/notify.ts';
import { paths } from '../core/paths.ts';
import { sessionStore } from '../core/session.ts';
import { forgetSession } from '../core/sign-out.tsx';

type Router = {
  state: { location: { pathname: string; search: string; hash: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
};

/** Several calls fail together when a session ends; one toast and one redirect are enough. */
const quietPeriodMs = 2000;

/**
 * Handles 401 and 403 once for the whole app (spec 6). 401: the session is forgotten, the server's
 * message or 'Session expired' shows, and sign-in opens (coming back here afterwards). 403: the
 * message or 'Forbidden', and home.
 */
export const installAuthFailureHandler = (router: Router, queryClient: QueryClient) => {
  let lastHandled = { status: 0, at: 0 };
  setAuthFailureHandler((status, error) => {
    const now = Date.now();
    if (lastHandled.status === status && now - lastHandled.at < quietPeriodMs) return;
    lastHandled = { status, at: now };
    if (status === 401) {
      const { pathname, search, hash } = router.state.location;
      rememberAttemptedUrl(`${pathname}${search}${hash}`);
      forgetSession(queryClient);
      notify.error(errorText(error, 'Session expired'), 'session-expired');
      void router.navigate(paths.login, { replace: true });
      return;
    }
    notify.error(errorText(error, 'Forbidden'), 'forbidden');
    void router.navigate(paths.home);
  });
};

const sessionKeys: ReadonlySet<string | null> = new Set(['user', 'profile', null]);

const snapshot = () => ({ user: sessionStore.user()?.uuid ?? null, profile: sessionStore.profile()?.uuid ?? null });

/**
 * Another tab signed in, out or switched profile (spec 4): this tab takes the new session and, when
 * its profile is gone or is another one, reloads to '/' after 3 s. Returns the unsubscribe.
 */
export const watchOtherTabs = (target: Window = window) => {
  let reload: ReturnType<typeof setTimeout> | null = null;
  // The session this tab shows: kept up to date with its own sign-ins and profile fetches, which
  // other tabs hear about but this one does not. Another tab's writes arrive one key at a time, so
  // each is compared with this, not with the key before it.
  let shown = snapshot();
  let foreign = false;
  const unsubscribe = sessionStore.subscribe(() => {
    if (!foreign) shown = snapshot();
  });
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== target.localStorage || !sessionKeys.has(event.key)) return;
    foreign = true;
    sessionStore.reload();
    foreign = false;
    const now = snapshot();
    if (shown.user === null && now.user === null) return; // signed out here and there
    if (now.profile !== null && now.profile === shown.profile && now.user === shown.user) return;
    if (reload) return;
    notify.info('Your session changed in another tab. Reloading…');
    reload = setTimeout(() => target.location.assign(paths.home), timing.crossTabReloadDelay);
  };
  target.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    target.removeEventListener('storage', onStorage);
    if (reload) clearTimeout(reload);
  };
};
