// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import type { Session } from '@ventura/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setAuthFailureHandler } from '../api/client.ts';
import { takeAttemptedUrl } from '../core/after-login.ts';
import { sessionStore } from '../core/session.ts';
import { installAuthFailureHandler, watchOtherTabs } from './session-events.ts';

const session: Session = {
  user: { userId: 'u1', id: 7, uuid: 'p1', name: 'Asha', accountType: 'startup', role: 'member', impersonated: false },
  accessToken: 'token-1',
};

const profile = { uuid: 'p1', accountType: 'startup', name: 'Asha' };

/** What another tab's write looks like here: storage already changed, then the event. */
const otherTabWrites = (key: string, value: string | null) => {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
};

describe('watchOtherTabs', () => {
  let assign: ReturnType<typeof vi.fn>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    localStorage.setItem('user', JSON.stringify({ ...session.user, accessToken: session.accessToken }));
    localStorage.setItem('profile', JSON.stringify(profile));
    sessionStore.reload();
    assign = vi.fn();
    const target = Object.create(window, { location: { value: { assign } } });
    target.addEventListener = window.addEventListener.bind(window);
    target.removeEventListener = window.removeEventListener.bind(window);
    stop = watchOtherTabs(target);
  });

  afterEach(() => {
    stop();
    sessionStore.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reloads to / three seconds after another tab signs out, even when the keys arrive one by one', () => {
    // Chromium delivers the removal of 'user' while this tab still sees the old 'profile'.
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', storageArea: localStorage }));
    otherTabWrites('profile', null);
    expect(sessionStore.user()).toBeNull();
    vi.advanceTimersByTime(2999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('reloads when another tab switched to another profile', () => {
    otherTabWrites('profile', JSON.stringify({ ...profile, uuid: 'p2' }));
    vi.advanceTimersByTime(3000);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('stays when another tab only refreshed the same profile, or changed other keys', () => {
    otherTabWrites('profile', JSON.stringify({ ...profile, name: 'Asha R' }));
    otherTabWrites('ventura-color-scheme', 'dark');
    vi.advanceTimersByTime(5000);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStore.profile()?.name).toBe('Asha R');
  });

  it('follows this tab’s own sign-out without reloading', () => {
    sessionStore.clear();
    otherTabWrites('theme', 'x');
    otherTabWrites('profile', null);
    vi.advanceTimersByTime(5000);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('installAuthFailureHandler', () => {
  afterEach(() => {
    setAuthFailureHandler(() => {});
    sessionStore.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  const setup = () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const navigate = vi.fn(async () => {});
    const router = { state: { location: { pathname: '/connections', search: '?tab=sent', hash: '' } }, navigate };
    const queryClient = new QueryClient();
    queryClient.setQueryData(['tenant', 'localhost'], { name: 'kept' });
    queryClient.setQueryData(['dashboard', 'profile'], { name: 'dropped' });
    installAuthFailureHandler(router, queryClient);
    return { show, navigate, queryClient };
  };

  it('on 401 forgets the session and its data, says why, and opens sign-in (returning here after)', async () => {
    const { show, navigate, queryClient } = setup();
    sessionStore.signIn(session);
    localStorage.setItem('profile', JSON.stringify(profile));
    localStorage.setItem('partner', 'kestrel');
    sessionStore.reload();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Session expired', errors: [] }), { status: 401 }),
    );
    await expect(api.get('/users/profile', { parse: () => null })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.user()).toBeNull();
    expect(sessionStore.profile()).toBeNull();
    for (const key of ['user', 'profile', 'partner']) expect(localStorage.getItem(key)).toBeNull();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Session expired' }));
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    expect(takeAttemptedUrl()).toBe('/connections?tab=sent');
    expect(queryClient.getQueryData(['tenant', 'localhost'])).toEqual({ name: 'kept' });
    expect(queryClient.getQueryData(['dashboard', 'profile'])).toBeUndefined();
  });

  it('on 403 says "Forbidden" (or the server’s words) and goes home, keeping the session', async () => {
    const { show, navigate } = setup();
    sessionStore.signIn(session);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({}), { status: 403 }));
    await expect(api.post('/admin/backdoor-login', { parse: () => null })).rejects.toBeInstanceOf(ApiError);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Forbidden' }));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(sessionStore.user()?.name).toBe('Asha');
  });
});
