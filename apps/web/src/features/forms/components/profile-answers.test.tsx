import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfileFormAnswers as Entry, PublicProfile } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { ok, signInStartup } from '../forms-fixture.ts';
import { ProfileFormAnswers } from './profile-answers.tsx';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const answersUrl = `/api/v1/forms-management/profile/answers/${uuid}`;
const deckUuid = '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';

const solar = (viewer: PublicProfile['viewer']): PublicProfile => ({
  uuid,
  accountType: 'startup',
  label: 'Startup',
  investorType: null,
  name: 'Solar Sprout',
  personName: 'Asha Founder',
  tagline: null,
  logo: null,
  avatar: null,
  slug: 'solar-sprout',
  profileUrl: `/startups/${uuid}/solar-sprout`,
  shortUrl: '/p/0a1b2c3d4e',
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  totalViews: 4,
  viewer,
  values: {},
  lists: {},
  withheld: [],
  can: { edit: viewer === 'owner', connect: false, message: false },
});

const impact = (changes: Partial<Entry> = {}): Entry => ({
  form: {
    uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    title: 'Impact profile',
    fields: [
      { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Revenue'] },
      { key: 'sectors', type: 'multi_choice', label: 'Sectors', options: ['Fintech', 'Health', 'Energy'] },
      { key: 'founded', type: 'date', label: 'Founded on' },
      { key: 'fit', type: 'rating', label: 'Fit', max: 5 },
      { key: 'site', type: 'url', label: 'Website' },
      { key: 'deck', type: 'file', label: 'Pitch deck' },
      { key: 'pitch', type: 'long_text', label: 'Pitch' },
    ],
    showOnProfile: true,
  },
  answers: {
    stage: 'Revenue',
    sectors: ['Health', 'Energy'],
    founded: '2021-04-05',
    fit: 4,
    site: 'https://solar.example.com',
    deck: { uuid: deckUuid, name: 'deck.pdf', kind: 'pdf', size: 2048 },
  },
  submittedAt: '2026-11-03T09:00:00.000Z',
  can: { downloadFiles: false },
  ...changes,
});

/** The answers of one card, question → answer, as a reader sees them. */
const pairsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('ProfileFormAnswers', () => {
  beforeAll(() => {
    stubMatchMedia();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("shows each form's answered questions with their answers as people read them", async () => {
    signInStartup();
    const fetch = serve({ [`GET ${answersUrl}`]: ok([impact()]) });
    renderPage(<ProfileFormAnswers profile={solar('member')} />);
    const card = await screen.findByRole('region', { name: 'Impact profile' });
    expect(pairsOf(card)).toEqual([
      ['Stage', 'Revenue'],
      ['Sectors', 'Health, Energy'],
      ['Founded on', '5 April 2021'],
      ['Fit', '4 / 5'],
      ['Website', 'https://solar.example.com'],
      ['Pitch deck', 'deck.pdf'],
    ]);
    const link = within(card).getByRole('link', { name: 'https://solar.example.com' });
    expect(link.getAttribute('href')).toBe('https://solar.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Someone else's file: its name, with nothing to download it by.
    expect(within(card).queryByRole('button', { name: 'Download deck.pdf' })).toBeNull();
    expect(within(card).queryByText(/Only this profile's member/)).toBeNull();
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('lets the owner download their file, and tells them which answers only they and operators see', async () => {
    signInStartup();
    const fetch = serve({
      [`GET ${answersUrl}`]: ok([
        impact({ can: { downloadFiles: true }, form: { ...impact().form, showOnProfile: false } }),
      ]),
      [`GET /api/v1/forms-management/files/${deckUuid}`]: ok({}),
    });
    const { createObjectURL } = stubObjectUrls('blob:deck');
    renderPage(<ProfileFormAnswers profile={solar('owner')} />);
    const card = await screen.findByRole('region', { name: 'Impact profile' });
    expect(within(card).getByText("Only this profile's member and the platform team see these answers.")).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Download deck.pdf' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([input]) => String(input))).toContain(`/api/v1/forms-management/files/${deckUuid}`),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('renders nothing when there are no answers, none answered, or they cannot be had', async () => {
    for (const answer of [ok([]), ok([impact({ answers: {} })]), { status: 404, body: { message: 'Not found' } }]) {
      const fetch = serve({ [`GET ${answersUrl}`]: answer });
      renderPage(<ProfileFormAnswers profile={solar('anonymous')} />);
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.queryAllByRole('term')).toEqual([]);
      cleanup();
      vi.restoreAllMocks();
    }
  });
});
