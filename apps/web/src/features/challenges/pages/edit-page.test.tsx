import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { challengeFixture, challengeUuid, futureDate, ok, sentBodies, signInAs } from '../challenges-fixture.ts';
import { EditChallengePage, NewChallengePage } from './edit-page.tsx';

const industries = ok([
  { id: 1, code: 'logistics', name: 'Logistics', description: null, parentCode: null },
  { id: 2, code: 'cleantech', name: 'Cleantech', description: null, parentCode: null },
]);

const open = (answers: Record<string, Answer>, path: string) => {
  const fetch = serve({ 'GET /api/v1/industries': industries, ...answers });
  renderPage(
    <Routes>
      <Route path="/challenges/new" element={<NewChallengePage />} />
      <Route path="/challenges/:uuid/edit" element={<EditChallengePage />} />
      <Route path="/challenges/:uuid/details" element={<h1>Details</h1>} />
      <Route path="/search/challenges" element={<h1>Search</h1>} />
    </Routes>,
    { path },
  );
  return fetch;
};

const type = (form: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });

describe('NewChallengePage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('checks the form before it goes', async () => {
    signInAs('corporate');
    const fetch = open({}, '/challenges/new');
    const form = await screen.findByRole('form', { name: 'New challenge' });
    fireEvent.click(within(form).getByRole('button', { name: 'Post challenge' }));
    expect(await within(form).findByText('Title required')).toBeTruthy();
    expect(within(form).getByText('Choose at least one industry')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', '/api/v1/challenges')).toHaveLength(0);
  });

  it('posts a challenge with its questions and opens it', async () => {
    signInAs('corporate');
    const deadline = futureDate(30);
    const fetch = open({ 'POST /api/v1/challenges': ok(challengeFixture(), 201) }, '/challenges/new');
    const form = await screen.findByRole('form', { name: 'New challenge' });
    type(form, /^Title/, 'Greener routes');
    type(form, /^Problem statement/, 'Vans idle.');
    type(form, /^Rewards/, 'A pilot');
    type(form, /^Eligibility/, 'Any startup');
    fireEvent.change(within(form).getByLabelText(/^Deadline/), { target: { value: deadline } });
    fireEvent.click(within(form).getByRole('combobox', { name: /^Industries/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Logistics' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a question' }));
    type(form, /^Question 1/, 'How many vans?');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Answer required' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Post challenge' }));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(sentBodies(fetch, 'POST', '/api/v1/challenges')).toEqual([
      {
        title: 'Greener routes',
        problemStatement: 'Vans idle.',
        industries: ['logistics'],
        rewards: 'A pilot',
        eligibility: 'Any startup',
        deadline,
        attachmentUUIDs: [],
        questions: [{ text: 'How many vans?', required: false }],
      },
    ]);
  });

  it('sends anyone but a corporate to the search', async () => {
    signInAs('startup');
    open({}, '/challenges/new');
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
  });
});

describe('EditChallengePage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  const owned = challengeFixture({
    deadline: '2020-01-01',
    can: { edit: true, apply: false, cannotApplyReason: null, seeParticipants: true },
  });

  it('closes a challenge past its deadline by sending only the status', async () => {
    signInAs('corporate');
    const fetch = open(
      {
        [`GET /api/v1/challenges/${challengeUuid}/necessary-info`]: ok(owned),
        [`PATCH /api/v1/challenges/${challengeUuid}`]: ok({ ...owned, status: 'closed' }),
      },
      `/challenges/${challengeUuid}/edit`,
    );
    const form = await screen.findByRole('form', { name: 'Edit the challenge' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Title/ }).value).toBe(owned.title);
    expect(within(form).getByText('brief.pdf')).toBeTruthy();
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Save changes' }).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: 'Closed' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(sentBodies(fetch, 'PATCH', `/api/v1/challenges/${challengeUuid}`)).toEqual([{ status: 'closed' }]);
  });

  it('sends the files and questions kept, questions with their uuids', async () => {
    signInAs('corporate');
    const fetch = open(
      {
        [`GET /api/v1/challenges/${challengeUuid}/necessary-info`]: ok(owned),
        [`PATCH /api/v1/challenges/${challengeUuid}`]: ok(owned),
      },
      `/challenges/${challengeUuid}/edit`,
    );
    const form = await screen.findByRole('form', { name: 'Edit the challenge' });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove brief.pdf' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Move question 2 up' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PATCH', `/api/v1/challenges/${challengeUuid}`)).toEqual([
        {
          attachmentUUIDs: [],
          questions: [
            { uuid: owned.questions[1]?.uuid, text: 'Anything else?', required: false },
            { uuid: owned.questions[0]?.uuid, text: 'How many vans have you routed?', required: true },
          ],
        },
      ]),
    );
  });

  it('opens the search when the challenge is not there', async () => {
    signInAs('corporate');
    open(
      {
        [`GET /api/v1/challenges/${challengeUuid}/necessary-info`]: {
          status: 404,
          body: { message: 'No', errors: [] },
        },
      },
      `/challenges/${challengeUuid}/edit`,
    );
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
  });
});
