import { ModalsProvider } from '@mantine/modals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { applicationFixture, interviewFixture, pageOf, resumeFixture } from '../jobs-fixture.ts';
import { ok, sentBodies } from '../jobs-test-kit.tsx';
import { AppliedJobsPage } from './applied-page.tsx';

const listUrl = 'GET /api/v1/jobs/applied/list';

const open = (answers: Record<string, Answer>) => {
  const fetch = serve(answers);
  renderPage(
    <ModalsProvider>
      <AppliedJobsPage />
    </ModalsProvider>,
    { path: '/applied/jobs' },
  );
  return fetch;
};

const signInAsJobSeeker = () =>
  sessionStore.signIn({
    user: {
      userId: 'u2',
      id: 8,
      uuid: 'p2',
      name: 'Asha',
      accountType: 'job_seeker',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-2',
  });

describe('AppliedJobsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('asks a visitor to sign in', async () => {
    open({});
    expect(await screen.findByRole('heading', { name: 'Sign in to see your applications' })).toBeTruthy();
  });

  it('sends someone who has not applied to the job search', async () => {
    signInFixture();
    open({ [listUrl]: ok(pageOf([])) });
    expect(await screen.findByRole('heading', { name: 'You have not applied to a job yet' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Search jobs' });
    expect(links.every((link) => link.getAttribute('href') === '/search/jobs')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Your resume' })).toBeNull();
  });

  it('shows each application’s status and story, and the interviews to come', async () => {
    signInFixture();
    const interview = interviewFixture();
    open({ [listUrl]: ok(pageOf([applicationFixture({ status: 'interview', interviews: [interview] })])) });
    const card = await screen.findByRole('article', { name: 'Frontend engineer' });
    expect(within(card).getByText('Interview', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(card).getByText('Applied')).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: 'Upcoming interviews' });
    expect(within(upcoming).getByRole('link', { name: 'Frontend engineer · Solar Sprout' }).getAttribute('href')).toBe(
      `/job-interview/${interview.uuid}`,
    );
  });

  it('withdraws an application after asking', async () => {
    signInFixture();
    const application = applicationFixture();
    const url = `/api/v1/jobs/applied/${application.uuid}/withdraw`;
    const fetch = open({
      [listUrl]: ok(pageOf([application])),
      [`POST ${url}`]: ok({ ...application, status: 'withdrawn', canWithdraw: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(sentBodies(fetch, 'POST', url)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', url)).toHaveLength(1));
  });

  it('shows a job seeker their saved resume, to replace or remove', async () => {
    signInAsJobSeeker();
    const fetch = open({
      [listUrl]: ok(pageOf([])),
      'GET /api/v1/job-seekers/resume': ok(resumeFixture()),
      'DELETE /api/v1/job-seekers/resume': { status: 200, body: { message: 'Removed' } },
    });
    const card = await screen.findByRole('region', { name: 'Your resume' });
    expect(await within(card).findByText('asha-resume.pdf')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Replace' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    expect(await within(card).findByRole('button', { name: 'Upload a resume' })).toBeTruthy();
  });
});
