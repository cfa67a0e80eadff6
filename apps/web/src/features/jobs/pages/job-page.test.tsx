import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { applicationFixture, jobFixture, ownJobFixture, pageOf, resumeFixture } from '../jobs-fixture.ts';
import { LocationProbe, lookups, ok, sentBodies } from '../jobs-test-kit.tsx';
import { JobPage } from './job-page.tsx';
import { SearchJobsPage } from './search-page.tsx';

const job = jobFixture();
const jobUrl = `GET /api/v1/jobs/${job.uuid}`;
const applyUrl = `/api/v1/jobs/${job.uuid}/apply`;
const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });

const open = (answers: Record<string, Answer>, uuid = job.uuid) => {
  const fetch = serve({ ...lookups, 'GET /api/v1/search/jobs': ok(pageOf([])), ...answers });
  const view = renderPage(
    <>
      <Routes>
        <Route path="/jobs/:uuid/details" element={<JobPage />} />
        <Route path="/search/jobs" element={<SearchJobsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/jobs/${uuid}/details` },
  );
  return { fetch, view };
};

const signInAsJobSeeker = () =>
  sessionStore.signIn({
    user: {
      userId: 'u2',
      id: 8,
      uuid: 'p2',
      name: 'Asha Seeker',
      accountType: 'job_seeker',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-2',
  });

const chooseFile = (container: HTMLElement, file: File) => {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('JobPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows the job in full with its employer', async () => {
    open({ [jobUrl]: ok(job) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend engineer' })).toBeTruthy();
    expect(screen.getByText('Build the dashboards our installers use.')).toBeTruthy();
    expect(screen.getByText('2 openings')).toBeTruthy();
    expect(screen.getByText('Apply by 31 Dec 2099')).toBeTruthy();
    const employer = screen.getByRole('region', { name: 'The employer' });
    expect(within(employer).getByText('We make rooftop solar simple.')).toBeTruthy();
  });

  it('opens the job search when the job is not there, and says so', async () => {
    open({ [jobUrl]: { status: 404, body: { message: 'Job not found', errors: [] } } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search/jobs'));
    expect(await screen.findByText('That job was not found')).toBeTruthy();
  });

  it('opens the job search for an address that is no job', async () => {
    const { fetch } = open({}, 'not-a-job');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search/jobs'));
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/v1/jobs/'))).toBe(false);
  });

  it('checks the apply form before sending: a resume to upload, and a phone of digits', async () => {
    signInFixture();
    const { fetch } = open({ [jobUrl]: ok(job) });
    const send = await screen.findByRole('button', { name: 'Send application' });
    fireEvent.click(send);
    expect(await screen.findByText('Attach your resume, or choose to apply without one')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Apply without a resume' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone (optional)' }), { target: { value: 'call me' } });
    fireEvent.click(send);
    expect(await screen.findByText('Enter a phone number of digits')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', applyUrl)).toEqual([]);
  });

  it('applies with a cover letter and a resume, which goes after the application', async () => {
    signInFixture();
    const application = applicationFixture();
    const { fetch, view } = open({
      [jobUrl]: ok(job),
      [`POST ${applyUrl}`]: ok(application, 201),
      [`POST /api/v1/jobs/apply/${application.uuid}/upload/resume`]: ok(application),
    });
    await screen.findByRole('button', { name: 'Send application' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cover letter (optional)' }), {
      target: { value: ' I love solar. ' },
    });
    chooseFile(view.container, pdf);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', applyUrl)).toEqual([
        { coverLetter: 'I love solar.', phone: null, useProfileResume: false },
      ]),
    );
    await waitFor(() => {
      const [upload] = sentBodies(fetch, 'POST', `/api/v1/jobs/apply/${application.uuid}/upload/resume`);
      expect(upload instanceof FormData && upload.get('file')).toBeInstanceOf(File);
    });
  });

  it('offers a job seeker their saved resume', async () => {
    signInAsJobSeeker();
    const { fetch } = open({
      [jobUrl]: ok(job),
      'GET /api/v1/job-seekers/resume': ok(resumeFixture()),
      [`POST ${applyUrl}`]: ok(applicationFixture(), 201),
    });
    const saved = await screen.findByRole('radio', { name: 'Use my saved resume (asha-resume.pdf)' });
    expect(saved).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', applyUrl)).toEqual([{ coverLetter: null, phone: null, useProfileResume: true }]),
    );
  });

  it('shows the spec’s text when applying fails without a reason', async () => {
    signInFixture();
    open({ [jobUrl]: ok(job), [`POST ${applyUrl}`]: { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Apply without a resume' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error while applying for job/challenge');
  });

  it('shows the caller’s application instead of the form', async () => {
    signInFixture();
    open({ [jobUrl]: ok(jobFixture({ myApplication: { uuid: 'a1', status: 'shortlisted' } })) });
    expect(await screen.findByRole('heading', { name: 'You applied' })).toBeTruthy();
    expect(screen.getByText('Shortlisted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('links out for an external job', async () => {
    open({ [jobUrl]: ok(jobFixture({ applicationMode: 'external', externalUrl: 'https://careers.example/fe' })) });
    const link = await screen.findByRole('link', { name: "Apply on the employer's site" });
    expect(link.getAttribute('href')).toBe('https://careers.example/fe');
  });

  it('gives the owner the applicants and edit, not the form', async () => {
    signInFixture();
    open({ [jobUrl]: ok(ownJobFixture()) });
    expect(await screen.findByRole('link', { name: 'Applicants (3)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/jobs/${job.uuid}/edit`);
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  describe('signed out', () => {
    const start = async (answer: unknown) => {
      const opened = open({
        [jobUrl]: ok(job),
        'POST /api/v1/resumes/check-email': ok(answer),
        'POST /api/v1/resumes/submit': ok({ applicationUUID: 'r1', uploadToken: 'token-abc' }, 201),
        'POST /api/v1/resumes/upload/r1': { status: 200, body: { message: 'Uploaded' } },
      });
      fireEvent.change(await screen.findByRole('textbox', { name: 'Your name' }), { target: { value: 'Ravi' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'Ravi@Example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      return opened;
    };

    it('asks for a name and an email that is one', async () => {
      const { fetch } = open({ [jobUrl]: ok(job) });
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Name required')).toBeTruthy();
      expect(screen.getByText('Enter a valid email address')).toBeTruthy();
      expect(sentBodies(fetch, 'POST', '/api/v1/resumes/check-email')).toEqual([]);
    });

    it('asks a member to sign in and come back', async () => {
      await start({ result: 'member', message: 'This email belongs to a member. Sign in to apply.' });
      expect(await screen.findByText('This email belongs to a member. Sign in to apply.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toBe('/auth/login');
      fireEvent.click(screen.getByRole('link', { name: 'Sign in to apply' }));
      expect(sessionStorage.getItem('ventura-after-login')).toBe(`/jobs/${job.uuid}/details`);
    });

    it('says when the address applied already', async () => {
      await start({ result: 'applied', message: 'You have applied to this job already.' });
      expect(await screen.findByText('You have applied to this job already.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    });

    it('sends the application, then the resume with the upload token', async () => {
      const { fetch, view } = await start({ result: 'ok', message: '' });
      const send = await screen.findByRole('button', { name: 'Send application' });
      expect(sentBodies(fetch, 'POST', '/api/v1/resumes/check-email')).toEqual([
        { jobUUID: job.uuid, email: 'Ravi@Example.com' },
      ]);
      fireEvent.click(send);
      expect(await screen.findByText('Attach your resume')).toBeTruthy();
      chooseFile(view.container, pdf);
      fireEvent.click(send);
      expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeTruthy();
      expect(sentBodies(fetch, 'POST', '/api/v1/resumes/submit')).toEqual([
        { jobUUID: job.uuid, name: 'Ravi', email: 'Ravi@Example.com', coverLetter: null, phone: null },
      ]);
      const [upload] = sentBodies(fetch, 'POST', '/api/v1/resumes/upload/r1');
      expect(upload instanceof FormData ? [upload.get('uploadToken'), upload.get('file')] : null).toEqual([
        'token-abc',
        expect.any(File),
      ]);
    });
  });
});
