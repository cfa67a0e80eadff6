import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountType, MentorOffer, MentorSession, MentorTotals } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { profileAnswerFor } from '../../../test/profile-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { clockLabel, viewerZone } from '../times.ts';
import { MentorshipPage } from './mentorship-page.tsx';

const signInAs = (accountType: AccountType) =>
  sessionStore.signIn({
    user: { userId: 'u1', id: 7, uuid: 'p1', name: 'Asha', accountType, role: 'member', impersonated: false },
    accessToken: 'token-1',
  });

const person = (name: string, accountType: AccountType) => ({
  profileUuid: `${name.toLowerCase()}-0000-4000-8000-000000000000`.slice(0, 36),
  userId: `${name}-user`,
  name,
  accountType,
  organizationName: null,
  avatar: null,
});

const mentorUuid = '7d9f6a52-3b1e-4c8a-9f0d-2e6b5c4a3f10';
const ravi = { ...person('Ravi', 'mentor'), profileUuid: mentorUuid };

const offer = (overrides: Partial<MentorOffer> = {}): MentorOffer => ({
  mentor: ravi,
  active: true,
  topics: 'Fundraising, pricing',
  sessionMinutes: 60,
  monthlyHoursLimit: null,
  bookedMinutesThisMonth: 90,
  confirmedMinutes: 240,
  ...overrides,
});

const session = (overrides: Partial<MentorSession> = {}): MentorSession => ({
  uuid: 's1',
  meetingUuid: 'm1',
  status: 'pending',
  role: 'mentor',
  other: person('Asha', 'startup'),
  topic: 'Seed round',
  startsAt: '2026-12-02T10:00:00Z',
  endsAt: '2026-12-02T11:00:00Z',
  timeZone: 'Europe/London',
  bookedMinutes: 60,
  mentorConfirmation: null,
  startupConfirmation: null,
  confirmed: false,
  can: { accept: false, decline: false, cancel: false, confirm: false, join: false },
  ...overrides,
});

const list = <T,>(items: T[]) => ({
  status: 200,
  body: { data: { items, total: items.length, pageNumber: 1, limit: 10 } },
});
const one = (data: unknown): Answer => ({ status: 200, body: { data } });

/** The body the nth call matching `path` sent. */
const bodyOf = (fetch: ReturnType<typeof serve>, method: string, path: string) => {
  const call = fetch.mock.calls.find(([url, init]) => String(url).startsWith(path) && init?.method === method);
  return JSON.parse(String(call?.[1]?.body ?? 'null'));
};

describe('MentorshipPage', () => {
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
    renderPage(<MentorshipPage />, { path: '/mentorship-hours' });
    expect(await screen.findByText('Sign in to use mentorship hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('tells a member who is neither startup nor mentor what it is for', async () => {
    signInAs('investor');
    serve(profileAnswerFor('investor'));
    renderPage(<MentorshipPage />, { path: '/mentorship-hours' });
    expect(await screen.findByText(/Mentorship hours are for startups and mentors/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says so when the tenant does not offer it', async () => {
    signInAs('mentor');
    const tenant = tenantFixture();
    renderPage(<MentorshipPage />, {
      path: '/mentorship-hours',
      tenant: { ...tenant, features: { ...tenant.features, mentor_hours: false } },
    });
    expect(await screen.findByText(/Mentorship hours are not offered/)).toBeTruthy();
  });

  describe('a mentor', () => {
    it('saves the offer, with a link to the availability', async () => {
      signInAs('mentor');
      const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
      const fetch = serve({
        ...profileAnswerFor('mentor'),
        'GET /api/v1/mentorship-hours/offer': one(offer({ active: false, topics: '' })),
        'PUT /api/v1/mentorship-hours/offer': one(offer()),
      });
      renderPage(<MentorshipPage />, { path: '/mentorship-hours' });
      expect((await screen.findByRole('tab', { name: 'My offer' })).getAttribute('aria-selected')).toBe('true');
      expect(screen.queryByRole('tab', { name: 'Find a mentor' })).toBeNull();
      const active = await screen.findByRole('switch', { name: 'Offer mentorship hours' });
      expect(screen.getByRole('link', { name: 'Set your availability' }).getAttribute('href')).toBe(
        '/calender/availability',
      );
      expect(screen.getByText(/Booked this month: 1 h 30 min. Confirmed in all: 4 h./)).toBeTruthy();
      fireEvent.click(active);
      fireEvent.change(screen.getByRole('textbox', { name: 'Topics' }), { target: { value: ' Go-to-market ' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Monthly limit (hours)' }), { target: { value: '6' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(
          expect.objectContaining({ message: 'Your offer is saved and open to startups.' }),
        ),
      );
      expect(bodyOf(fetch, 'PUT', '/api/v1/mentorship-hours/offer')).toEqual({
        active: true,
        topics: 'Go-to-market',
        sessionMinutes: 60,
        monthlyHoursLimit: 6,
      });
    });

    it('answers a pending session and confirms a past one', async () => {
      signInAs('mentor');
      const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
      const fetch = serve({
        ...profileAnswerFor('mentor'),
        'GET /api/v1/mentorship-hours/sessions?tab=upcoming&pageNumber=1&limit=10': list([
          session({
            status: 'scheduled',
            can: { accept: false, decline: false, cancel: true, confirm: false, join: true },
          }),
        ]),
        'GET /api/v1/mentorship-hours/sessions?tab=pending&pageNumber=1&limit=10': list([
          session({ can: { accept: true, decline: true, cancel: true, confirm: false, join: false } }),
        ]),
        'GET /api/v1/mentorship-hours/sessions?tab=past&pageNumber=1&limit=10': list([
          session({
            status: 'completed',
            startupConfirmation: { at: '2026-12-02T11:05:00Z', minutes: 55, notes: 'Great advice' },
            can: { accept: false, decline: false, cancel: false, confirm: true, join: false },
          }),
        ]),
        'POST /api/v1/meetings/m1/accept': one({}),
        'POST /api/v1/mentorship-hours/sessions/s1/confirm': one(session({ status: 'completed' })),
      });
      renderPage(<MentorshipPage />, { path: '/mentorship-hours?view=sessions' });

      const upcoming = await screen.findByRole('listitem', { name: 'Session with Asha' });
      expect(within(upcoming).getByRole('link', { name: 'Join call' }).getAttribute('href')).toBe('/meetings/m1/call');
      expect(within(upcoming).getByRole('button', { name: 'Cancel session' })).toBeTruthy();

      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Pending' }));
      fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
      const pending = await screen.findByRole('listitem', { name: 'Session with Asha' });
      fireEvent.click(within(pending).getByRole('button', { name: 'Accept' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Session with Asha accepted.' })),
      );
      expect(
        fetch.mock.calls.some(([url, init]) => url === '/api/v1/meetings/m1/accept' && init?.method === 'POST'),
      ).toBe(true);

      fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
      const past = await screen.findByRole('listitem', { name: 'Session with Asha' });
      expect(within(past).getByText(/Great advice/)).toBeTruthy();
      fireEvent.click(within(past).getByRole('button', { name: 'Confirm session' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm your session with Asha' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save confirmation' }));
      expect(await within(dialog).findByText('Notes: say what was covered')).toBeTruthy();
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes' }), {
        target: { value: 'Pitch deck review' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Minutes' }), { target: { value: '50' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save confirmation' }));
      await waitFor(() =>
        expect(bodyOf(fetch, 'POST', '/api/v1/mentorship-hours/sessions/s1/confirm')).toEqual({
          notes: 'Pitch deck review',
          minutes: 50,
        }),
      );
    });

    it('shows the confirmed hours in all and per startup', async () => {
      signInAs('mentor');
      const totals: MentorTotals = {
        role: 'mentor',
        confirmedMinutes: 150,
        sessions: 3,
        byCounterpart: [{ other: person('Asha', 'startup'), minutes: 150, sessions: 3 }],
      };
      serve({ ...profileAnswerFor('mentor'), 'GET /api/v1/mentorship-hours/totals': one(totals) });
      renderPage(<MentorshipPage />, { path: '/mentorship-hours?view=hours' });
      expect(await screen.findByText('2 h 30 min', { selector: 'p' })).toBeTruthy();
      const table = screen.getByRole('table', { name: 'Hours per startup' });
      expect(within(table).getByRole('cell', { name: 'Asha' })).toBeTruthy();
    });
  });

  describe('a startup', () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    tomorrow.setUTCHours(9, 0, 0, 0);
    const first = tomorrow.toISOString();
    const second = new Date(tomorrow.getTime() + 60 * 60 * 1000).toISOString();
    const slots = {
      timeZone: 'Asia/Kolkata',
      type: 'anytime',
      durationMinutes: 60,
      stepMinutes: 15,
      slots: [
        { startsAt: second, endsAt: new Date(tomorrow.getTime() + 2 * 60 * 60 * 1000).toISOString() },
        { startsAt: first, endsAt: second },
      ],
    };

    it('finds a mentor, books a free slot in its local day, and says when it was taken', async () => {
      signInAs('startup');
      const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
      let booking: Answer = {
        status: 409,
        body: { message: 'Conflict', errors: ['That time is no longer free: choose another'] },
      };
      const fetch = serve({
        ...profileAnswerFor('startup'),
        'GET /api/v1/mentorship-hours/mentors': list([offer()]),
        [`GET /api/v1/availability/${mentorUuid}/slots`]: one(slots),
      });
      const answer = fetch.getMockImplementation();
      fetch.mockImplementation(async (input, init) => {
        if (String(input) === '/api/v1/mentorship-hours/sessions' && init?.method === 'POST') {
          return new Response(JSON.stringify(booking.body), { status: booking.status });
        }
        return answer ? answer(input, init) : new Response('{}', { status: 500 });
      });
      renderPage(<MentorshipPage />, { path: '/mentorship-hours' });
      expect((await screen.findByRole('tab', { name: 'Find a mentor' })).getAttribute('aria-selected')).toBe('true');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search mentors' }), { target: { value: 'pricing' } });
      await waitFor(() =>
        expect(fetch.mock.calls.some(([url]) => String(url).includes('/mentorship-hours/mentors?q=pricing'))).toBe(
          true,
        ),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Book a session with Ravi' }));

      const dialog = await screen.findByRole('dialog', { name: 'Book a session with Ravi' });
      const zone = viewerZone();
      const day = await within(dialog).findByRole('group', {
        name: new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
        }).format(tomorrow),
      });
      const times = within(day)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(times).toEqual([clockLabel(first, zone), clockLabel(second, zone)]);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
      expect(await within(dialog).findByText('Choose a time')).toBeTruthy();

      fireEvent.click(within(day).getByRole('button', { name: clockLabel(first, zone) }));
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Topic' }), { target: { value: 'Pricing plans' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(
        'That time is no longer free: choose another',
      );
      expect(bodyOf(fetch, 'POST', '/api/v1/mentorship-hours/sessions')).toEqual({
        mentorProfile: mentorUuid,
        startsAt: first,
        timeZone: zone,
        topic: 'Pricing plans',
      });

      booking = { status: 201, body: { data: session({ role: 'startup', other: ravi }) } };
      fireEvent.click(within(day).getByRole('button', { name: clockLabel(second, zone) }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(
          expect.objectContaining({ message: 'Session requested. Ravi will answer soon.' }),
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
