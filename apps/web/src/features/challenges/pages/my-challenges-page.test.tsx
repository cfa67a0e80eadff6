import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { calledUrls, challengeFixture, challengeUuid, page, signInAs } from '../challenges-fixture.ts';
import { MyChallengesPage } from './my-challenges-page.tsx';

const listUrl = 'GET /api/v1/challenges/corporate';

const open = (answers: Record<string, Answer>) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/challenges" element={<MyChallengesPage />} />
      <Route path="/search/challenges" element={<h1>Search</h1>} />
    </Routes>,
    { path: '/challenges' },
  );
  return fetch;
};

describe('MyChallengesPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('lists the corporate’s challenges, closed ones too, with participant counts', async () => {
    signInAs('corporate');
    const fetch = open({
      [listUrl]: page([
        challengeFixture({ participantCount: 3 }),
        challengeFixture({
          uuid: 'a0000000-0000-4000-8000-000000000001',
          title: 'Old one',
          status: 'closed',
          participantCount: 1,
        }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'My challenges' });
    const open1 = within(list).getByRole('listitem', { name: 'Cut last-mile delivery emissions' });
    expect(within(open1).getByText('Open')).toBeTruthy();
    expect(within(open1).getByText('3 participants')).toBeTruthy();
    expect(
      within(open1)
        .getByRole('link', { name: 'Participants of Cut last-mile delivery emissions' })
        .getAttribute('href'),
    ).toBe(`/challenges/${challengeUuid}/participants`);
    const closed = within(list).getByRole('listitem', { name: 'Old one' });
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByText('1 participant')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New challenge' }).getAttribute('href')).toBe('/challenges/new');
    expect(calledUrls(fetch)).toContain('/api/v1/challenges/corporate?status=all&sort=newest&pageNumber=1&limit=20');
  });

  it('invites a corporate without challenges to post one', async () => {
    signInAs('corporate');
    open({ [listUrl]: page([]) });
    expect(await screen.findByText('You have not posted a challenge yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post your first challenge' })).toBeTruthy();
  });

  it('sends anyone but a corporate to the search', async () => {
    signInAs('startup');
    open({});
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
  });
});
