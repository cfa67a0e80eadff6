import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  calledUrls,
  connectionFixture,
  hostUuid,
  meetingFixture,
  ok,
  refused,
  sentBodies,
  signIn,
  slotListFixture,
  viewerZoneIs,
} from '../meetings-fixture.ts';
import { BookMeetingPage } from './book-page.tsx';

const slotsUrl = `/api/v1/availability/${hostUuid}/slots`;
const slot = (startsAt: string) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
});
const slots = slotListFixture({
  slots: [slot('2026-12-02T10:00:00.000Z'), slot('2026-12-01T09:00:00.000Z'), slot('2026-12-01T23:30:00.000Z')],
});

const open = (answers: Record<string, Answer>) => {
  const fetch = serve({
    'GET /api/v1/connections/list/basic/all': ok([connectionFixture()]),
    [`GET ${slotsUrl}`]: ok(slots),
    ...answers,
  });
  renderPage(
    <Routes>
      <Route path="/calender/book/:profileUuid" element={<BookMeetingPage />} />
      <Route path="/calender" element={<h1>My Meetings page</h1>} />
    </Routes>,
    { path: `/calender/book/${hostUuid}` },
  );
  return fetch;
};

const tuesdayNine = 'Tuesday 1 December 2026, 09:00 (14:30 in Asia/Kolkata)';

describe('BookMeetingPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T08:00:00Z') });
    signIn();
    viewerZoneIs('Europe/London');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStore.clear();
    notifications.clean();
  });

  it('shows the person and their free week by my local day, with their time beside mine', async () => {
    const fetch = open({});
    expect(await screen.findByText('Ravi Menon')).toBeTruthy();
    expect(screen.getByText('Kerala Angels')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tuesday 1 December 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wednesday 2 December 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: tuesdayNine })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday 1 December 2026, 23:30 (05:00 in Asia/Kolkata)' })).toBeTruthy();
    expect(calledUrls(fetch).find((url) => url.startsWith(slotsUrl))).toBe(
      `${slotsUrl}?from=2026-11-30T00%3A00%3A00%2B00%3A00&to=2026-12-07T00%3A00%3A00%2B00%3A00`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain(
        `${slotsUrl}?from=2026-12-07T00%3A00%3A00%2B00%3A00&to=2026-12-14T00%3A00%3A00%2B00%3A00`,
      ),
    );
  });

  it('requests the chosen slot with its offset and my time zone, then opens the calendar', async () => {
    const fetch = open({ 'POST /api/v1/meetings': ok(meetingFixture({ role: 'organizer', awaiting: 'them' }), 201) });
    fireEvent.click(await screen.findByRole('button', { name: tuesdayNine }));
    expect(screen.getByRole('button', { name: tuesdayNine }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Agenda'), { target: { value: 'Our seed round' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request meeting' }));
    expect(await screen.findByRole('heading', { name: 'My Meetings page' })).toBeTruthy();
    expect(sentBodies(fetch, 'POST', '/api/v1/meetings')).toEqual([
      {
        withProfile: hostUuid,
        mode: 'schedule_later',
        type: 'fundraising',
        timeZone: 'Europe/London',
        startsAt: '2026-12-01T09:00:00+00:00',
        agenda: 'Our seed round',
      },
    ]);
  });

  it('asks for a time before sending, and sends a call now without one', async () => {
    const fetch = open({ 'POST /api/v1/meetings': ok(meetingFixture({ mode: 'instant' }), 201) });
    fireEvent.click(await screen.findByRole('button', { name: 'Request meeting' }));
    expect(await screen.findByText('Start: choose a time')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', '/api/v1/meetings')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: /Call now/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request meeting' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', '/api/v1/meetings')).toHaveLength(1));
    expect(sentBodies(fetch, 'POST', '/api/v1/meetings')[0]).toEqual({
      withProfile: hostUuid,
      mode: 'instant',
      type: 'fundraising',
      timeZone: 'Europe/London',
    });
  });

  it('says a taken time is no longer free and asks for the free times again', async () => {
    const fetch = open({ 'POST /api/v1/meetings': refused(409, 'That time is no longer free: choose another') });
    fireEvent.click(await screen.findByRole('button', { name: tuesdayNine }));
    fireEvent.click(screen.getByRole('button', { name: 'Request meeting' }));
    expect(await screen.findByText('That time is no longer free: choose another')).toBeTruthy();
    await waitFor(() => expect(calledUrls(fetch).filter((url) => url.startsWith(slotsUrl))).toHaveLength(2));
    expect(screen.getByRole('button', { name: tuesdayNine }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so for someone who is not a connection', async () => {
    open({ 'GET /api/v1/connections/list/basic/all': ok([]) });
    expect(await screen.findByText('You can only meet your connections')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request meeting' })).toBeNull();
  });
});
