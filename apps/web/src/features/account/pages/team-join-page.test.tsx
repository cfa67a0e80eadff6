import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { invitationFixture } from '../../../test/team-invitation-fixture.ts';
import { TeamJoinPage } from './team-join-page.tsx';

const token = 'k3J9x0aQwErTyUiOpAsDfGhJkLzXcVbN';

const session = {
  user: {
    userId: 'u9',
    id: 9,
    uuid: 'p9',
    name: 'Kavya Menon',
    accountType: 'startup',
    role: 'member',
    impersonated: false,
  },
  accessToken: 'token-9',
};

const openPage = () =>
  renderPage(
    <Routes>
      <Route path="/team/join/:token" element={<TeamJoinPage />} />
    </Routes>,
    { path: `/team/join/${token}` },
  );

const invitationUrl = `/api/v1/public/team-invitations/${token}`;

describe('TeamJoinPage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
    sessionStorage.clear();
  });

  it('shows who invited whom to which organisation, and accepting signs the invitee in', async () => {
    const fetch = serve({
      [`GET ${invitationUrl}`]: { status: 200, body: { data: invitationFixture(false) } },
      [`POST ${invitationUrl}/accept`]: { status: 200, body: { data: session } },
    });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join GreenLeaf Agritech' })).toBeTruthy();
    expect(
      screen.getByText('Aarav Mehta invited you to join GreenLeaf Agritech on Ventura Startup Mission.'),
    ).toBeTruthy();
    expect(screen.getByText('Kavya Menon')).toBeTruthy();
    expect(screen.getByText('kavya@greenleaf.demo')).toBeTruthy();
    expect(screen.getByText('6 Dec 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to GreenLeaf Agritech' })).toBeTruthy();
    expect(sessionStore.token()).toBe('token-9');
    expect(fetch.mock.calls.some(([url, init]) => url === `${invitationUrl}/accept` && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('sends someone whose contact has an account to sign in first, and back here after', async () => {
    const fetch = serve({ [`GET ${invitationUrl}`]: { status: 200, body: { data: invitationFixture(true) } } });
    openPage();
    const signIn = await screen.findByRole('button', { name: 'Sign in with kavya@greenleaf.demo to accept' });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(signIn);
    expect(sessionStorage.getItem('ventura-after-login')).toBe(`/team/join/${token}`);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the link no longer works, with a way home', async () => {
    serve({ [`GET ${invitationUrl}`]: { status: 404, body: { message: 'This invitation is no longer valid' } } });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
