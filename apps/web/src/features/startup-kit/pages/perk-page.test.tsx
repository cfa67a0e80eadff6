import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PerkCheck } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { perkFixture } from '../startup-kit-fixture.ts';
import { PerkPage } from './perk-page.tsx';

const perk = perkFixture();
const perkUrl = `/api/v1/startup-kit/${perk.uuid}`;
const checkUrl = `${perkUrl}/check`;
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
const check = (changes: Partial<PerkCheck> = {}): Answer =>
  ok({ eligible: true, claimed: false, reasons: [], ...changes });
const stages = ok([
  { id: 1, code: 'seed', name: 'Seed', description: null, parentCode: null },
  { id: 2, code: 'series_a', name: 'Series A', description: null, parentCode: null },
]);

const open = (answers: Record<string, Answer>) => {
  const fetch = serve({ [`GET ${perkUrl}`]: ok(perk), 'GET /api/v1/funding-stages': stages, ...answers });
  renderPage(
    <Routes>
      <Route path="/startup-booster-kit/:uuid" element={<PerkPage />} />
    </Routes>,
    { path: `/startup-booster-kit/${perk.uuid}` },
  );
  return fetch;
};

const claimButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Claim this perk' });

describe('PerkPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('shows the perk, its rules in words, and claims it for a startup that qualifies, showing the code', async () => {
    signInFixture();
    const claimed = perkFixture({ claim: { claimedAt: '2026-06-03T10:00:00.000Z', code: 'NIMBUS-5K', link: null } });
    const fetch = open({ [`GET ${checkUrl}`]: check(), [`POST ${perkUrl}`]: ok(claimed, 201) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud credits' })).toBeTruthy();
    expect(screen.getByText('$5,000 in credits')).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About this perk' });
    // Its line breaks are kept (white-space: pre-line).
    expect(within(about).getByText(perk.description, { normalizer: (text) => text })).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Who may claim it' });
    // The stage is named once the funding stages' names arrive.
    await waitFor(() =>
      expect(
        within(rules)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Approved startups only', 'Startups at Seed', 'Startups founded at most 5 years ago']),
    );
    expect(await screen.findByText('You qualify')).toBeTruthy();
    expect(claimButton().disabled).toBe(false);
    fireEvent.click(claimButton());
    const received = await screen.findByRole('region', { name: 'What you received' });
    expect(within(received).getByRole<HTMLInputElement>('textbox', { name: 'Your code' }).value).toBe('NIMBUS-5K');
    expect(within(received).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(within(received).queryByRole('link', { name: 'Open the offer' })).toBeNull();
    expect(screen.getByText('You have claimed this perk')).toBeTruthy();
    expect(claimButton().disabled).toBe(true);
    const post = fetch.mock.calls.find(([url, init]) => String(url) === perkUrl && init?.method === 'POST');
    expect(post?.[1]?.body).toBe('{}');
  });

  it('lists why a startup does not qualify yet, with the claim disabled', async () => {
    signInFixture();
    open({
      [`GET ${checkUrl}`]: check({
        eligible: false,
        reasons: ['Only approved startups can claim it', 'For startups at Seed; yours is Pre-seed'],
      }),
    });
    expect(await screen.findByText('You do not qualify yet')).toBeTruthy();
    const reasons = screen.getByRole('list', { name: 'Why you do not qualify' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Only approved startups can claim it', 'For startups at Seed; yours is Pre-seed']);
    expect(claimButton().disabled).toBe(true);
  });

  it('shows what a claim gave, its link opening in a new tab, and the server’s word on a second claim', async () => {
    signInFixture();
    const withLink = perkFixture({
      claim: { claimedAt: '2026-06-03T10:00:00.000Z', code: null, link: 'https://nimbus.example.com/offer' },
    });
    open({ [`GET ${perkUrl}`]: ok(withLink), [`GET ${checkUrl}`]: check({ claimed: true }) });
    const link = await screen.findByRole('link', { name: 'Open the offer' });
    expect(link.getAttribute('href')).toBe('https://nimbus.example.com/offer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('textbox', { name: 'Your code' })).toBeNull();
    expect(await screen.findByText('Claimed')).toBeTruthy();
  });

  it('shows the server’s message when a claim is refused', async () => {
    signInFixture();
    open({
      [`GET ${checkUrl}`]: check(),
      [`POST ${perkUrl}`]: { status: 409, body: { message: 'You have claimed this perk already', errors: [] } },
    });
    await screen.findByText('You qualify');
    fireEvent.click(claimButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You have claimed this perk already')).toBeTruthy();
  });

  it('tells a profile that is not a startup’s that perks are for startups', async () => {
    sessionStore.signIn({
      user: {
        userId: 'u2',
        id: 8,
        uuid: 'p2',
        name: 'Ravi',
        accountType: 'mentor',
        role: 'member',
        impersonated: false,
      },
      accessToken: 'token-2',
    });
    open({ [`GET ${checkUrl}`]: check({ eligible: false, reasons: ['Perks are for startups'] }) });
    expect(await screen.findByText('Perks are for startups')).toBeTruthy();
    await waitFor(() => expect(claimButton().disabled).toBe(true));
    expect(screen.queryByText('You do not qualify yet')).toBeNull();
  });
});
