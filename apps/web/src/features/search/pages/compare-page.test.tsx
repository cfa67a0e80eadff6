import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { ComparePage } from './compare-page.tsx';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const openCompare = (kind: string) =>
  renderPage(
    <Routes>
      <Route path="/search/compare/:kind" element={<ComparePage />} />
    </Routes>,
    { path: `/search/compare/${kind}?ids=${uuid}` },
  );
const signInAs = (accountType: 'startup' | 'service_provider') =>
  sessionStore.signIn({
    user: { userId: 'u1', id: 7, uuid: 'p1', name: 'Asha', accountType, role: 'member', impersonated: false },
    accessToken: 'token-1',
  });
const compareCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/public/compare/'));

describe('ComparePage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('asks a signed-out visitor to sign in for investors, whose directory is closed to them, without asking for the profiles', async () => {
    const fetch = serve({});
    openCompare('investors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to compare investors' })).toBeTruthy();
    expect(compareCalls(fetch)).toEqual([]);
  });

  it('tells a member whose type may not search investors that they cannot compare them, asking nothing', async () => {
    signInAs('service_provider');
    const fetch = serve({
      'GET /api/v1/allowed-search-user-types': { status: 200, body: { data: ['startup', 'mentor'] } },
    });
    openCompare('investors');
    expect(await screen.findByText(/Your profile cannot compare investors on/)).toBeTruthy();
    expect(compareCalls(fetch)).toEqual([]);
  });

  it('compares for a member who may search the directory', async () => {
    signInAs('startup');
    const fetch = serve({
      'GET /api/v1/allowed-search-user-types': { status: 200, body: { data: ['startup', 'investor'] } },
      [`GET /api/v1/public/compare/investors?ids=${uuid}`]: { status: 200, body: { data: [] } },
    });
    openCompare('investors');
    await vi.waitFor(() => expect(compareCalls(fetch)).toEqual([`/api/v1/public/compare/investors?ids=${uuid}`]));
  });
});
