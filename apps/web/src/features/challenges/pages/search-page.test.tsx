import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { profileAnswerFor } from '../../../test/profile-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { calledUrls, challengeFixture, ok, page, signInAs } from '../challenges-fixture.ts';
import { SearchChallengesPage } from './search-page.tsx';

const searchUrl = 'GET /api/v1/search/challenges';
const industries = ok([
  { id: 1, code: 'logistics', name: 'Logistics', description: null, parentCode: null },
  { id: 2, code: 'cleantech', name: 'Cleantech', description: null, parentCode: null },
]);

const open = (answers: Record<string, Answer>, path = '/search/challenges') => {
  const fetch = serve({ 'GET /api/v1/industries': industries, ...profileAnswerFor('startup'), ...answers });
  renderPage(<SearchChallengesPage />, { path });
  return fetch;
};

const searches = (fetch: ReturnType<typeof serve>) =>
  calledUrls(fetch).filter((url) => url.startsWith('/api/v1/search/challenges'));

describe('SearchChallengesPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('searches by what the address holds, and shows the cards', async () => {
    const fetch = open(
      { [searchUrl]: page([challengeFixture()], 1) },
      '/search/challenges?q=vans&industries=logistics&status=all&sort=deadline&page=2',
    );
    const card = await screen.findByRole('article', { name: 'Cut last-mile delivery emissions' });
    expect(within(card).getByText('Orbit Mobility')).toBeTruthy();
    expect(within(card).getByText('Logistics')).toBeTruthy();
    expect(within(card).getByText('A paid pilot of 50,000 EUR and a contract for the winner.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Cut last-mile delivery emissions' }).getAttribute('href')).toBe(
      '/challenges/3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f/details',
    );
    expect(searches(fetch)[0]).toBe(
      '/api/v1/search/challenges?search=vans&industries=logistics&status=all&sort=deadline&pageNumber=2&limit=20',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search challenges' }).value).toBe('vans');
  });

  it('puts a change of the search into the address and asks again from page one', async () => {
    const fetch = open({ [searchUrl]: page([challengeFixture()], 1) }, '/search/challenges?page=3');
    await screen.findByRole('article', { name: 'Cut last-mile delivery emissions' });
    fireEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() =>
      expect(searches(fetch)).toContain('/api/v1/search/challenges?status=closed&sort=newest&pageNumber=1&limit=20'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search challenges' }), { target: { value: 'routes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(searches(fetch)).toContain(
        '/api/v1/search/challenges?search=routes&status=closed&sort=newest&pageNumber=1&limit=20',
      ),
    );
  });

  it('shows a signed-in startup which challenges it applied to', async () => {
    signInAs('startup');
    open({
      [searchUrl]: page([
        challengeFixture({
          myParticipation: { uuid: 'p', status: 'shortlisted', appliedAt: '2026-11-10T09:00:00.000Z' },
        }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Cut last-mile delivery emissions' });
    expect(within(card).getByText('Applied · Shortlisted')).toBeTruthy();
  });

  it('says when nothing matches, and offers to clear the search', async () => {
    open({ [searchUrl]: page([]) }, '/search/challenges?q=zzz');
    expect(await screen.findByText('No challenges match this search')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeTruthy();
  });

  it('shows the spec’s text when the search fails', async () => {
    open({ [searchUrl]: { status: 500, body: { message: '', errors: [] } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('Error while fetching jobs')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists a startup’s own applications', async () => {
    signInAs('startup');
    open(
      {
        'GET /api/v1/challenges/participations': page([
          {
            uuid: 'p1',
            challenge: {
              uuid: 'c1',
              title: 'Cut last-mile delivery emissions',
              corporate: challengeFixture().corporate,
              deadline: '2027-05-01',
              url: '/challenges/c1/details',
            },
            status: 'selected',
            appliedAt: '2026-11-10T09:00:00.000Z',
          },
        ]),
      },
      '/search/challenges?view=applied',
    );
    const list = await screen.findByRole('list', { name: 'My applications' });
    expect(within(list).getByRole('link', { name: 'Cut last-mile delivery emissions' })).toBeTruthy();
    expect(within(list).getByText('Selected')).toBeTruthy();
  });
});
