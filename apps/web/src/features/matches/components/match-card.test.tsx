import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Match } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { opportunityMatch } from '../test-kit.ts';
import { MatchCard } from './match-card.tsx';
import type { MatchActions } from './use-match-actions.tsx';

const match = (markedGood: boolean): Match => ({
  uuid: '6f1c2a9e-7d44-4b0e-9a51-2f3d8c1e5b70',
  profile: {
    uuid: '6f1c2a9e-7d44-4b0e-9a51-2f3d8c1e5b70',
    accountType: 'investor',
    name: 'Green Furrow Capital',
    tagline: 'Seed cheques for farm and climate founders',
    logo: null,
    location: 'Pune, India',
    tags: ['Agritech', 'Climate'],
    stage: null,
    raisingFunds: false,
    profileUrl: '/investors/profile/6f1c2a9e-7d44-4b0e-9a51-2f3d8c1e5b70/green-furrow-capital',
  },
  opportunity: null,
  score: 92,
  reasons: [
    { factor: 'stage', text: 'Invests at seed, as you raise' },
    { factor: 'industries', text: 'Two of your industries: agritech and climate' },
    { factor: 'ticket', text: 'Cheques of 1,000,000 to 5,000,000 cover your ask of 2,000,000' },
  ],
  markedGood,
});

const actionsWith = (pendingUuid: string | null = null): MatchActions => ({
  toggleGood: vi.fn(),
  notInterested: vi.fn(),
  pendingUuid,
});

describe('MatchCard', () => {
  beforeAll(stubMatchMedia);
  afterEach(cleanup);

  it('says why the investor matches, strongest first, beside a modest score and the way to its profile', async () => {
    renderPage(<MatchCard match={match(false)} actions={actionsWith()} />);
    const card = await screen.findByRole('article', { name: 'Green Furrow Capital' });
    const why = within(card).getByRole('list', { name: 'Why Green Furrow Capital matches' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Invests at seed, as you raise',
      'Two of your industries: agritech and climate',
      'Cheques of 1,000,000 to 5,000,000 cover your ask of 2,000,000',
    ]);
    expect(within(card).getByText('92% match')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Green Furrow Capital' }).getAttribute('href')).toBe(
      '/investors/profile/6f1c2a9e-7d44-4b0e-9a51-2f3d8c1e5b70/green-furrow-capital',
    );
    expect(within(card).getByText('Pune, India')).toBeTruthy();
  });

  it('answers with the investor named: a good-match toggle and not interested', async () => {
    const actions = actionsWith();
    renderPage(<MatchCard match={match(false)} actions={actions} />);
    const good = await screen.findByRole('button', { name: 'Good match: Green Furrow Capital' });
    expect(good.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(good);
    expect(actions.toggleGood).toHaveBeenCalledWith(match(false));
    fireEvent.click(screen.getByRole('button', { name: 'Not interested in Green Furrow Capital' }));
    expect(actions.notInterested).toHaveBeenCalledWith(match(false));
  });

  it('shows a marked match pressed, and ignores a second press while the first answer is on its way', async () => {
    const actions = actionsWith(match(true).uuid);
    renderPage(<MatchCard match={match(true)} actions={actions} />);
    const good = await screen.findByRole('button', { name: 'Good match: Green Furrow Capital' });
    expect(good.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(good);
    fireEvent.click(screen.getByRole('button', { name: 'Not interested in Green Furrow Capital' }));
    expect(actions.toggleGood).not.toHaveBeenCalled();
    expect(actions.notInterested).not.toHaveBeenCalled();
  });

  it('shows a challenge by its title, its owner, what it asks, its industries and the last day to apply', async () => {
    const actions = actionsWith();
    const challenge = opportunityMatch(
      5,
      {
        title: 'Water for every field',
        owner: 'Tata Agritech',
        summary: 'Cut the water a farm uses without cutting its yield.',
        tags: ['Agritech', 'Climate'],
        deadline: '2027-01-30',
        url: '/challenges/details/c5',
      },
      [
        { factor: 'technology', text: 'Names drones, as you do' },
        { factor: 'eligibility', text: 'Open to seed startups in India' },
      ],
    );
    renderPage(<MatchCard match={challenge} actions={actions} />);
    const card = await screen.findByRole('article', { name: 'Water for every field' });
    expect(within(card).getByRole('link', { name: 'Water for every field' }).getAttribute('href')).toBe(
      '/challenges/details/c5',
    );
    expect(within(card).getByText('Challenge by Tata Agritech')).toBeTruthy();
    expect(within(card).getByText('Cut the water a farm uses without cutting its yield.')).toBeTruthy();
    expect(within(card).getByText('Climate')).toBeTruthy();
    expect(within(card).getByText('Apply by', { exact: false }).textContent).toBe('Apply by 30 Jan 2027');
    expect(within(card).getByText('30 Jan 2027').getAttribute('datetime')).toBe('2027-01-30');
    const why = within(card).getByRole('list', { name: 'Why Water for every field matches' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Names drones, as you do', 'Open to seed startups in India']);
    fireEvent.click(screen.getByRole('button', { name: 'Not interested in Water for every field' }));
    expect(actions.notInterested).toHaveBeenCalledWith(challenge);
    expect(screen.getByRole('button', { name: 'Good match: Water for every field' })).toBeTruthy();
  });

  it("links a program run on its owner's own site there", async () => {
    const program = opportunityMatch(
      6,
      { kind: 'program', title: 'Harvest Accelerator', url: 'https://harvest.example/apply' },
      [],
    );
    renderPage(<MatchCard match={program} actions={actionsWith()} />);
    const card = await screen.findByRole('article', { name: 'Harvest Accelerator' });
    expect(within(card).getByRole('link', { name: 'Harvest Accelerator' }).getAttribute('href')).toBe(
      'https://harvest.example/apply',
    );
    expect(within(card).getByText('Program by Tata Agritech')).toBeTruthy();
  });
});
