import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Match, TenantDetails } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { MatchesPage } from './matches-page.tsx';

const investor = (n: number, name: string, reasons: Match['reasons']): Match => ({
  profile: {
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    accountType: 'investor',
    name,
    tagline: null,
    logo: null,
    location: null,
    tags: [],
    stage: null,
    raisingFunds: false,
    profileUrl: `/investors/profile/00000000-0000-4000-8000-00000000000${n}/x`,
  },
  score: 90 - n,
  reasons,
  markedGood: false,
});

const furrow = investor(1, 'Green Furrow Capital', [
  { factor: 'stage', text: 'Invests at seed, as you raise' },
  { factor: 'industries', text: 'Your industry: agritech' },
]);
const monsoon = investor(2, 'Monsoon Seed Fund', [{ factor: 'industries', text: 'Your industry: agritech' }]);
const improvement = {
  field: 'fundingAsk',
  text: 'Add how much you are raising',
  page: '/startups/edit/financial-details',
};

/** The matches endpoints as the server keeps them: verdicts change what the next list holds. */
const fakeMatches = () => {
  const verdicts = new Map<string, string>();
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push(`${method} ${url}`);
    const uuid = /\/matches\/([^/]+)\/feedback$/.exec(url)?.[1];
    if (uuid && method === 'POST') {
      const { verdict } = JSON.parse(String(init?.body));
      verdicts.set(uuid, verdict);
      return Response.json({ data: { verdict } });
    }
    if (uuid && method === 'DELETE') {
      verdicts.delete(uuid);
      return new Response(null, { status: 204 });
    }
    const items = [furrow, monsoon]
      .filter((match) => verdicts.get(match.profile.uuid) !== 'not_interested')
      .map((match) => ({ ...match, markedGood: verdicts.get(match.profile.uuid) === 'good' }));
    return Response.json({ data: { items, improvements: [improvement] } });
  });
  return calls;
};

/** A tenant whose connection rules let startups search investors. */
const openTenant = (): TenantDetails =>
  tenantFixture({
    connection_matrix: [{ profileType: 'startup', otherProfileType: 'investor', canSearch: true, canConnect: true }],
  });

const openPage = (tenant = openTenant()) =>
  renderPage(
    <>
      <MatchesPage />
      <Notifications />
    </>,
    { path: '/matches', tenant },
  );

describe('MatchesPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('lists the matches with why, and what would bring better ones', async () => {
    fakeMatches();
    signInFixture();
    openPage();
    expect(await screen.findByRole('article', { name: 'Green Furrow Capital' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Why Monsoon Seed Fund matches' }).textContent).toBe(
      'Your industry: agritech',
    );
    const better = screen.getByRole('region', { name: 'Better matches' });
    expect(within(better).getByRole('link', { name: 'Add how much you are raising' }).getAttribute('href')).toBe(
      '/startups/edit/financial-details',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invests at your stage' }));
    expect(screen.queryByRole('article', { name: 'Monsoon Seed Fund' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Green Furrow Capital' })).toBeTruthy();
  });

  it('hides an investor at once on Not interested, and Undo brings it back', async () => {
    const calls = fakeMatches();
    signInFixture();
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested in Green Furrow Capital' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Green Furrow Capital' })).toBeNull());
    expect(calls).toContain(`POST /api/v1/matches/${furrow.profile.uuid}/feedback`);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo: show Green Furrow Capital again' }));
    expect(await screen.findByRole('article', { name: 'Green Furrow Capital' })).toBeTruthy();
    expect(calls).toContain(`DELETE /api/v1/matches/${furrow.profile.uuid}/feedback`);
  });

  it('marks a good match, and a second press takes it back', async () => {
    const calls = fakeMatches();
    signInFixture();
    openPage();
    const good = await screen.findByRole('button', { name: 'Good match: Monsoon Seed Fund' });
    fireEvent.click(good);
    await vi.waitFor(() => expect(good.getAttribute('aria-pressed')).toBe('true'));
    await vi.waitFor(() => expect(calls.filter((call) => call.startsWith('GET')).length).toBe(2));
    fireEvent.click(good);
    await vi.waitFor(() => expect(good.getAttribute('aria-pressed')).toBe('false'));
    expect(calls).toContain(`DELETE /api/v1/matches/${monsoon.profile.uuid}/feedback`);
  });

  it("shows the server's word when it will not match this profile", async () => {
    const message = 'Investor matches are for startups: switch to your startup profile';
    serve({ 'GET /api/v1/matches/investors': { status: 422, body: { message, errors: [message] } } });
    signInFixture();
    openPage();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('does not ask where the connection rules keep investors from the startup (the answer would be a 403)', async () => {
    const fetch = serve({});
    signInFixture();
    openPage(tenantFixture());
    expect(await screen.findByText('Your profile cannot search investors on Ventura Startup Mission')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
