import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  applyUrl,
  calledUrls,
  codeUrl,
  ok,
  programFixture,
  programUuid,
  refused,
  sentBodies,
  signInAsStartup,
} from '../programs-fixture.ts';
import { ProgramDetailsPage } from './details-page.tsx';

const open = (answers: Record<string, Answer>, path = '/programs/SEED-2027?family=application') => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/programs/:code" element={<ProgramDetailsPage />} />
      <Route path="/programs/:code/apply" element={<h1>Application form</h1>} />
      <Route path="/auth/signup" element={<h1>Sign up</h1>} />
    </Routes>,
    { path },
  );
  return fetch;
};

describe('ProgramDetailsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
    localStorage.clear();
  });

  it('shows the program, its dates, stages and the documents each stage asks for', async () => {
    open({ [codeUrl()]: ok(programFixture()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seed Accelerator 2027' })).toBeTruthy();
    expect(screen.getByText(/A cohort of ten startups/)).toBeTruthy();
    expect(screen.getByText('Registered startups under five years old.')).toBeTruthy();
    expect(screen.getByText('Closes 12 Dec 2026')).toBeTruthy();
    const stages = screen.getByRole('list', { name: 'Stages of selection' });
    const steps = within(stages)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === stages)
      .map((item) => item.textContent ?? '');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/^1\. Application.*Pitch deck · Ten slides at most\./);
    expect(steps[1]).toBe('2. ScreeningNo documents asked at this stage.');
    expect(steps[2]).toMatch(/^3\. Interview.*Financial plan \(optional\)/);
    expect(steps[3]).toMatch(/^4\. Selection/);
  });

  it('finds a program in another family when the link names none', async () => {
    const fetch = open(
      {
        [codeUrl('programs-management')]: refused(404, 'Program not found'),
        [codeUrl()]: ok(programFixture()),
      },
      '/programs/SEED-2027',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Seed Accelerator 2027' })).toBeTruthy();
    expect(calledUrls(fetch)).toEqual([
      '/api/v1/programs-management/code/SEED-2027',
      '/api/v1/application-programs-management/code/SEED-2027',
    ]);
  });

  it('says so when no family knows the code', async () => {
    open({}, '/programs/NOPE');
    expect(await screen.findByText('That program was not found')).toBeTruthy();
  });

  it('lists a video program’s topics in order', async () => {
    const program = programFixture({ family: 'video' });
    const fetch = open(
      {
        [codeUrl('video-startup-programs')]: ok(program),
        [`GET /api/v1/video-startup-programs/${programUuid}/video-topics`]: ok([
          { id: 1, title: 'The problem', description: 'Who hurts, and how much.', seconds: 90 },
          { id: 2, title: 'The team', description: '', seconds: 120 },
        ]),
      },
      '/programs/SEED-2027?family=video',
    );
    expect(await screen.findByText(/The problem/)).toBeTruthy();
    expect(screen.getByText('(up to 1 min 30 s)')).toBeTruthy();
    expect(screen.getByText(/2\. The team/)).toBeTruthy();
    expect(calledUrls(fetch)).toContain(`/api/v1/video-startup-programs/${programUuid}/video-topics?order_by=id`);
  });

  it('starts a member’s application and opens it', async () => {
    signInAsStartup();
    const fetch = open({ [codeUrl()]: ok(programFixture()), [`POST ${applyUrl}`]: ok({}, 201) });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Application form' })).toBeTruthy();
    expect(sentBodies(fetch, 'POST', applyUrl)).toEqual([null]);
  });

  it('opens an application already started without a word (calls 8: that 409 is silent)', async () => {
    signInAsStartup();
    const show = vi.spyOn(notifications, 'show');
    open({
      [codeUrl()]: ok(programFixture()),
      [`POST ${applyUrl}`]: {
        status: 409,
        body: {
          message: 'You have already applied to this program',
          errors: ['You have already applied to this program'],
          reason: 'already_applied',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Application form' })).toBeTruthy();
    expect(show).not.toHaveBeenCalled();
  });

  it('tells any other 409 in the server’s words and opens nothing', async () => {
    signInAsStartup();
    const show = vi.spyOn(notifications, 'show');
    open({
      [codeUrl()]: ok(programFixture()),
      [`POST ${applyUrl}`]: refused(409, 'This program closed on 12 Dec 2026'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'This program closed on 12 Dec 2026' })),
    );
    expect(screen.queryByRole('heading', { name: 'Application form' })).toBeNull();
  });

  it('tells other refusals in the server’s words, else Something went wrong', async () => {
    signInAsStartup();
    const show = vi.spyOn(notifications, 'show');
    open({ [codeUrl()]: ok(programFixture()), [`POST ${applyUrl}`]: refused(500, '') });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Something went wrong' })),
    );
    expect(screen.queryByRole('heading', { name: 'Application form' })).toBeNull();
  });

  it('opens an external program’s site in a new tab and records the member applied there', async () => {
    signInAsStartup();
    const recordUrl = `/api/v1/application-programs-management/applied/${programUuid}`;
    const fetch = open({
      [codeUrl()]: ok(programFixture({ externalUrl: 'https://example.org/apply' })),
      [`POST ${recordUrl}`]: ok({}),
    });
    const link = await screen.findByRole('link', { name: /Apply on their site/ });
    expect(link.getAttribute('href')).toBe('https://example.org/apply');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    await waitFor(() => expect(sentBodies(fetch, 'POST', recordUrl)).toHaveLength(1));
  });

  it('tells a member whose account type may not apply, and shows no Apply', async () => {
    signInAsStartup();
    open({ [codeUrl()]: ok(programFixture({ accountTypes: ['mentor', 'investor'] })) });
    expect(await screen.findByText('Only Mentors and Investors may apply to this program.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('offers a visitor sign-up that comes back to apply', async () => {
    open({ [codeUrl()]: ok(programFixture()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy();
    expect(localStorage.getItem('program')).toBe('SEED-2027');
  });
});
