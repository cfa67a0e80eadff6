import type { MentorSession, MentorTotals } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder' | 'mentor'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    cofounder: cast.cofounder,
    mentor: cast.mentor,
    mentor2: { type: 'mentor', name: 'Nils Mentor', organizationName: null, approvalStatus: 'approved' },
    busy: { type: 'mentor', name: 'Bea Busy', organizationName: null, approvalStatus: 'approved' },
    investor: cast.investor,
  });

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const count = async (table: string, where = 'true') =>
  Number((await rows(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);

/** hh:00 UTC on the 10th of next month: always ahead, and all in one calendar month. */
const nextMonthAt = (hour: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, hour)).toISOString();
};

/** Every day 08:00 to 20:00 UTC, straight in the table. */
const openHours = async (profileId: number) => {
  const days = [0, 1, 2, 3, 4, 5, 6].map((dayIndex) => ({
    dayIndex,
    times: [{ startTime: '08:00', endTime: '20:00' }],
  }));
  await rows(
    `insert into availabilities (tenant_id, profile_id, type, time_zone, hourly_slot_time, days, dates)
     values ('${g.tenant.id}', ${profileId}, 'specific_days', 'UTC', 60, '${JSON.stringify(days)}'::jsonb, '[]'::jsonb)
     on conflict do nothing`,
  );
};

const offer = (token: string, body: Record<string, unknown>) => api('PUT', '/mentorship-hours/offer', token, body);
const book = (token: string, mentorUuid: string, startsAt: string, topic = 'Pricing our first product') =>
  api('POST', '/mentorship-hours/sessions', token, { mentorProfile: mentorUuid, startsAt, timeZone: 'UTC', topic });

/** Moves a session's meeting: accepted, and ended an hour ago. */
const heldAndEnded = (meetingUuid: string) =>
  rows(
    `update meetings set status = 'scheduled', awaiting_profile_id = null, starts_at = now() - interval '2 hours',
     ends_at = now() - interval '1 hour' where uuid = '${meetingUuid}'`,
  );

const setFlag = async (tenantId: string, on: boolean) => {
  await rows(
    `update tenants set settings = jsonb_set(settings, '{features,mentor_hours}', '${on}') where id = '${tenantId}'`,
  );
  t.app.tenants.clear();
};

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: cast.founder, mentor: cast.mentor });
  for (const mentor of [g.people.mentor, g.people.mentor2, g.people.busy]) await openHours(mentor.profileId);
});
afterAll(() => t?.close());

describe('mentorship-hours/offer', () => {
  it('shows a mentor the defaults until saved, then the saved offer', async () => {
    const before = await api('GET', '/mentorship-hours/offer', g.people.mentor2.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      active: false,
      sessionMinutes: 60,
      monthlyHoursLimit: null,
      mentor: { name: 'Nils Mentor', accountType: 'mentor' },
    });
    const saved = await offer(g.people.mentor.token, {
      active: true,
      topics: 'Pricing, go-to-market',
      sessionMinutes: 60,
      monthlyHoursLimit: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ active: true, topics: 'Pricing, go-to-market', monthlyHoursLimit: 2 });
    expect((await api('GET', '/mentorship-hours/offer', g.people.mentor.token)).json().data.topics).toBe(
      'Pricing, go-to-market',
    );
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    const bad = await offer(g.people.mentor2.token, { active: true, sessionMinutes: 50 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toContain(
      'body.sessionMinutes: Session length: one of 30, 45, 60, 90, 120 minutes',
    );
    const long = await offer(g.people.mentor2.token, { active: true, topics: 'x'.repeat(1001) });
    expect(long.json().errors.join()).toContain('Topics can be at most 1000 characters');
    expect((await offer(g.people.mentor2.token, { active: true, monthlyHoursLimit: 0 })).statusCode).toBe(400);
    expect((await offer(g.people.mentor2.token, { active: true, rate: 100 })).statusCode).toBe(400);
    expect((await offer(g.people.mentor2.token, { topics: 'no active' })).statusCode).toBe(400);
    expect(await count('mentor_offers', `mentor_profile_id = ${g.people.mentor2.profileId}`)).toBe(0);
  });

  it('is for mentors only', async () => {
    const startup = await offer(g.people.founder.token, { active: true });
    expect(startup.statusCode).toBe(403);
    expect(startup.json().message).toBe('Only mentors offer mentorship hours');
    const investor = await api('GET', '/mentorship-hours/offer', g.people.investor.token);
    expect(investor.statusCode).toBe(403);
    expect(investor.json().message).toBe('Mentorship hours are for startups and mentors');
    expect((await api('GET', '/mentorship-hours/offer')).statusCode).toBe(401);
  });
});

describe('mentorship-hours/mentors', () => {
  it('lists active offers to startups and mentors, by words of the name or topics', async () => {
    await offer(g.people.busy.token, { active: true, topics: 'Hardware supply chains', sessionMinutes: 30 });
    await offer(g.people.mentor2.token, { active: false, topics: 'Pricing too' });
    const all = await api('GET', '/mentorship-hours/mentors?limit=100', g.people.founder.token);
    expect(all.statusCode).toBe(200);
    const names = all.json().data.items.map((item: { mentor: { name: string } }) => item.mentor.name);
    expect(names).toEqual(expect.arrayContaining(['Meera Mentor', 'Bea Busy']));
    expect(names).not.toContain('Nils Mentor');
    const byTopic = await api('GET', '/mentorship-hours/mentors?q=supply%20hardware', g.people.mentor.token);
    expect(byTopic.json().data.items.map((item: { mentor: { name: string } }) => item.mentor.name)).toEqual([
      'Bea Busy',
    ]);
    const byName = await api('GET', '/mentorship-hours/mentors?q=meera', g.people.founder.token);
    expect(byName.json().data).toMatchObject({ total: 1, items: [{ mentor: { name: 'Meera Mentor' } }] });
    expect((await api('GET', '/mentorship-hours/mentors', g.people.investor.token)).statusCode).toBe(403);
    expect(
      (await api('GET', `/mentorship-hours/mentors?q=${'x'.repeat(101)}`, g.people.founder.token)).statusCode,
    ).toBe(400);
  });
});

describe('booking and confirming a session', () => {
  let session: MentorSession;

  it('books a slot inside the mentor’s availability as a meeting awaiting the mentor', async () => {
    const res = await book(g.people.founder.token, g.people.mentor.uuid, nextMonthAt(10));
    expect(res.statusCode).toBe(201);
    session = res.json().data;
    expect(session).toMatchObject({
      status: 'pending',
      role: 'startup',
      topic: 'Pricing our first product',
      bookedMinutes: 60,
      other: { name: 'Meera Mentor' },
      confirmed: false,
      can: { accept: false, decline: false, cancel: true, confirm: false, join: false },
    });
    expect(new Date(session.endsAt).getTime() - new Date(session.startsAt).getTime()).toBe(3_600_000);
    const [meeting] = await rows(
      `select type, status, awaiting_profile_id, organizer_profile_id, attendee_profile_id, video_link
       from meetings where uuid = '${session.meetingUuid}'`,
    );
    expect(meeting).toMatchObject({
      type: 'mentorship',
      status: 'pending',
      awaiting_profile_id: g.people.mentor.profileId,
      organizer_profile_id: g.people.founder.profileId,
      attendee_profile_id: g.people.mentor.profileId,
      video_link: `/meetings/${session.meetingUuid}/call`,
    });
    expect(await count('notifications', `user_id = '${g.people.mentor.userId}' and kind = 'mentor_session'`)).toBe(1);
    const mentorView = await api('GET', '/mentorship-hours/sessions?tab=pending', g.people.mentor.token);
    expect(mentorView.json().data.items).toEqual([
      expect.objectContaining({
        uuid: session.uuid,
        role: 'mentor',
        other: expect.objectContaining({ name: 'Asha Founder' }),
        can: expect.objectContaining({ accept: true, decline: true }),
      }),
    ]);
  });

  it('refuses a time outside the availability, a taken one, and anyone but a startup', async () => {
    const before = await count('mentor_sessions');
    const outside = await book(g.people.founder.token, g.people.mentor.uuid, nextMonthAt(22));
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe('That time is not in their availability');
    const taken = await book(g.people.cofounder.token, g.people.mentor.uuid, nextMonthAt(10));
    expect(taken.statusCode).toBe(409);
    const mentor = await book(g.people.mentor2.token, g.people.mentor.uuid, nextMonthAt(12));
    expect(mentor.statusCode).toBe(403);
    expect(mentor.json().message).toBe('Only startups book mentorship hours');
    expect((await book(g.people.investor.token, g.people.mentor.uuid, nextMonthAt(12))).statusCode).toBe(403);
    const inactive = await book(g.people.founder.token, g.people.mentor2.uuid, nextMonthAt(12));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('This mentor is not offering mentorship hours now');
    expect((await book(g.people.founder.token, g.people.investor.uuid, nextMonthAt(12))).statusCode).toBe(404);
    const bad = await api('POST', '/mentorship-hours/sessions', g.people.founder.token, {
      mentorProfile: g.people.mentor.uuid,
      startsAt: '2030-01-10T10:00:00',
      timeZone: 'UTC',
      topic: 'ok',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toContain('body.startsAt');
    expect(bad.json().errors.join()).toContain('Topic: at least 3 characters');
    expect(await count('mentor_sessions')).toBe(before);
  });

  it('stops at the monthly hours limit', async () => {
    // The limit is 2 hours: the first session holds one, a second fits, a third does not.
    expect((await book(g.people.cofounder.token, g.people.mentor.uuid, nextMonthAt(12))).statusCode).toBe(201);
    const over = await book(g.people.cofounder.token, g.people.mentor.uuid, nextMonthAt(15));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('This mentor has no hours left this month');
  });

  it('confirms only after a held session ended, once per side, then counts it in both totals', async () => {
    const early = await api('POST', `/mentorship-hours/sessions/${session.uuid}/confirm`, g.people.mentor.token, {
      notes: 'Went well',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a session that took place can be confirmed');
    // The mentor accepts through the meetings calls; the session is then upcoming for both.
    const accepted = await api('POST', `/meetings/${session.meetingUuid}/accept`, g.people.mentor.token);
    expect(accepted.statusCode).toBe(200);
    const upcoming = await api('GET', '/mentorship-hours/sessions?tab=upcoming', g.people.founder.token);
    expect(upcoming.json().data.items).toEqual([
      expect.objectContaining({
        uuid: session.uuid,
        status: 'scheduled',
        can: expect.objectContaining({ cancel: true }),
      }),
    ]);
    const notEnded = await api('POST', `/mentorship-hours/sessions/${session.uuid}/confirm`, g.people.founder.token, {
      notes: 'Went well',
    });
    expect(notEnded.statusCode).toBe(409);
    expect(notEnded.json().message).toBe('You can confirm the session once it has ended');

    await heldAndEnded(session.meetingUuid);
    const noNotes = await api('POST', `/mentorship-hours/sessions/${session.uuid}/confirm`, g.people.mentor.token, {
      notes: ' ',
    });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().errors.join()).toContain('Notes: say what was covered');
    const byMentor = await api('POST', `/mentorship-hours/sessions/${session.uuid}/confirm`, g.people.mentor.token, {
      notes: 'Pricing tiers and a pilot plan',
      minutes: 50,
    });
    expect(byMentor.statusCode).toBe(200);
    expect(byMentor.json().data).toMatchObject({
      status: 'completed',
      mentorConfirmation: { minutes: 50, notes: 'Pricing tiers and a pilot plan' },
      startupConfirmation: null,
      confirmed: false,
      can: { confirm: false },
    });
    const twice = await api('POST', `/mentorship-hours/sessions/${session.uuid}/confirm`, g.people.mentor.token, {
      notes: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already confirmed this session');
    const stranger = await api('POST', `/mentorship-hours/sessions/${session.uuid}/confirm`, g.people.cofounder.token, {
      notes: 'Not mine',
    });
    expect(stranger.statusCode).toBe(404);
    // Not counted until the startup confirms too.
    expect((await api('GET', '/mentorship-hours/totals', g.people.mentor.token)).json().data.confirmedMinutes).toBe(0);

    const byStartup = await api('POST', `/mentorship-hours/sessions/${session.uuid}/confirm`, g.people.founder.token, {
      notes: 'Clear advice on pricing',
    });
    expect(byStartup.statusCode).toBe(200);
    expect(byStartup.json().data).toMatchObject({ startupConfirmation: { minutes: 60 }, confirmed: true });
    expect(await count('notifications', `user_id = '${g.people.founder.userId}' and kind = 'mentor_session'`)).toBe(1);

    // The cofounder's session with the same mentor, held and confirmed by both.
    const [second] = await rows(
      `select s.uuid, m.uuid as meeting from mentor_sessions s join meetings m on m.id = s.meeting_id
       where s.startup_profile_id = ${g.people.cofounder.profileId}`,
    );
    await heldAndEnded(String(second?.meeting));
    for (const token of [g.people.cofounder.token, g.people.mentor.token]) {
      const res = await api('POST', `/mentorship-hours/sessions/${second?.uuid}/confirm`, token, { notes: 'Done' });
      expect(res.statusCode).toBe(200);
    }

    const mentorTotals: MentorTotals = (await api('GET', '/mentorship-hours/totals', g.people.mentor.token)).json()
      .data;
    expect(mentorTotals).toMatchObject({ role: 'mentor', confirmedMinutes: 110, sessions: 2 });
    expect(mentorTotals.byCounterpart.map((entry) => [entry.other.name, entry.minutes, entry.sessions]).sort()).toEqual(
      [
        ['Asha Founder', 50, 1],
        ['Bela Builder', 60, 1],
      ],
    );
    const founderTotals = (await api('GET', '/mentorship-hours/totals', g.people.founder.token)).json().data;
    expect(founderTotals).toMatchObject({
      role: 'startup',
      confirmedMinutes: 50,
      sessions: 1,
      byCounterpart: [{ other: { name: 'Meera Mentor' }, minutes: 50, sessions: 1 }],
    });
    const listed = await api('GET', '/mentorship-hours/mentors?q=meera', g.people.founder.token);
    expect(listed.json().data.items[0].confirmedMinutes).toBe(110);
    const past = await api('GET', '/mentorship-hours/sessions?tab=past', g.people.founder.token);
    expect(past.json().data.items.map((item: MentorSession) => item.uuid)).toEqual([session.uuid]);
  });

  it('is not found on another tenant, and for a tenant without the flag', async () => {
    await setFlag(other.tenant.id, true);
    try {
      const res = await alpha.api(
        'POST',
        `/mentorship-hours/sessions/${session.uuid}/confirm`,
        other.people.founder.token,
        {
          notes: 'Hello',
        },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Session not found');
      const foreign = await alpha.api('POST', '/mentorship-hours/sessions', other.people.founder.token, {
        mentorProfile: g.people.mentor.uuid,
        startsAt: nextMonthAt(16),
        timeZone: 'UTC',
        topic: 'Across tenants',
      });
      expect(foreign.statusCode).toBe(404);
      expect((await alpha.api('GET', '/mentorship-hours/totals', other.people.mentor.token)).json().data).toMatchObject(
        { confirmedMinutes: 0, byCounterpart: [] },
      );
    } finally {
      await setFlag(other.tenant.id, false);
    }
    await setFlag(g.tenant.id, false);
    try {
      for (const [method, url] of [
        ['GET', '/mentorship-hours/offer'],
        ['GET', '/mentorship-hours/mentors'],
        ['GET', '/mentorship-hours/sessions'],
        ['GET', '/mentorship-hours/totals'],
      ] as const) {
        const res = await api(method, url, g.people.mentor.token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Mentorship hours are not available here');
      }
      expect((await book(g.people.founder.token, g.people.busy.uuid, nextMonthAt(9))).statusCode).toBe(404);
      expect(await count('mentor_sessions', `mentor_profile_id = ${g.people.busy.profileId}`)).toBe(0);
    } finally {
      await setFlag(g.tenant.id, true);
    }
  });
});
