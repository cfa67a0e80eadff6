import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notificationCountKeys } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { applicationFixture, calledUrls, ok, page, programFixture, signInAsStartup } from '../programs-fixture.ts';
import { CallsForApplicationsPage, VideoProgramsPage } from './list-page.tsx';

const listUrl = 'GET /api/v1/application-programs-management/list';

const open = (answers: Record<string, Answer>, path = '/call-for-applications') => {
  const fetch = serve({ 'GET /api/v1/industries': ok([{ code: 'fintech', name: 'Fintech' }]), ...answers });
  renderPage(
    <Routes>
      <Route path="/call-for-applications" element={<CallsForApplicationsPage />} />
      <Route path="/vs-programs" element={<VideoProgramsPage />} />
      <Route path="/auth/signup" element={<h1>Sign up</h1>} />
    </Routes>,
    { path },
  );
  return fetch;
};

const lastListQuery = (fetch: ReturnType<typeof serve>, path = '/api/v1/application-programs-management/list') => {
  const urls = calledUrls(fetch).filter((url) => url.startsWith(path));
  return new URL(urls[urls.length - 1] ?? '', 'http://localhost').searchParams;
};

describe('ProgramListPage', () => {
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

  it('shows a visitor the open calls, without external ones, each with its window and Apply', async () => {
    const fetch = open({
      [listUrl]: page([
        programFixture(),
        programFixture({
          uuid: 'u-2',
          code: 'LATER',
          title: 'Later call',
          isOpen: false,
          opensAt: '2099-01-01T00:00:00Z',
        }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Seed Accelerator 2027' });
    expect(screen.getByRole('heading', { level: 1, name: 'Calls for applications' })).toBeTruthy();
    expect(within(card).getByText('SEED-2027')).toBeTruthy();
    expect(within(card).getByText('Twelve weeks of mentoring and a demo day.')).toBeTruthy();
    expect(within(card).getByText('Fintech')).toBeTruthy();
    expect(within(card).getByText('Closes 12 Dec 2026')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Seed Accelerator 2027' }).getAttribute('href')).toBe(
      '/programs/SEED-2027?family=application',
    );
    const later = screen.getByRole('article', { name: 'Later call' });
    expect(within(later).getByText('Upcoming')).toBeTruthy();
    expect(within(later).getByText('Opens 1 Jan 2099')).toBeTruthy();
    expect(within(later).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'My applications' })).toBeNull();
    const query = lastListQuery(fetch);
    expect(query.get('includeExternal')).toBe('false');
    expect(query.get('when')).toBe('all');
  });

  it('sends a visitor’s Apply to sign-up, remembered so they come back to apply', async () => {
    open({ [listUrl]: page([programFixture()]) });
    const card = await screen.findByRole('article', { name: 'Seed Accelerator 2027' });
    fireEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy();
    expect(localStorage.getItem('program')).toBe('SEED-2027');
    expect(localStorage.getItem('autoApply')).toBe('true');
  });

  it('searches by words, industry, window and external programs, kept in the address', async () => {
    const fetch = open({ [listUrl]: page([programFixture()]) });
    await screen.findByRole('article', { name: 'Seed Accelerator 2027' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search calls for applications' }), {
      target: { value: 'seed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListQuery(fetch).get('q')).toBe('seed'));
    fireEvent.click(screen.getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(lastListQuery(fetch).get('when')).toBe('open'));
    fireEvent.click(screen.getByRole('switch', { name: 'Show external programs' }));
    await waitFor(() => expect(lastListQuery(fetch).get('includeExternal')).toBe('true'));
    expect(lastListQuery(fetch).get('q')).toBe('seed');
  });

  it('reads a search from the address', async () => {
    const fetch = open(
      { [listUrl]: page([]) },
      '/call-for-applications?q=green&industry=fintech&when=closed&external=1&page=2',
    );
    expect(await screen.findByText('No programs match this search')).toBeTruthy();
    const query = lastListQuery(fetch);
    expect([query.get('q'), query.get('industry'), query.get('when'), query.get('includeExternal')]).toEqual([
      'green',
      'fintech',
      'closed',
      'true',
    ]);
    expect(query.get('pageNumber')).toBe('2');
  });

  it('shows a member their own application on the card and in My applications', async () => {
    signInAsStartup();
    open({
      [listUrl]: page([
        programFixture({ myApplication: { uuid: 'a-1', status: 'draft', stage: 'application', progress: 40 } }),
      ]),
      'GET /api/v1/application-programs-management/applied/list': page([
        applicationFixture({ status: 'in_review', stage: 'screening', submittedAt: '2026-11-05T09:00:00.000Z' }),
      ]),
      'GET /api/v1/notifications/count': ok({}),
    });
    const card = await screen.findByRole('article', { name: 'Seed Accelerator 2027' });
    expect(within(card).getByText('Your application: Draft')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Continue application' }).getAttribute('href')).toBe(
      '/programs/SEED-2027/apply?family=application',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'My applications' }));
    const mine = await screen.findByRole('list', { name: 'My applications' });
    expect(within(mine).getByText('In review')).toBeTruthy();
    expect(within(mine).getByText(/Screening stage/)).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'View status' }).getAttribute('href')).toBe(
      '/programs/SEED-2027/status?family=application',
    );
  });

  it('reminds a member of applications not sent and documents owed', async () => {
    signInAsStartup();
    const counts = Object.fromEntries([...notificationCountKeys, 'totalProfileViews'].map((key) => [key, 0]));
    open({
      [listUrl]: page([]),
      'GET /api/v1/notifications/count': ok({
        ...counts,
        pendingProgramFormSubmissionCount: 2,
        pendingDocumentsUploadCount: 1,
      }),
      'GET /api/v1/application-programs-management/applied/list': page([applicationFixture()]),
    });
    expect(
      await screen.findByText(/You have 2 applications or forms not sent yet and 1 document to upload\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See my applications' }));
    expect(await screen.findByRole('list', { name: 'My applications' })).toBeTruthy();
  });

  it('asks the video programs of their own family', async () => {
    const fetch = open(
      { 'GET /api/v1/video-startup-programs/list': page([programFixture({ family: 'video' })]) },
      '/vs-programs',
    );
    const card = await screen.findByRole('article', { name: 'Seed Accelerator 2027' });
    expect(within(card).getByRole('link', { name: 'Seed Accelerator 2027' }).getAttribute('href')).toBe(
      '/programs/SEED-2027?family=video',
    );
    expect(calledUrls(fetch).some((url) => url.startsWith('/api/v1/video-startup-programs/list?'))).toBe(true);
  });
});
