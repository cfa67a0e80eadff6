import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormField } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { formFixture, formUuid, ok, sentBodies, signInStartup, submissionFixture } from '../forms-fixture.ts';
import { FormPage } from './form-page.tsx';
import { FormsPage } from './forms-page.tsx';

const fields: FormField[] = [
  { key: 'company', type: 'short_text', label: 'Company name', required: true, prefill: 'organizationName' },
  { key: 'stage', type: 'choice', label: 'Stage', required: true, options: ['Idea', 'Revenue'] },
  { key: 'pitch', type: 'long_text', label: 'Pitch', required: false },
];
const form = formFixture({ fields });
const api = '/api/v1/forms-management';

const open = (answers: Record<string, Answer>, path = `/forms/${formUuid}`) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/forms" element={<FormsPage />} />
      <Route path="/forms/:uuid" element={<FormPage />} />
    </Routes>,
    { path },
  );
  return fetch;
};

const member = (submission: Answer = ok(null)) => ({
  [`GET ${api}/uuids/${formUuid}`]: ok(form),
  [`GET ${api}/${formUuid}/check-access`]: ok({ allowed: true, reason: null, submitted: false }),
  [`GET ${api}/submission/${formUuid}`]: submission,
  [`GET ${api}/profile/data/${formUuid}/p1`]: ok({ answers: { company: 'Finlytics' } }),
});

describe('Filling in a form', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('fills empty answers from the profile and keeps a draft as the member types', async () => {
    signInStartup();
    const fetch = open({
      ...member(),
      [`POST ${api}/submission/${formUuid}`]: ok(submissionFixture()),
    });
    const company = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Company name/ });
    await waitFor(() => expect(company.value).toBe('Finlytics'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Pitch/ }), { target: { value: 'Books for shops' } });
    await waitFor(() => expect(sentBodies(fetch, 'POST', `${api}/submission/${formUuid}`).length).toBeGreaterThan(0), {
      timeout: 3000,
    });
    expect(sentBodies(fetch, 'POST', `${api}/submission/${formUuid}`).at(-1)).toEqual({
      answers: { company: 'Finlytics', pitch: 'Books for shops' },
      submit: false,
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('checks required answers, then submits and shows the answers sent', async () => {
    signInStartup();
    const show = vi.spyOn(notifications, 'show');
    const sent = submissionFixture({
      status: 'submitted',
      answers: { company: 'Finlytics', stage: 'Revenue' },
      submittedAt: '2026-11-04T09:00:00.000Z',
    });
    const fetch = open({
      ...member(ok(submissionFixture({ answers: { pitch: 'Books' } }))),
      [`POST ${api}/submission/${formUuid}`]: ok(sent),
    });
    const company = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Company name/ });
    // A draft was there: the profile does not fill anything in uninvited.
    expect(company.value).toBe('');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Pitch/ }).value).toBe('Books');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Stage is required')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', `${api}/submission/${formUuid}`)).toHaveLength(0);

    fireEvent.change(company, { target: { value: 'Finlytics' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Revenue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Submitted your details' }));
    const bodies = sentBodies(fetch, 'POST', `${api}/submission/${formUuid}`);
    expect(bodies.at(-1)).toEqual({
      answers: { company: 'Finlytics', stage: 'Revenue', pitch: 'Books' },
      submit: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Revenue')).toBeTruthy();
  });

  it('lets a visitor answer a public form with their name and email', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({
      [`GET ${api}/public/submission/${formUuid}/fetch`]: ok({ ...form, audience: 'public' }),
      [`POST ${api}/public/submission/${formUuid}/submit`]: ok(null),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Your name/ }), { target: { value: 'Ravi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Your email/ }), { target: { value: 'ravi@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Company name/ }), { target: { value: 'Kite' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Idea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Ravi' })).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Submitted your details' }));
    expect(sentBodies(fetch, 'POST', `${api}/public/submission/${formUuid}/submit`)).toEqual([
      { name: 'Ravi', email: 'ravi@example.com', answers: { company: 'Kite', stage: 'Idea' } },
    ]);
  });
});

describe('The forms list', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows each form with where the member is with it', async () => {
    signInStartup();
    const other = formFixture({ uuid: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', title: 'Feedback survey' });
    open(
      {
        [`GET ${api}/list`]: ok({ items: [form, other], total: 2, pageNumber: 1, limit: 100 }),
        [`GET ${api}/submission/${formUuid}`]: ok(submissionFixture({ status: 'submitted' })),
        [`GET ${api}/submission/${other.uuid}`]: ok(null),
      },
      '/forms',
    );
    const intake = await screen.findByRole('listitem', { name: 'Startup intake' });
    expect(await within(intake).findByText('Submitted')).toBeTruthy();
    const survey = screen.getByRole('listitem', { name: 'Feedback survey' });
    expect(await within(survey).findByText('Not started')).toBeTruthy();
    expect(within(survey).getByRole('link', { name: 'Start: Feedback survey' })).toBeTruthy();
  });

  it("says 'Error while fetching forms' when the list fails", async () => {
    signInStartup();
    open({ [`GET ${api}/list`]: { status: 500, body: { message: '' } } }, '/forms');
    expect(await screen.findByText('Error while fetching forms', undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    open({}, '/forms');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
