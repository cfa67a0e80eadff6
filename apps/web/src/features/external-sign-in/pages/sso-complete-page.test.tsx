import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { SsoCompletePage } from './sso-complete-page.tsx';

const completeUrl = '/api/v1/public/auth/sso/complete';
const ticket = 'ticket-0123456789abcdefghij';
const user = {
  userId: 'u9',
  id: 9,
  uuid: 'p9',
  name: 'Asha Rao',
  accountType: 'mentor',
  role: 'member',
  impersonated: false,
} as const;

/** Answers POST public/auth/sso/complete with each answer in turn; anything else is not found. */
const answers = (...bodies: unknown[]) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) !== completeUrl) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(bodies.shift()), { status: 200 });
  });

const sentBodies = (fetch: ReturnType<typeof answers>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === completeUrl)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const open = (search: string) =>
  renderPage(
    <Routes>
      <Route path="/sso/complete" element={<SsoCompletePage />} />
    </Routes>,
    { path: `/sso/complete${search}` },
  );

describe('SsoCompletePage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('signs a member in with the ticket, once', async () => {
    const fetch = answers({ data: { status: 'signed_in', user, accessToken: 'sso-token' } });
    open(`?ticket=${ticket}`);
    expect(await screen.findByText('Signed in. Taking you on…')).toBeTruthy();
    expect(sessionStore.token()).toBe('sso-token');
    expect(sentBodies(fetch)).toEqual([{ ticket }]);
  });

  it('asks a newcomer for the kind of account, then sends the same ticket with it', async () => {
    const fetch = answers(
      {
        data: {
          status: 'choose_account_type',
          name: 'Asha Rao',
          email: 'asha@example.org',
          accountTypes: ['startup', 'mentor'],
        },
      },
      { data: { status: 'signed_in', user, accessToken: 'sso-token' } },
    );
    open(`?ticket=${ticket}`);
    expect(await screen.findByText(/Welcome, Asha Rao/)).toBeTruthy();
    expect(screen.getByText('asha@example.org')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Startup' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Mentor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sessionStore.token()).toBe('sso-token'));
    expect(sentBodies(fetch)).toEqual([{ ticket }, { ticket, accountType: 'mentor' }]);
  });

  it('shows the provider’s error with the way back to sign in, and sends nothing', async () => {
    const fetch = answers();
    open(`?error=${encodeURIComponent('Your provider refused the sign-in')}`);
    expect(await screen.findByText('Your provider refused the sign-in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(sentBodies(fetch)).toEqual([]);
  });
});
