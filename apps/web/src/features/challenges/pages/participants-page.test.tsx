import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  calledUrls,
  challengeUuid,
  infoFixture,
  ok,
  page,
  participantFixture,
  sentBodies,
  signInAs,
} from '../challenges-fixture.ts';
import { ParticipantsPage } from './participants-page.tsx';

const infoUrl = `GET /api/v1/challenges/${challengeUuid}/info`;
const listUrl = `GET /api/v1/challenges/${challengeUuid}/participants/list`;
const participant = participantFixture();
const moveUrl = `/api/v1/challenges/participants/${participant.uuid}/status`;

const open = (answers: Record<string, Answer>, path = `/challenges/${challengeUuid}/participants`) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/challenges/:uuid/participants" element={<ParticipantsPage />} />
      <Route path="/search/challenges" element={<h1>Search</h1>} />
    </Routes>,
    { path },
  );
  return fetch;
};

describe('ParticipantsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows the counts as tabs and each participant with pitch, answers and profile link', async () => {
    signInAs('corporate');
    open({ [infoUrl]: ok(infoFixture()), [listUrl]: page([participant]) });
    const card = await screen.findByRole('listitem', { name: 'Solar Sprout' });
    expect(within(card).getByRole('link', { name: 'Solar Sprout' }).getAttribute('href')).toBe(participant.startup.url);
    expect(within(card).getByText('We route 2,000 vans a day.')).toBeTruthy();
    expect(within(card).getByText('How many vans have you routed?')).toBeTruthy();
    expect(within(card).getByText('About 2,000.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All: 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Applied: 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Shortlisted: 1' })).toBeTruthy();
  });

  it('lists one status from the address and its tab', async () => {
    signInAs('corporate');
    const fetch = open(
      { [infoUrl]: ok(infoFixture()), [listUrl]: page([]) },
      `/challenges/${challengeUuid}/participants?status=selected`,
    );
    expect(await screen.findByText('No participant is selected.')).toBeTruthy();
    expect(calledUrls(fetch)).toContain(
      `/api/v1/challenges/${challengeUuid}/participants/list?status=selected&pageNumber=1&limit=25`,
    );
  });

  it('offers the moves the server allows, and sends one with its message', async () => {
    signInAs('corporate');
    const fetch = open({
      [infoUrl]: ok(infoFixture()),
      [listUrl]: page([
        participant,
        participantFixture({
          uuid: 'other',
          startup: { ...participant.startup, name: 'Done Co' },
          status: 'rejected',
          moves: [],
        }),
      ]),
      [`PATCH ${moveUrl}`]: ok({ ...participant, status: 'shortlisted', moves: ['selected', 'rejected'] }),
    });
    const card = await screen.findByRole('listitem', { name: 'Solar Sprout' });
    const moves = within(card).getByRole('group', { name: 'Move Solar Sprout' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Shortlist', 'Select', 'Reject']);
    const done = screen.getByRole('listitem', { name: 'Done Co' });
    expect(within(done).queryByRole('button')).toBeNull();

    fireEvent.click(within(moves).getByRole('button', { name: 'Shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist Solar Sprout?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message to the startup (optional)' }), {
      target: { value: 'We liked your pitch' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PATCH', moveUrl)).toEqual([{ status: 'shortlisted', message: 'We liked your pitch' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the search when the challenge is not there', async () => {
    signInAs('corporate');
    open({ [infoUrl]: { status: 404, body: { message: 'Not found', errors: [] } } });
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    open({});
    expect(await screen.findByRole('heading', { name: 'Sign in to see the participants' })).toBeTruthy();
  });
});
