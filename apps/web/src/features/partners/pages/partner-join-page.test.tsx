import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { partnerInvitationFixture } from '../../../test/portfolio-fixture.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { PartnerJoinPage } from './partner-join-page.tsx';

const token = 'pT9x0aQwErTyUiOpAsDfGhJkLzXcVbN1';
const invitationUrl = `/api/v1/public/partner-invitations/${token}`;

const founderSession = {
  user: {
    userId: 'u12',
    id: 12,
    uuid: 'p12',
    name: 'Neha Joshi',
    accountType: 'startup',
    role: 'member',
    impersonated: false,
  },
  accessToken: 'token-12',
};

const openPage = () =>
  renderPage(
    <Routes>
      <Route path="/partners/join/:token" element={<PartnerJoinPage />} />
      <Route path="/startups/complete-profile" element={<h1>Complete your startup profile</h1>} />
    </Routes>,
    { path: `/partners/join/${token}` },
  );

describe('PartnerJoinPage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
    sessionStore.clear();
    sessionStorage.clear();
  });

  it('shows which partner invites which startup; accepting signs the founder in and opens their profile to complete', async () => {
    const fetch = serve({
      [`GET ${invitationUrl}`]: { status: 200, body: { data: partnerInvitationFixture() } },
      [`POST ${invitationUrl}/accept`]: { status: 200, body: { data: founderSession } },
    });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: "Join Ignite Incubator's portfolio" })).toBeTruthy();
    expect(
      screen.getByText('Kwame Mensah of Ignite Incubator invited you to bring SolarKart to Ventura Startup Mission.'),
    ).toBeTruthy();
    expect(screen.getByText('SolarKart')).toBeTruthy();
    expect(screen.getByText('neha@solarkart.test')).toBeTruthy();
    expect(screen.getByText('20 Dec 2026')).toBeTruthy();
    expect(screen.getByText(/^Accepting creates your account, signed in with neha@solarkart.test/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Neha Joshi' })).toBeTruthy();
    expect(screen.getByText('Taking you to your startup profile…')).toBeTruthy();
    expect(sessionStore.token()).toBe('token-12');
    expect(fetch.mock.calls.some(([url, init]) => url === `${invitationUrl}/accept` && init?.method === 'POST')).toBe(
      true,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your startup profile' }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('asks a founder whose address has an account to sign in first, and back here after', async () => {
    serve({
      [`GET ${invitationUrl}`]: { status: 200, body: { data: partnerInvitationFixture({ hasAccount: true }) } },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with neha@solarkart.test to accept' }));
    expect(sessionStorage.getItem('ventura-after-login')).toBe(`/partners/join/${token}`);
  });

  it('says plainly when the link no longer works', async () => {
    serve({ [`GET ${invitationUrl}`]: { status: 404, body: { message: 'This invitation is no longer valid' } } });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
