import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PublicProfile } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { publicProfileRoutes } from '../routes.tsx';
import { PublicProfilePage } from './public-profile-page.tsx';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const path = `/startups/profile/${uuid}/greenleaf-agritech`;

const greenLeaf: PublicProfile = {
  uuid,
  accountType: 'startup',
  label: 'Startup',
  investorType: null,
  name: 'GreenLeaf Agritech',
  personName: null,
  tagline: null,
  logo: null,
  avatar: null,
  slug: 'greenleaf-agritech',
  profileUrl: path,
  shortUrl: '/p/2a3b4c5d6e',
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  totalViews: 0,
  viewer: 'anonymous',
  values: {},
  lists: {},
  withheld: [],
  can: { edit: false, connect: false, message: false },
};

const openPage = () =>
  renderPage(
    <Routes>
      <Route path="/startups/profile/:uuid/:slug?" element={<PublicProfilePage type="startup" />} />
      <Route path="/auth/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { path },
  );

describe('PublicProfilePage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStorage.clear();
    sessionStore.clear();
  });

  it('asks a signed-out visitor to sign in where the tenant keeps profiles to members, and comes back after', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ message: 'Sign in to see this profile', errors: ['Sign in to see this profile'] }),
          {
            status: 401,
          },
        ),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see this profile' })).toBeTruthy();
    // Asked once, without a token: a refusal is not retried.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([`/api/v1/startups/public/${uuid}`]);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in page' })).toBeTruthy();
    expect(sessionStorage.getItem('ventura-after-login')).toBe(path);
  });

  it('shows what another feature adds below a profile of its type, with the profile', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === `/api/v1/startups/public/${uuid}`
        ? new Response(JSON.stringify({ data: greenLeaf }), { status: 200 })
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
    );
    renderPage(
      <Routes>
        <Route
          path="/startups/profile/:uuid/:slug?"
          element={<PublicProfilePage type="startup" addition={({ profile }) => <p>Below {profile.name}</p>} />}
        />
      </Routes>,
      { path },
    );
    expect(await screen.findByText('Below GreenLeaf Agritech')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Request a meeting' })).toBeNull();
  });

  it("shows a job seeker's profile at its own address, as other types' (their short link leads there)", async () => {
    const seekerPath = `/job-seekers/profile/${uuid}/vikram-nair`;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === `/api/v1/job-seekers/public/${uuid}`
        ? new Response(
            JSON.stringify({
              data: {
                ...greenLeaf,
                accountType: 'job_seeker',
                label: 'Job Seeker',
                name: 'Vikram Nair',
                slug: 'vikram-nair',
                profileUrl: seekerPath,
                values: { headline: 'Backend engineer, payments' },
              },
            }),
            { status: 200 },
          )
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
    );
    // The route the app mounts for job seekers' profiles (none before: the page was /errors/404).
    const route = publicProfileRoutes().find((candidate) => candidate.path?.startsWith('/job-seekers/'));
    renderPage(
      <Routes>
        <Route path={route?.path ?? '/nowhere'} element={<PublicProfilePage type="job_seeker" />} />
        <Route path="*" element={<h1>Page not found</h1>} />
      </Routes>,
      { path: seekerPath },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vikram Nair' })).toBeTruthy();
    expect(screen.getByText('Backend engineer, payments')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/v1/job-seekers/public/${uuid}`);
  });

  it('offers a connection a meeting request, linking to the booking page', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === `/api/v1/startups/public/${uuid}`
        ? new Response(JSON.stringify({ data: { ...greenLeaf, viewer: 'connection' } }), { status: 200 })
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
    );
    openPage();
    const link = await screen.findByRole('link', { name: 'Request a meeting' });
    expect(link.getAttribute('href')).toBe(`/calender/book/${uuid}`);
  });
});
