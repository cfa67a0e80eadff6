import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  challengeFixture,
  challengeUuid,
  ok,
  page,
  requiredQuestion,
  sentBodies,
  signInAs,
} from '../challenges-fixture.ts';
import { ChallengeDetailsPage } from './details-page.tsx';
import { SearchChallengesPage } from './search-page.tsx';

const publicUrl = `GET /api/v1/challenges/${challengeUuid}`;
const signedInUrl = `GET /api/v1/challenges/${challengeUuid}/necessary-info`;
const applyUrl = `/api/v1/challenges/participants/${challengeUuid}/apply`;

const open = (answers: Record<string, Answer>, uuid = challengeUuid) => {
  const fetch = serve({
    'GET /api/v1/industries': ok([]),
    'GET /api/v1/search/challenges': page([]),
    ...answers,
  });
  renderPage(
    <Routes>
      <Route path="/challenges/:uuid/details" element={<ChallengeDetailsPage />} />
      <Route path="/search/challenges" element={<SearchChallengesPage />} />
    </Routes>,
    { path: `/challenges/${uuid}/details` },
  );
  return fetch;
};

describe('ChallengeDetailsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
    sessionStorage.clear();
  });

  it('shows a visitor the whole challenge and a sign-in that comes back here', async () => {
    open({ [publicUrl]: ok(challengeFixture()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cut last-mile delivery emissions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Problem statement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download brief.pdf' })).toBeTruthy();
    expect(screen.getByText('How many vans have you routed?')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to apply' });
    fireEvent.click(signIn);
    expect(sessionStorage.getItem('ventura-after-login')).toBe(`/challenges/${challengeUuid}/details`);
  });

  it('opens the search when the challenge is not there', async () => {
    open({ [publicUrl]: { status: 404, body: { message: 'Challenge not found', errors: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenges' })).toBeTruthy();
    expect(screen.getByText('That challenge was not found')).toBeTruthy();
  });

  it('opens the search for an address that is no challenge, without asking the server', async () => {
    const fetch = open({}, 'not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenges' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('not-a-uuid'))).toBe(false);
  });

  it('asks for the required answers before a startup’s application goes', async () => {
    signInAs('startup');
    const fetch = open({ [signedInUrl]: ok(challengeFixture()) });
    const form = await screen.findByRole('form', { name: 'Apply to this challenge' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Your pitch/ }), {
      target: { value: 'We route 2,000 vans a day.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await within(form).findByText('Answer this question: it is required')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', applyUrl)).toHaveLength(0);
  });

  it('sends the pitch and answers, then shows the application and its status', async () => {
    signInAs('startup');
    const fetch = open({
      [signedInUrl]: ok(challengeFixture()),
      [`POST ${applyUrl}`]: ok(
        {
          uuid: 'part-1',
          challenge: {
            uuid: challengeUuid,
            title: 'Cut last-mile delivery emissions',
            corporate: challengeFixture().corporate,
            deadline: '2027-05-01',
            url: `/challenges/${challengeUuid}/details`,
          },
          status: 'applied',
          appliedAt: '2026-11-20T09:00:00.000Z',
        },
        201,
      ),
    });
    const form = await screen.findByRole('form', { name: 'Apply to this challenge' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Your pitch/ }), {
      target: { value: 'We route 2,000 vans a day.' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /How many vans have you routed/ }), {
      target: { value: 'About 2,000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Your application was sent')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', applyUrl)).toEqual([
      {
        pitch: 'We route 2,000 vans a day.',
        answers: [{ questionUUID: requiredQuestion, answer: 'About 2,000' }],
        fileUUIDs: [],
      },
    ]);
    expect(screen.getByText('Applied')).toBeTruthy();
  });

  it('shows the server’s refusal as the spec says', async () => {
    signInAs('startup');
    const show = vi.spyOn(notifications, 'show');
    open({
      [signedInUrl]: ok(challengeFixture({ questions: [] })),
      [`POST ${applyUrl}`]: { status: 500, body: { message: '', errors: [] } },
    });
    const form = await screen.findByRole('form', { name: 'Apply to this challenge' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Your pitch/ }), { target: { value: 'Pitch' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error while applying for job/challenge' })),
    );
  });

  it('says why someone may not apply, and where an earlier application stands', async () => {
    signInAs('investor');
    open({
      [signedInUrl]: ok(
        challengeFixture({
          can: { edit: false, apply: false, cannotApplyReason: 'Only startups apply', seeParticipants: false },
        }),
      ),
    });
    expect(await screen.findByText('Only startups apply')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Apply to this challenge' })).toBeNull();
    cleanup();
    signInAs('startup');
    open({
      [signedInUrl]: ok(
        challengeFixture({
          can: { edit: false, apply: false, cannotApplyReason: 'You have applied already', seeParticipants: false },
          myParticipation: { uuid: 'p', status: 'shortlisted', appliedAt: '2026-11-10T09:00:00.000Z' },
        }),
      ),
    });
    expect(await screen.findByText('You applied to this challenge')).toBeTruthy();
    expect(screen.getByText('Shortlisted')).toBeTruthy();
  });

  it('gives the owner the ways to edit and to see participants', async () => {
    signInAs('corporate');
    open({
      [signedInUrl]: ok(
        challengeFixture({
          participantCount: 4,
          can: { edit: true, apply: false, cannotApplyReason: 'It is your own challenge', seeParticipants: true },
        }),
      ),
    });
    expect(await screen.findByRole('link', { name: 'Participants (4)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit challenge' }).getAttribute('href')).toBe(
      `/challenges/${challengeUuid}/edit`,
    );
    expect(screen.queryByText('It is your own challenge')).toBeNull();
  });
});
