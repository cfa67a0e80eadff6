import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  hostUuid,
  meetingFixture,
  meetingUuid,
  myUuid,
  ok,
  page,
  sentBodies,
  signIn,
  slotListFixture,
  viewerZoneIs,
} from '../meetings-fixture.ts';
import { MeetingPage } from './meeting-page.tsx';
import { MeetingsPage } from './meetings-page.tsx';

const meetingUrl = `/api/v1/meetings/${meetingUuid}`;
const none = { accept: false, decline: false, propose: false, cancel: false, join: false, rate: false };

const open = (answers: Record<string, Answer>, path = `/meetings/${meetingUuid}`) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/meetings" element={<MeetingsPage />} />
      <Route path="/meetings/:uuid" element={<MeetingPage />} />
    </Routes>,
    { path },
  );
  return fetch;
};

describe('a meeting page', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => viewerZoneIs('Europe/London'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
    notifications.clean();
  });

  it('asks a visitor to sign in instead of calling the server', async () => {
    const fetch = open({});
    expect(await screen.findByText('Sign in to see this meeting')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows who, when in my zone and in the meeting zone, and the answers the server allows', async () => {
    signIn();
    const scheduled = ok(meetingFixture({ status: 'scheduled', awaiting: null, can: { ...none, cancel: true } }));
    const answers: Record<string, Answer> = {
      [`GET ${meetingUrl}`]: ok(meetingFixture()),
      [`POST ${meetingUrl}/accept`]: scheduled,
    };
    const fetch = open(answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraising meeting with Ravi Menon' })).toBeTruthy();
    expect(screen.getByText('Waiting for your answer')).toBeTruthy();
    expect(screen.getByText(/Thu, 3 Dec 2026, 09:00 – 09:30 Europe\/London \(GMT\)/)).toBeTruthy();
    expect(
      screen.getByText(/Meeting time zone: Thu, 3 Dec 2026, 14:30 – 15:00 Asia\/Kolkata \(GMT\+5:30\)/),
    ).toBeTruthy();
    expect(screen.getByText('Our seed round')).toBeTruthy();
    for (const name of ['Accept', 'Decline', 'Propose another time', 'Cancel meeting']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('link', { name: 'Join call' })).toBeNull();
    answers[`GET ${meetingUrl}`] = scheduled;
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', `${meetingUrl}/accept`)).toHaveLength(1));
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
  });

  it('offers Join call, linking to the call page, only when the server says so', async () => {
    signIn();
    open({
      [`GET ${meetingUrl}`]: ok(
        meetingFixture({ status: 'scheduled', awaiting: null, can: { ...none, join: true, cancel: true } }),
      ),
    });
    const join = await screen.findByRole('link', { name: 'Join call' });
    expect(join.getAttribute('href')).toBe(`/meetings/${meetingUuid}/call`);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('declines with a reason', async () => {
    signIn();
    const fetch = open({
      [`GET ${meetingUrl}`]: ok(meetingFixture()),
      [`POST ${meetingUrl}/decline`]: ok(meetingFixture({ status: 'declined', awaiting: null, can: none })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the meeting' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Travelling that week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm decline' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', `${meetingUrl}/decline`)).toEqual([{ reason: 'Travelling that week' }]),
    );
  });

  it('proposes another of the host free times: my own when I was asked', async () => {
    signIn();
    const mySlots = `/api/v1/availability/${myUuid}/slots`;
    const fetch = open({
      [`GET ${meetingUrl}`]: ok(meetingFixture({ role: 'attendee' })),
      [`GET ${mySlots}`]: ok(
        slotListFixture({
          timeZone: 'Europe/London',
          slots: [{ startsAt: '2099-12-01T10:00:00.000Z', endsAt: '2099-12-01T10:30:00.000Z' }],
        }),
      ),
      [`POST ${meetingUrl}/propose`]: ok(meetingFixture({ awaiting: 'them' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose another time' });
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith(`/api/v1/availability/${hostUuid}`))).toBe(false);
    // The picker starts this week; the slot is far ahead, so its week is empty: the request itself is what counts.
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).startsWith(mySlots))).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Choose a time first')).toBeTruthy();
  });
});

describe('the meetings list', { timeout: 20_000 }, () => {
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
    open({}, '/meetings');
    expect(await screen.findByText('Sign in to see your meetings')).toBeTruthy();
  });

  it('lists a tab of meetings, paged, with the tab in the address', async () => {
    signIn();
    const fetch = open(
      {
        'GET /api/v1/meetings': page([meetingFixture({ status: 'scheduled', awaiting: null, can: none })], 1),
      },
      '/meetings?tab=past',
    );
    expect(await screen.findByRole('link', { name: 'Fundraising meeting with Ravi Menon' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/v1/meetings?tab=past&pageNumber=1&limit=20');
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeTruthy();
  });
});
