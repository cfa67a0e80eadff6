// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { Session } from '@ventura/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './session.ts';
import { signOut } from './sign-out.tsx';

const session: Session = {
  user: { userId: 'u1', id: 7, uuid: 'p1', name: 'Asha', accountType: 'startup', role: 'member', impersonated: false },
  accessToken: 'token-1',
};

const signedInWithData = () => {
  localStorage.clear();
  sessionStore.signIn(session);
  localStorage.setItem('profile', JSON.stringify({ uuid: 'p1', name: 'Asha' }));
  localStorage.setItem('partner', '6f1c0c4e-8a4e-4a53-9d0e-3d3b5f0a1c11');
  localStorage.setItem('inviteCode', 'ALPHA-DEMO');
  localStorage.setItem('referralCode', 'R1');
  localStorage.setItem('ventura-color-scheme', 'dark');
  sessionStore.reload();
  const queryClient = new QueryClient();
  queryClient.setQueryData(['tenant', 'localhost'], { name: 'kept' });
  queryClient.setQueryData(['partner-access', 'p'], { name: 'kept too' });
  queryClient.setQueryData(['auth', 'profile', 'p1'], { name: 'Asha' });
  queryClient.setQueryData(['connections', 'sent'], []);
  return queryClient;
};

describe('signOut', () => {
  let revoke: ReturnType<typeof respondToLogout>;
  const respondToLogout = () => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));

  beforeEach(() => {
    vi.useFakeTimers();
    revoke = respondToLogout();
  });

  afterEach(() => {
    sessionStore.clear();
    localStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('forgets the whole session and its data, revokes it, and goes to / after 200 ms', async () => {
    const queryClient = signedInWithData();
    const navigate = vi.fn();
    await signOut({ queryClient, navigate });

    expect(sessionStore.user()).toBeNull();
    expect(sessionStore.token()).toBeNull();
    for (const key of ['user', 'profile', 'partner', 'inviteCode']) expect(localStorage.getItem(key)).toBeNull();
    // Not the session's: the visitor's theme and how they first arrived.
    expect(localStorage.getItem('ventura-color-scheme')).toBe('dark');
    expect(localStorage.getItem('referralCode')).toBe('R1');
    expect(queryClient.getQueryData(['auth', 'profile', 'p1'])).toBeUndefined();
    expect(queryClient.getQueryData(['connections', 'sent'])).toBeUndefined();
    expect(queryClient.getQueryData(['tenant', 'localhost'])).toEqual({ name: 'kept' });
    expect(queryClient.getQueryData(['partner-access', 'p'])).toEqual({ name: 'kept too' });

    expect(revoke).toHaveBeenCalledWith(
      '/api/v1/users/logout',
      expect.objectContaining({ headers: { authorization: 'Bearer token-1' } }),
    );
    vi.advanceTimersByTime(199);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('stays where it is when told to ignore the redirect', async () => {
    const queryClient = signedInWithData();
    const navigate = vi.fn();
    await signOut({ queryClient, navigate, ignoreRedirect: true });
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('partner')).toBeNull();
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    const queryClient = signedInWithData();
    revoke.mockRejectedValue(new TypeError('Failed to fetch'));
    const navigate = vi.fn();
    await signOut({ queryClient, navigate });
    expect(sessionStore.user()).toBeNull();
    vi.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('sessionStore.clear', () => {
  afterEach(() => localStorage.clear());

  it('leaves a signed-out visitor the partner and invite they arrived with', () => {
    localStorage.setItem('partner', 'kestrel');
    localStorage.setItem('inviteCode', 'VENTURA2026');
    sessionStore.clear();
    expect(localStorage.getItem('partner')).toBe('kestrel');
    expect(localStorage.getItem('inviteCode')).toBe('VENTURA2026');
  });
});
