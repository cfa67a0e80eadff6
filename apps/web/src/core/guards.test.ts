// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { Session } from '@ventura/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeAttemptedUrl } from './after-login.ts';
import { expectedTypeOf, featuresOf, requireSession, requireSignedOut } from './guards.tsx';
import { sessionStore } from './session.ts';

const session = (accountType: Session['user']['accountType']): Session => ({
  user: { userId: 'u1', id: 7, uuid: 'p1', name: 'Asha', accountType, role: 'member', impersonated: false },
  accessToken: 'token-1',
});

const loaderArgs = (url: string) => ({ request: new Request(url), params: {}, context: undefined });

/** What a loader threw: react-router's redirect is a Response with a Location header. */
const thrownBy = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
};

describe('route guards', () => {
  afterEach(() => {
    sessionStore.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('stops a signed-out visit with "Error logging in" and keeps the URL for after sign-in', () => {
    const show = vi.spyOn(notifications, 'show');
    const thrown = thrownBy(() => requireSession(loaderArgs('http://localhost/connections?tab=sent')));
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown instanceof Response && thrown.headers.get('Location')).toBe('/auth/login');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error logging in' }));
    expect(takeAttemptedUrl()).toBe('/connections?tab=sent');
  });

  it('lets a stored user in, and keeps them out of /auth (to their own dashboard)', () => {
    sessionStore.signIn(session('mentor'));
    expect(requireSession(loaderArgs('http://localhost/connections'))).toBeNull();
    const thrown = thrownBy(() => requireSignedOut());
    expect(thrown instanceof Response && thrown.headers.get('Location')).toBe('/mentors/dashboard');
    sessionStore.clear();
    expect(requireSignedOut()).toBeNull();
  });

  it('reads the innermost expectedType of the matched routes', () => {
    expect(expectedTypeOf([{ handle: undefined }, { handle: { other: true } }])).toBeUndefined();
    expect(
      expectedTypeOf([
        { handle: { expectedType: ['startup', 'corporate'] } },
        { handle: { expectedType: ['investor', 'nonsense'] } },
      ]),
    ).toEqual(['investor']);
  });

  it('reads the feature flags the matched routes belong to, ignoring anything else in their handles', () => {
    expect(
      featuresOf([{ handle: undefined }, { handle: { feature: 'connections' } }, { handle: { feature: 'nonsense' } }]),
    ).toEqual(['connections']);
  });
});
