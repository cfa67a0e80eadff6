import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { perkFixture } from '../startup-kit-fixture.ts';
import { KitPage } from './kit-page.tsx';

const listUrl = '/api/v1/startup-kit';
const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const credits = perkFixture();
const legal = perkFixture({
  uuid: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  title: 'Legal review',
  kind: 'service',
  provider: 'Lex & Co',
  summary: 'Two hours of a lawyer’s time.',
  value: 'Two hours free',
  expiresAt: null,
  claim: { claimedAt: '2026-05-01T10:00:00.000Z', code: null, link: 'https://lex.example.com/offer' },
});
const design = perkFixture({
  uuid: '7c6b5a4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  title: 'Design tools',
  kind: 'discount',
  provider: 'Pixel Studio',
  value: '50% off for a year',
});

const open = (
  answers: Record<string, Answer> = { [`GET ${listUrl}`]: ok([credits, legal, design]) },
  tenant = tenantFixture(),
) => {
  const fetch = serve(answers);
  renderPage(<KitPage />, { path: '/startup-booster-kit', tenant });
  return fetch;
};

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Perks' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('KitPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  beforeEach(signInFixture);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('shows each perk’s kind, provider, value, summary, end and claim, linking to its page', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Startup Booster Kit' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Cloud credits' });
    expect(within(card).getByText('Credits')).toBeTruthy();
    expect(within(card).getByText('Nimbus Cloud')).toBeTruthy();
    expect(within(card).getByText('$5,000 in credits')).toBeTruthy();
    expect(within(card).getByText('Credits for servers, storage and databases.')).toBeTruthy();
    expect(within(card).getByText('31 March 2027')).toBeTruthy();
    expect(within(card).queryByText('Claimed')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Cloud credits' }).getAttribute('href')).toBe(
      `/startup-booster-kit/${credits.uuid}`,
    );
    const claimed = screen.getByRole('article', { name: 'Legal review' });
    expect(within(claimed).getByText('Claimed')).toBeTruthy();
    expect(within(claimed).queryByText(/^Expires/)).toBeNull();
  });

  it('filters by words of the title or provider and by kind, without asking the server again', async () => {
    const fetch = open();
    await screen.findByRole('article', { name: 'Cloud credits' });
    expect(cardTitles()).toEqual(['Cloud credits', 'Legal review', 'Design tools']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search perks' }), { target: { value: 'pixel' } });
    expect(cardTitles()).toEqual(['Design tools']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search perks' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Service' }));
    expect(cardTitles()).toEqual(['Legal review']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search perks' }), { target: { value: 'cloud' } });
    expect(screen.getByText('No perk matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all perks' }));
    expect(cardTitles()).toEqual(['Cloud credits', 'Legal review', 'Design tools']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says when the tenant does not offer the kit, asking nothing', () => {
    const base = tenantFixture();
    const fetch = open({}, { ...base, features: { ...base.features, startup_kit: false } });
    expect(screen.getByText('Not offered here')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
