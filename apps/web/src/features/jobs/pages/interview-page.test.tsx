import { ModalsProvider } from '@mantine/modals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { interviewFixture } from '../jobs-fixture.ts';
import { ok, sentBodies } from '../jobs-test-kit.tsx';
import { interviewTimes, viewerTimeZone } from '../zones.ts';
import { InterviewPage } from './interview-page.tsx';

// A zone no test machine runs in, so the organiser's time always shows beside the viewer's.
const interview = interviewFixture({ timeZone: 'Pacific/Kiritimati' });
const url = `/api/v1/jobs/interviews/${interview.uuid}`;
const organiser = { reschedule: true, cancel: true, recordOutcome: true };

const open = (answers: Record<string, Answer>) => {
  signInFixture();
  const fetch = serve(answers);
  renderPage(
    <ModalsProvider>
      <Routes>
        <Route path="/job-interview/:uuid" element={<InterviewPage />} />
      </Routes>
    </ModalsProvider>,
    { path: `/job-interview/${interview.uuid}` },
  );
  return fetch;
};

describe('InterviewPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows the candidate the job, the time in their zone and the organiser’s, the call and the agenda', async () => {
    open({ [`GET ${url}`]: ok(interview) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview: Frontend engineer' })).toBeTruthy();
    const times = interviewTimes(interview, viewerTimeZone());
    expect(screen.getByText(times.viewer)).toBeTruthy();
    expect(screen.getByText(`For the organiser: ${times.organiser}`)).toBeTruthy();
    // The platform's own call opens in the app, as a meeting's does.
    const join = screen.getByRole('link', { name: 'Join the call' });
    expect(join.getAttribute('href')).toBe(`/meetings/${interview.uuid}/call`);
    expect(join.getAttribute('target')).toBeNull();
    expect(screen.getByText('Walk through a past project.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record outcome' })).toBeNull();
  });

  it('opens the employer’s own link, or the tenant’s video service, in a new tab', async () => {
    open({ [`GET ${url}`]: ok({ ...interview, call: { kind: 'external', url: 'https://zoom.example.com/j/42' } }) });
    const join = await screen.findByRole('link', { name: 'Join the call' });
    expect(join.getAttribute('href')).toBe('https://zoom.example.com/j/42');
    expect(join.getAttribute('target')).toBe('_blank');
  });

  it('lets the organiser record the outcome with a note', async () => {
    const recorded = {
      ...interview,
      status: 'completed' as const,
      outcome: 'next_round' as const,
      outcomeNote: 'Strong',
    };
    const fetch = open({ [`GET ${url}`]: ok({ ...interview, can: organiser }), [`POST ${url}/outcome`]: ok(recorded) });
    fireEvent.click(await screen.findByRole('button', { name: 'Record outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'How did it go?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record outcome' }));
    expect(await within(dialog).findByText('Choose an outcome')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Next round' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Strong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record outcome' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', `${url}/outcome`)).toEqual([{ outcome: 'next_round', note: 'Strong' }]),
    );
    expect(await screen.findByText('Next round')).toBeTruthy();
  });

  it('lets the organiser cancel after asking', async () => {
    const fetch = open({
      [`GET ${url}`]: ok({ ...interview, can: organiser }),
      [`POST ${url}/cancel`]: ok({ ...interview, status: 'cancelled' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', `${url}/cancel`)).toHaveLength(1));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('moves the interview to another of the employer’s free times, starting from the one it has', async () => {
    const slotsUrl = `${url}/slots`;
    const slot = (startsAt: string) => ({
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 45 * 60_000).toISOString(),
    });
    const fetch = open({
      [`GET ${url}`]: ok({ ...interview, can: organiser }),
      [`GET ${slotsUrl}`]: ok({
        timeZone: 'UTC',
        type: 'specific_days',
        durationMinutes: 45,
        stepMinutes: 15,
        slots: [slot(interview.startsAt), slot('2099-12-04T10:00:00.000Z')],
      }),
      [`PATCH ${url}`]: ok(interview),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the interview' });
    const times = within(dialog).getByRole('group', { name: 'Your free times' });
    expect(await within(times).findByRole('button', { pressed: true })).toBeTruthy();
    const [later] = within(times).getAllByRole('button', { pressed: false });
    fireEvent.click(later as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move interview' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PATCH', url)).toEqual([
        { startsAt: '2099-12-04T10:00:00.000Z', durationMinutes: 45, timeZone: viewerTimeZone() },
      ]),
    );
  });
});
