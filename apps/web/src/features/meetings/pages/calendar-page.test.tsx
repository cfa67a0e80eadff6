import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import {
  calledUrls,
  eventFixture,
  eventUuid,
  meetingFixture,
  ok,
  page,
  signIn,
  viewerZoneIs,
} from '../meetings-fixture.ts';
import { CalendarPage } from './calendar-page.tsx';

const pending = meetingFixture();
const scheduled = meetingFixture({
  uuid: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e',
  status: 'scheduled',
  awaiting: null,
  startsAt: '2026-12-04T15:00:00.000Z',
  endsAt: '2026-12-04T15:30:00.000Z',
  other: { ...pending.other, name: 'Meera Iyer' },
});
const event = eventFixture({ startsAt: '2026-12-02T12:00:00.000Z', endsAt: '2026-12-02T14:00:00.000Z' });

const open = (answers: Record<string, Answer> = {}, path = '/calender', tenant = tenantFixture()) => {
  const fetch = serve({
    'GET /api/v1/meetings/calendar': ok([pending, scheduled]),
    'GET /api/v2/events/calendar': ok([event]),
    'GET /api/v1/meetings': page([pending]),
    ...answers,
  });
  renderPage(
    <Routes>
      <Route path="/calender" element={<CalendarPage />} />
      <Route path="/errors/404" element={<h1>Not found</h1>} />
    </Routes>,
    { path, tenant },
  );
  return fetch;
};

const encoded = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe('CalendarPage', { timeout: 20_000 }, () => {
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
  });

  it('shows the month of meetings and events in my zone, told apart by words, with my requests on top', async () => {
    const fetch = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Meetings' })).toBeTruthy();
    expect(screen.getByText('Times in your time zone: Europe/London (GMT)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const requests = await screen.findByRole('region', { name: 'Requests waiting for you' });
    expect(within(requests).getByRole('link', { name: 'Fundraising meeting with Ravi Menon' })).toBeTruthy();
    expect(within(requests).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(
      await screen.findByRole('button', {
        name: 'Meeting, 09:00, Fundraising meeting with Ravi Menon, waiting for your answer',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Meeting, 15:00, Fundraising meeting with Meera Iyer, scheduled' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Event, 12:00, Demo Day' })).toBeTruthy();
    const range = encoded('2026-10-26T00:00:00+00:00', '2026-12-07T00:00:00+00:00');
    expect(calledUrls(fetch)).toContain(`/api/v1/meetings/calendar?${range}`);
    expect(calledUrls(fetch)).toContain(`/api/v2/events/calendar?${range}`);
  });

  it('switches to the week and moves a week at a time, asking for each week', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: '30 Nov – 6 Dec 2026' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thursday 3 December 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: '7 Dec – 13 Dec 2026' })).toBeTruthy();
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain(
        `/api/v1/meetings/calendar?${encoded('2026-12-07T00:00:00+00:00', '2026-12-14T00:00:00+00:00')}`,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: '30 Nov – 6 Dec 2026' })).toBeTruthy();
  });

  it('opens the view and date the address names, as a list by day, and an event in the drawer', async () => {
    open({}, '/calender?view=list&date=2026-12-15');
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Wednesday 2 December 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Event, 12:00, Demo Day' }));
    const drawer = await screen.findByRole('dialog', { name: 'Demo Day' });
    expect(within(drawer).getByRole('link', { name: 'Open the event' }).getAttribute('href')).toBe(
      `/calender/events/${eventUuid}`,
    );
  });

  it('is not there where the tenant has the calendar off', async () => {
    const tenant = tenantFixture();
    open({}, '/calender', { ...tenant, features: { ...tenant.features, calendar: false } });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});
