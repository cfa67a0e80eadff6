import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AccountType, TenantDetails } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { fakeMatches, profileMatch } from '../test-kit.ts';
import { RecommendedMatches } from './recommended-matches.tsx';

const investors = ['Green Furrow Capital', 'Monsoon Seed Fund', 'Terrace Ventures', 'Rootstock Partners'].map(
  (name, index) => profileMatch(index + 1, name, [{ factor: 'stage', text: `${name} invests at seed` }]),
);
const startups = [
  profileMatch(9, 'Tidewell', [{ factor: 'industries', text: 'In agritech, as you invest' }], 'startup'),
];

type Rule = TenantDetails['connection_matrix'][number];
const searches = (profileType: Rule['profileType'], otherProfileType: Rule['otherProfileType']): Rule => ({
  profileType,
  otherProfileType,
  canSearch: true,
  canConnect: true,
});
const openTenant = () =>
  tenantFixture({
    connection_matrix: [
      searches('startup', 'investor'),
      searches('investor', 'startup'),
      searches('mentor', 'startup'),
    ],
  });

const signInAs = (accountType: AccountType) => {
  signInFixture();
  const user = sessionStore.user();
  if (user) sessionStore.signIn({ user: { ...user, accountType }, accessToken: user.accessToken });
};

const openBlock = (tenant = openTenant()) =>
  renderPage(
    <>
      <RecommendedMatches />
      <Notifications />
    </>,
    { tenant },
  );

describe('RecommendedMatches', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("shows a startup's three best investors with their first reason, and the next in place of a hidden one", async () => {
    const calls = fakeMatches({ investors });
    signInFixture();
    openBlock();
    const block = await screen.findByRole('region', { name: 'Recommended for you' });
    const list = await within(block).findByRole('list', { name: 'Recommended investors' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Green Furrow Capital', 'Monsoon Seed Fund', 'Terrace Ventures']);
    expect(within(list).getByText('Green Furrow Capital invests at seed')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'See all matches' }).getAttribute('href')).toBe('/matches');
    expect(calls).toEqual(['GET /api/v1/matches/investors?limit=4']);

    fireEvent.click(within(list).getByRole('button', { name: 'Not interested in Green Furrow Capital' }));
    await vi.waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['Monsoon Seed Fund', 'Terrace Ventures', 'Rootstock Partners']),
    );
    expect(within(list).getByText('Rootstock Partners invests at seed')).toBeTruthy();
    expect(calls).toContain(`POST /api/v1/matches/investors/${investors[0]?.uuid}/feedback`);
  });

  it('shows an investor and a mentor their startups', async () => {
    for (const type of ['investor', 'mentor'] as const) {
      const calls = fakeMatches({ startups });
      signInAs(type);
      openBlock();
      const list = await screen.findByRole('list', { name: 'Recommended startups' });
      expect(within(list).getByRole('link', { name: 'Tidewell' })).toBeTruthy();
      expect(within(list).getByText('In agritech, as you invest')).toBeTruthy();
      expect(calls).toEqual(['GET /api/v1/matches/startups?limit=4']);
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it('says what would bring matches when there are none yet', async () => {
    serve({
      'GET /api/v1/matches/startups': {
        status: 200,
        body: { data: { items: [], improvements: [{ field: 'industries', text: 'Add your industries', page: '/x' }] } },
      },
    });
    signInAs('investor');
    openBlock();
    expect(await screen.findByText('No startup matches yet', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your industries' }).getAttribute('href')).toBe('/x');
  });

  it('shows nothing, and asks nothing, where the rules refuse the kind or the type has no matches', async () => {
    const fetch = serve({});
    signInFixture();
    const refused = openBlock(tenantFixture({ connection_matrix: [searches('investor', 'startup')] }));
    expect(refused.container.querySelector('section')).toBeNull();
    cleanup();
    signInAs('corporate');
    const corporate = openBlock();
    expect(corporate.container.querySelector('section')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
