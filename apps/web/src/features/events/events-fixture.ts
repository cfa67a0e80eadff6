import type { Event, FormField } from '@ventura/shared';
import { sessionStore } from '../../core/session.ts';
import type { Answer, serve } from '../../test/serve.ts';

export const eventUuid = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
export const eventUrl = `/api/v2/events/${eventUuid}`;
export const attendUrl = `/api/v2/events/${eventUuid}/attend2`;
export const publicEventUrl = `/api/v2/events/public/${eventUuid}`;
export const publicAttendUrl = `/api/v2/events/public/${eventUuid}/attend2`;

export const eventQuestions: FormField[] = [
  { key: 'company', type: 'short_text', label: 'Company', required: true },
  { key: 'vegetarian', type: 'choice', label: 'Vegetarian meal?', required: false, options: ['Yes', 'No'] },
];

/** A published in-person event of the tenant with two questions and forty places left. */
export const eventFixture = (changes: Partial<Event> = {}): Event => ({
  uuid: eventUuid,
  title: 'Founders Breakfast',
  description: 'Coffee and pitches.',
  mode: 'in_person',
  location: 'Hub, 1 Main Street',
  onlineLink: null,
  startsAt: '2027-01-12T09:00:00.000Z',
  endsAt: '2027-01-12T11:00:00.000Z',
  timeZone: 'UTC',
  capacity: 50,
  attendingCount: 10,
  placesLeft: 40,
  ticket: null,
  slotMinutes: null,
  agenda: [{ time: '09:00', title: 'Welcome' }],
  speakers: [{ name: 'Mira Rao', title: 'Investor' }],
  questions: eventQuestions,
  files: [],
  isPublic: true,
  status: 'published',
  registration: null,
  path: `/calender/events/${eventUuid}`,
  icsUrl: `${eventUrl}/ics`,
  calendarLinks: { google: 'https://calendar.google.com/x', outlook: 'https://outlook.live.com/x' },
  can: { register: true, buyTicket: false, edit: false, viewRegistrations: false },
  ...changes,
});

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
export const refused = (status: number, message: string, errors: string[] = []): Answer => ({
  status,
  body: { message, errors },
});

type Fetch = ReturnType<typeof serve>;

/** The bodies sent to `method url` (JSON parsed). */
export const sentBodies = (fetch: Fetch, method: string, url: string) =>
  fetch.mock.calls
    .filter(([called, init]) => String(called).split('?')[0] === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

export const signInAs = (role: 'member' | 'operator' = 'member') =>
  sessionStore.signIn({
    user: {
      userId: 'u-1',
      id: 7,
      uuid: 'p-1',
      name: 'Asha',
      accountType: 'startup',
      role,
      impersonated: false,
    },
    accessToken: 'token-1',
  });
