import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { clockInZone } from '../../../ui/zones.ts';
import { applicantFixture, interviewFixture, jobFixture, ownJobFixture, pageOf } from '../jobs-fixture.ts';
import { calledUrls, LocationProbe, ok, sentBodies } from '../jobs-test-kit.tsx';
import { viewerTimeZone } from '../zones.ts';
import { ApplicantsPage } from './applicants-page.tsx';

const job = ownJobFixture();
const jobUrl = `GET /api/v1/jobs/${job.uuid}`;
const listUrl = `GET /api/v1/jobs/${job.uuid}/applicants`;

const asha = applicantFixture();
const kiran = applicantFixture({
  uuid: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Kiran Rao',
  email: 'kiran@example.com',
  status: 'interview',
  moves: ['shortlisted', 'offered', 'rejected'],
  canScheduleInterview: false,
  interviews: [interviewFixture({ uuid: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d' })],
});
const done = applicantFixture({
  uuid: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  name: 'Meera Das',
  status: 'rejected',
  moves: [],
  canScheduleInterview: false,
});

const open = (answers: Record<string, Answer> = {}, path = `/jobs/${job.uuid}/applicants`) => {
  signInFixture();
  const fetch = serve({ [jobUrl]: ok(job), [listUrl]: ok(pageOf([asha, kiran, done], 3, 1, 25)), ...answers });
  renderPage(
    <>
      <Routes>
        <Route path="/jobs/:uuid/applicants" element={<ApplicantsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
  return fetch;
};

const card = async (name: string) => screen.findByRole('article', { name });

describe('ApplicantsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows each applicant with what they sent and their profile', async () => {
    open();
    const first = await card('Asha Seeker');
    expect(within(first).getByRole('link', { name: 'asha@example.com' }).getAttribute('href')).toBe(
      'mailto:asha@example.com',
    );
    expect(within(first).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(first).getByText('I love solar.')).toBeTruthy();
    expect(within(first).getByText('Frontend developer, 4 years')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Download asha-resume.pdf' })).toBeTruthy();
    expect(
      within(await card('Kiran Rao'))
        .getByRole('link', { name: 'Interview' })
        .getAttribute('href'),
    ).toBe('/job-interview/a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d');
  });

  it('offers exactly the moves the server allows for each applicant', async () => {
    open();
    const first = await card('Asha Seeker');
    // The buttons with words: the moves (a resume's download is an icon).
    const actions = (element: HTMLElement) =>
      within(element)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter(Boolean);
    expect(actions(first)).toEqual(['Schedule interview', 'Shortlist', 'Reject']);
    expect(actions(await card('Kiran Rao'))).toEqual(['Shortlist', 'Make an offer', 'Reject']);
    expect(actions(await card('Meera Das'))).toEqual([]);
  });

  it('moves an applicant with a message', async () => {
    const fetch = open({
      [`PATCH /api/v1/jobs/applicants/${asha.uuid}/status`]: ok({ ...asha, status: 'shortlisted' }),
    });
    fireEvent.click(within(await card('Asha Seeker')).getByRole('button', { name: 'Shortlist: Asha Seeker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist: Asha Seeker' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message to the applicant (optional)' }), {
      target: { value: 'We would like to talk.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PATCH', `/api/v1/jobs/applicants/${asha.uuid}/status`)).toEqual([
        { status: 'shortlisted', message: 'We would like to talk.' },
      ]),
    );
  });

  it('schedules an interview at one of the employer’s free times, sent with the viewer’s zone', async () => {
    const url = `/api/v1/jobs/applicants/${asha.uuid}/interviews`;
    const slotsUrl = `/api/v1/jobs/applicants/${asha.uuid}/interview-slots`;
    // The server offers what is free for both sides: 10:00 is taken, so it is not among them.
    const slot = (startsAt: string) => ({
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 45 * 60_000).toISOString(),
    });
    const free = [slot('2099-12-03T09:00:00.000Z'), slot('2099-12-03T11:00:00.000Z')];
    const fetch = open({
      [`GET ${slotsUrl}`]: ok({
        timeZone: 'UTC',
        type: 'specific_days',
        durationMinutes: 45,
        stepMinutes: 15,
        slots: free,
      }),
      [`POST ${url}`]: { status: 409, body: { message: 'This person is not free at that time', errors: [] } },
    });
    fireEvent.click(within(await card('Asha Seeker')).getByRole('button', { name: 'Schedule interview: Asha Seeker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview with Asha Seeker' });
    const zone = viewerTimeZone();
    expect(within(dialog).getByText(new RegExp(`your time zone, ${zone.replace(/_/g, ' ')}`))).toBeTruthy();
    const times = within(dialog).getByRole('group', { name: 'Your free times' });
    const offered = await within(times).findAllByRole('button', { pressed: false });
    expect(offered.map((button) => button.getAttribute('aria-label'))).toEqual(
      free.map((one) => expect.stringContaining(`, ${clockInZone(one.startsAt, zone)}`)),
    );
    expect(calledUrls(fetch).find((called) => called.startsWith(slotsUrl))).toContain('durationMinutes=45');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    expect(await within(dialog).findByText('Choose one of your free times')).toBeTruthy();
    fireEvent.click(offered[1] as HTMLElement);
    expect(offered[1]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Agenda (optional)' }), {
      target: { value: 'Intro' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', url)).toEqual([
        { startsAt: '2099-12-03T11:00:00.000Z', durationMinutes: 45, timeZone: zone, videoLink: null, agenda: 'Intro' },
      ]),
    );
    // Taken meanwhile: the server's words, and the dialog stays open to choose again.
    expect(await within(dialog).findByText('This person is not free at that time')).toBeTruthy();
  });

  it('filters by status with the counts on the tabs, kept in the address', async () => {
    const fetch = open();
    const applied = await screen.findByRole('tab', { name: 'Applied (2)' });
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveProperty('ariaSelected', 'true');
    fireEvent.click(applied);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/jobs/${job.uuid}/applicants?status=applied`),
    );
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain(`/api/v1/jobs/${job.uuid}/applicants?status=applied&pageNumber=1&limit=25`),
    );
  });

  it('does not ask for the applicants of someone else’s job', async () => {
    const fetch = open({ [jobUrl]: ok(jobFixture()) });
    expect(await screen.findByText('Only the employer who posted this job sees its applicants.')).toBeTruthy();
    expect(calledUrls(fetch).some((url) => url.includes('/applicants'))).toBe(false);
  });
});
