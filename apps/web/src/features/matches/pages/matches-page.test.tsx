import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AccountType, TenantDetails } from '@ventura/shared';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { fakeMatches, opportunityMatch, profileMatch } from '../test-kit.ts';
import { MatchesPage } from './matches-page.tsx';

const furrow = profileMatch(1, 'Green Furrow Capital', [
  { factor: 'stage', text: 'Invests at seed, as you raise' },
  { factor: 'industries', text: 'Your industry: agritech' },
]);
const monsoon = profileMatch(2, 'Monsoon Seed Fund', [{ factor: 'industries', text: 'Your industry: agritech' }]);
const meera = profileMatch(
  3,
  'Meera Iyer',
  [
    { factor: 'areas', text: 'Mentors in fundraising, as you need' },
    { factor: 'geography', text: 'Mentors in India' },
  ],
  'mentor',
);
const water = opportunityMatch(4, { title: 'Water for every field', deadline: '2027-01-30' }, [
  { factor: 'technology', text: 'Names drones, as you do' },
]);
const tidewell = profileMatch(5, 'Tidewell', [{ factor: 'stage', text: 'Raising a seed round' }], 'startup');
const improvement = {
  field: 'fundingAsk',
  text: 'Add how much you are raising',
  page: '/startups/edit/financial-details',
};
const lists = {
  investors: [furrow, monsoon],
  mentors: [meera],
  challenges: [water],
  programs: [],
  startups: [tidewell],
};

type Rule = TenantDetails['connection_matrix'][number];
const searches = (profileType: Rule['profileType'], otherProfileType: Rule['otherProfileType']): Rule => ({
  profileType,
  otherProfileType,
  canSearch: true,
  canConnect: true,
});

/** A tenant whose connection rules let startups search investors and mentors, and investors startups. */
const openTenant = (): TenantDetails =>
  tenantFixture({
    connection_matrix: [
      searches('startup', 'investor'),
      searches('startup', 'mentor'),
      searches('investor', 'startup'),
    ],
  });

/** The address the page is at, for the tests to read. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

const openPage = ({ tenant = openTenant(), path = '/matches' } = {}) =>
  renderPage(
    <>
      <MatchesPage />
      <Address />
      <Notifications />
    </>,
    { path, tenant },
  );

const signInAs = (accountType: AccountType) => {
  signInFixture();
  const user = sessionStore.user();
  if (user) sessionStore.signIn({ user: { ...user, accountType }, accessToken: user.accessToken });
};

const gets = (calls: string[]) => calls.filter((call) => call.startsWith('GET'));

describe('MatchesPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("opens a startup's investors with why, and what would bring better ones", async () => {
    const calls = fakeMatches(lists, [improvement]);
    signInFixture();
    openPage();
    expect(await screen.findByRole('article', { name: 'Green Furrow Capital' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Investors for you' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Investors' }).getAttribute('aria-selected')).toBe('true');
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
    // Only the kind shown is asked for.
    expect(gets(calls)).toEqual(['GET /api/v1/matches/investors?limit=20']);
  });

  it('opens the kind the address names, and keeps the chosen kind in it', async () => {
    const calls = fakeMatches(lists);
    signInFixture();
    openPage({ path: '/matches?kind=mentors' });
    expect(await screen.findByRole('article', { name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mentors for you' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Mentors in what you need' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'In your country' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Challenges' }));
    const card = await screen.findByRole('article', { name: 'Water for every field' });
    expect(within(card).getByText('Apply by', { exact: false }).textContent).toBe('Apply by 30 Jan 2027');
    expect(screen.getByRole('heading', { level: 1, name: 'Challenges for you' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Challenge matches' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?kind=challenges');
    expect(gets(calls)).toEqual(['GET /api/v1/matches/mentors?limit=20', 'GET /api/v1/matches/challenges?limit=20']);

    fireEvent.click(screen.getByRole('tab', { name: 'Programs' }));
    expect(await screen.findByText('No program matches yet')).toBeTruthy();
  });

  it('moves between kinds by keyboard, as tabs do', async () => {
    fakeMatches(lists);
    signInFixture();
    openPage();
    const investors = await screen.findByRole('tab', { name: 'Investors' });
    fireEvent.keyDown(investors, { key: 'ArrowRight' });
    const mentors = screen.getByRole('tab', { name: 'Mentors' });
    await vi.waitFor(() => expect(mentors.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(mentors);
    expect(await screen.findByRole('article', { name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?kind=mentors');
  });

  it('hides a match at once on Not interested, and Undo brings it back', async () => {
    const calls = fakeMatches(lists);
    signInFixture();
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested in Green Furrow Capital' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Green Furrow Capital' })).toBeNull());
    expect(calls).toContain(`POST /api/v1/matches/investors/${furrow.uuid}/feedback`);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo: show Green Furrow Capital again' }));
    expect(await screen.findByRole('article', { name: 'Green Furrow Capital' })).toBeTruthy();
    expect(calls).toContain(`DELETE /api/v1/matches/investors/${furrow.uuid}/feedback`);
  });

  it('answers a challenge under its own kind', async () => {
    const calls = fakeMatches(lists);
    signInFixture();
    openPage({ path: '/matches?kind=challenges' });
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested in Water for every field' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Water for every field' })).toBeNull());
    expect(calls).toContain(`POST /api/v1/matches/challenges/${water.uuid}/feedback`);
    expect(await screen.findByText('No challenge matches yet')).toBeTruthy();
  });

  it('marks a good match, and a second press takes it back', async () => {
    const calls = fakeMatches(lists);
    signInFixture();
    openPage();
    const good = await screen.findByRole('button', { name: 'Good match: Monsoon Seed Fund' });
    fireEvent.click(good);
    await vi.waitFor(() => expect(good.getAttribute('aria-pressed')).toBe('true'));
    await vi.waitFor(() => expect(gets(calls).length).toBe(2));
    fireEvent.click(good);
    await vi.waitFor(() => expect(good.getAttribute('aria-pressed')).toBe('false'));
    expect(calls).toContain(`DELETE /api/v1/matches/investors/${monsoon.uuid}/feedback`);
  });

  it('shows an investor its startups, without tabs', async () => {
    const calls = fakeMatches(lists);
    signInAs('investor');
    openPage();
    expect(await screen.findByRole('article', { name: 'Tidewell' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Startups for you' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(gets(calls)).toEqual(['GET /api/v1/matches/startups?limit=20']);
  });

  it("shows the server's word when it will not match this profile", async () => {
    const message = 'Investor matches are for startups: switch to your startup profile';
    serve({ 'GET /api/v1/matches/investors': { status: 422, body: { message, errors: [message] } } });
    signInFixture();
    openPage();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Investor matches are not open to you')).toBeTruthy();
  });

  it('never asks for a kind the connection rules refuse (the answer would be a 403), and opens one they allow', async () => {
    const calls = fakeMatches(lists);
    signInFixture();
    openPage({ tenant: tenantFixture() });
    // Neither investors nor mentors: the first kind open is challenges.
    expect(await screen.findByRole('article', { name: 'Water for every field' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Investors' }));
    expect(await screen.findByText('Your profile cannot search investors on Ventura Startup Mission')).toBeTruthy();
    expect(screen.getByText('Investor matches are not open to you')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Mentors' }));
    expect(await screen.findByText('Your profile cannot search mentors on Ventura Startup Mission')).toBeTruthy();
    expect(gets(calls)).toEqual(['GET /api/v1/matches/challenges?limit=20']);
  });

  it('tells a profile whose type has no matches which have them, without asking', async () => {
    const fetch = serve({});
    signInAs('corporate');
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeTruthy();
    expect(
      screen.getByText(
        'Matches are made for startup, investor and mentor profiles. Switch to one of them to see who you should meet.',
      ),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
