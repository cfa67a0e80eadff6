import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Match } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { MatchCard } from './match-card.tsx';
import type { MatchActions } from './use-match-actions.tsx';

const match = (markedGood: boolean): Match => ({
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
    const actions = actionsWith(match(true).profile.uuid);
    renderPage(<MatchCard match={match(true)} actions={actions} />);
    const good = await screen.findByRole('button', { name: 'Good match: Green Furrow Capital' });
    expect(good.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(good);
    fireEvent.click(screen.getByRole('button', { name: 'Not interested in Green Furrow Capital' }));
    expect(actions.toggleGood).not.toHaveBeenCalled();
    expect(actions.notInterested).not.toHaveBeenCalled();
  });
});
