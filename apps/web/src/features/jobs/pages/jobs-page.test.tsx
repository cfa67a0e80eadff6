import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HiringProfileState } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { jobFixture, ownJobFixture, pageOf } from '../jobs-fixture.ts';
import { calledUrls, LocationProbe, lookups, ok, sentBodies } from '../jobs-test-kit.tsx';
import { JobsPage } from './jobs-page.tsx';

const hiringProfile = {
  profileUuid: 'p1',
  companyName: 'Solar Sprout',
  about: null,
  website: null,
  contactEmail: null,
  logo: null,
  accountType: 'startup' as const,
  openJobs: 1,
};
const hiring = (state: Partial<HiringProfileState>): Answer =>
  ok({ hiringProfile: null, canHire: true, cannotHireReason: null, ...state });

const open = (answers: Record<string, Answer>, path = '/jobs') => {
  const fetch = serve({ ...lookups, 'GET /api/v1/jobs': ok(pageOf([jobFixture()])), ...answers });
  renderPage(
    <>
      <JobsPage />
      <LocationProbe />
    </>,
    { path },
  );
  return fetch;
};

describe('JobsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('sends a visitor to the public search, with their filters', async () => {
    open({}, '/jobs?workMode=remote');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search/jobs?workMode=remote'));
  });

  it('lists the jobs posted by the caller with their applicants per status', async () => {
    signInFixture();
    const fetch = open(
      {
        'GET /api/v1/jobs/hiring-profile': hiring({ hiringProfile }),
        'GET /api/v1/jobs?mine=true&sort=newest&pageNumber=1&limit=20': ok(pageOf([ownJobFixture()])),
      },
      '/jobs?tab=posted',
    );
    const job = await screen.findByRole('article', { name: 'Frontend engineer' });
    expect(within(job).getByText('Applied: 2')).toBeTruthy();
    expect(within(job).getByText('Shortlisted: 1')).toBeTruthy();
    expect(within(job).getByText(/3 applicants/)).toBeTruthy();
    expect(within(job).getByRole('link', { name: 'Applicants of Frontend engineer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/jobs/new');
    expect(calledUrls(fetch)).toContain('/api/v1/jobs?mine=true&sort=newest&pageNumber=1&limit=20');
  });

  it('asks for a hiring profile first, and saves it', async () => {
    signInFixture();
    const fetch = open(
      {
        'GET /api/v1/jobs/hiring-profile': hiring({}),
        'PATCH /api/v1/jobs/hiring-profile': ok(hiringProfile),
      },
      '/jobs?tab=posted',
    );
    expect(await screen.findByRole('heading', { name: 'Set up hiring' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Post a job' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Company name/ }), { target: { value: 'Solar Sprout' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Website (optional)' }), { target: { value: 'solar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start hiring' }));
    expect(await screen.findByText(/Website: enter a web address/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Website (optional)' }), {
      target: { value: 'https://solar.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start hiring' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PATCH', '/api/v1/jobs/hiring-profile')).toEqual([
        { companyName: 'Solar Sprout', about: null, website: 'https://solar.example', contactEmail: null },
      ]),
    );
  });

  it('shows a job seeker the search only', async () => {
    signInFixture();
    open({
      'GET /api/v1/jobs/hiring-profile': hiring({ canHire: false, cannotHireReason: 'Job seekers do not post jobs.' }),
    });
    expect(await screen.findByText(/Job seekers do not post jobs\./)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Posted by you' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Frontend engineer' })).toBeTruthy();
  });
});
