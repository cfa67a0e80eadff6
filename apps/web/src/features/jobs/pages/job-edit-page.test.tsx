import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { jobFixture, ownJobFixture } from '../jobs-fixture.ts';
import { LocationProbe, lookups, ok, sentBodies } from '../jobs-test-kit.tsx';
import { EditJobPage, NewJobPage } from './job-edit-page.tsx';

const hiringState = ok({
  hiringProfile: {
    profileUuid: 'p1',
    companyName: 'Solar Sprout',
    about: null,
    website: null,
    contactEmail: null,
    logo: null,
    accountType: 'startup',
    openJobs: 0,
  },
  canHire: true,
  cannotHireReason: null,
});

const open = (answers: Record<string, Answer>, path: string) => {
  signInFixture();
  const fetch = serve({ ...lookups, 'GET /api/v1/jobs/hiring-profile': hiringState, ...answers });
  renderPage(
    <>
      <Routes>
        <Route path="/jobs/new" element={<NewJobPage />} />
        <Route path="/jobs/:uuid/edit" element={<EditJobPage />} />
        <Route path="/jobs/:uuid/details" element={<p>Job page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
  return fetch;
};

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the job form pages', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('posts a new job and opens it', async () => {
    const created = jobFixture();
    const fetch = open({ 'POST /api/v1/jobs': ok(created, 201) }, '/jobs/new');
    await screen.findByRole('button', { name: 'Post job' });
    type(/^Title/, 'Frontend engineer');
    type(/^Description/, 'Build dashboards.');
    fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2099-12-31' } });
    type('Lowest salary (optional)', '900');
    type('Highest salary (optional)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('The highest salary is below the lowest')).toBeTruthy();
    expect(screen.getByText('Say the currency of the salary')).toBeTruthy();
    type('Highest salary (optional)', '1,900');
    type(/^Currency/, 'usd');
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/jobs/${created.uuid}/details`));
    expect(sentBodies(fetch, 'POST', '/api/v1/jobs')).toEqual([
      expect.objectContaining({
        title: 'Frontend engineer',
        salaryMin: 900,
        salaryMax: 1900,
        salaryCurrency: 'USD',
        deadline: '2099-12-31',
        applicationMode: 'inbuilt',
        externalUrl: null,
      }),
    ]);
  });

  it('says Error while creating challenge/job when the server refuses without a reason', async () => {
    const show = vi.spyOn(notifications, 'show');
    open({ 'POST /api/v1/jobs': { status: 500, body: {} } }, '/jobs/new');
    await screen.findByRole('button', { name: 'Post job' });
    type(/^Title/, 'Frontend engineer');
    type(/^Description/, 'Build dashboards.');
    fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error while creating challenge/job' })),
    );
  });

  it('sends only the changes of an edit', async () => {
    const job = ownJobFixture();
    const url = `/api/v1/jobs/${job.uuid}/details`;
    const fetch = open(
      { [`GET /api/v1/jobs/${job.uuid}`]: ok(job), [`PATCH ${url}`]: ok(job) },
      `/jobs/${job.uuid}/edit`,
    );
    await screen.findByRole('button', { name: 'Save job' });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Frontend engineer');
    type(/^Title/, 'Senior frontend engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(sentBodies(fetch, 'PATCH', url)).toEqual([{ title: 'Senior frontend engineer' }]));
  });
});
