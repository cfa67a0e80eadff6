import type { Availability, BasicConnection, Event, Meeting, SlotList } from '@ventura/shared';
import { vi } from 'vitest';
import { sessionStore } from '../../core/session.ts';
import type { Answer, serve } from '../../test/serve.ts';

export const meetingUuid = '3d9c1a2b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const hostUuid = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
export const myUuid = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
export const eventUuid = '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
export const page = (items: unknown[], total = items.length, limit = 20): Answer =>
  ok({ items, total, pageNumber: 1, limit });
export const refused = (status: number, message: string, errors: string[] = []): Answer => ({
  status,
  body: { message, errors },
});

/** Signs a startup member in (their profile is myUuid). */
export const signIn = () =>
  sessionStore.signIn({
    user: {
      userId: 'u-startup',
      id: 7,
      uuid: myUuid,
      name: 'Asha',
      accountType: 'startup',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-1',
  });

/** The browser's zone, as the page reads it (Intl's resolved options). */
export const viewerZoneIs = (timeZone: string) => {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone };
  });
};

export const connectionFixture = (changes: Partial<BasicConnection> = {}): BasicConnection => ({
  uuid: hostUuid,
  userId: 'u-investor',
  name: 'Ravi Menon',
  organizationName: 'Kerala Angels',
  accountType: 'investor',
  avatar: null,
  ...changes,
});

export const availabilityFixture = (changes: Partial<Availability> = {}): Availability => ({
  type: 'specific_days',
  timeZone: 'UTC',
  hourlySlotTime: 30,
  days: [],
  dates: [],
  stepMinutes: 15,
  updatedAt: null,
  ...changes,
});

export const slotListFixture = (changes: Partial<SlotList> = {}): SlotList => ({
  timeZone: 'Asia/Kolkata',
  type: 'specific_days',
  durationMinutes: 30,
  stepMinutes: 15,
  slots: [],
  ...changes,
});

export const meetingFixture = (changes: Partial<Meeting> = {}): Meeting => ({
  uuid: meetingUuid,
  type: 'fundraising',
  mode: 'schedule_later',
  status: 'pending',
  startsAt: '2026-12-03T09:00:00.000Z',
  endsAt: '2026-12-03T09:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  agenda: 'Our seed round',
  role: 'attendee',
  other: {
    profileUuid: hostUuid,
    userId: 'u-investor',
    name: 'Ravi Menon',
    accountType: 'investor',
    organizationName: 'Kerala Angels',
    avatar: null,
  },
  awaiting: 'me',
  note: null,
  call: { kind: 'built_in', url: `/meetings/${meetingUuid}` },
  path: `/meetings/${meetingUuid}`,
  can: { accept: true, decline: true, propose: true, cancel: true, join: false, rate: false },
  createdAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

export const eventFixture = (changes: Partial<Event> = {}): Event => ({
  uuid: eventUuid,
  title: 'Demo Day',
  description: 'Pitches',
  mode: 'online',
  location: null,
  onlineLink: null,
  startsAt: '2026-12-10T12:00:00.000Z',
  endsAt: '2026-12-10T14:00:00.000Z',
  timeZone: 'Europe/London',
  capacity: null,
  attendingCount: 4,
  placesLeft: null,
  ticket: null,
  slotMinutes: null,
  agenda: [],
  speakers: [],
  questions: [],
  files: [],
  isPublic: false,
  status: 'published',
  registration: null,
  path: `/calender/events/${eventUuid}`,
  icsUrl: `/api/v2/events/${eventUuid}/ics`,
  calendarLinks: { google: 'https://calendar.google.com', outlook: 'https://outlook.live.com' },
  can: { register: true, buyTicket: false, edit: false, viewRegistrations: false },
  ...changes,
});

type Fetch = ReturnType<typeof serve>;

/** The bodies sent to `method url` (JSON parsed). */
export const sentBodies = (fetch: Fetch, method: string, url: string) =>
  fetch.mock.calls
    .filter(([called, init]) => String(called).split('?')[0] === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

/** The addresses (with their queries) called with a method. */
export const calledUrls = (fetch: Fetch, method = 'GET') =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([called]) => String(called));
