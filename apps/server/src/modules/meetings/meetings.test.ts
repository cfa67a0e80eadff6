import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { cast, notificationsOf } from '../connections/test-kit.ts';
import { seedTenantMeetings } from './seed.ts';
import { createMeetingReminders } from './service.ts';

let t: TestApp;
/** What the demo seed left on localhost before the tests cleared it. */
let seeded: Record<string, unknown>[] = [];
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'investor'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    cofounder: cast.cofounder,
    investor: cast.investor,
    investor2: cast.investor2,
    mentor: cast.mentor,
    corporate: cast.corporate,
  });
const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');

type Json = Record<string, unknown>;
const hour = 3_600_000;
/** 10:00 UTC some days from now (Europe/London is UTC in winter, BST +1 in summer). */
const at = (days: number, utcHour = 10, minutes = 0) => {
  const date = new Date(Date.now() + days * 24 * hour);
  date.setUTCHours(utcHour, minutes, 0, 0);
  return date.toISOString();
};

const allWeek = (timeZone: string, startTime = '09:00', endTime = '17:00', hourlySlotTime = 30) => ({
  type: 'specific_days',
  timeZone,
  hourlySlotTime,
  days: [0, 1, 2, 3, 4, 5, 6].map((dayIndex) => ({ dayIndex, times: [{ startTime, endTime }] })),
});

const connect = (a: number, b: number) =>
  rows(sql`insert into connections (tenant_id, from_profile_id, to_profile_id, status)
           values (${g.tenant.id}, ${a}, ${b}, 'accepted')`);
const setAvailability = async (token: string, body: Json) => {
  const response = await api('PUT', '/availability', token, body);
  expect(response.statusCode, response.body).toBe(200);
};
const requestMeeting = (token: string, withProfile: string, startsAt: string | undefined, extra: Json = {}) =>
  api('POST', '/meetings', token, {
    withProfile,
    ...(startsAt ? { startsAt } : {}),
    timeZone: 'Asia/Kolkata',
    agenda: 'Seed round',
    ...extra,
  });
const book = async (token: string, withProfile: string, startsAt: string) => {
  const response = await requestMeeting(token, withProfile, startsAt);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Json & { uuid: string };
};
const counts = async (token: string) => (await api('GET', '/notifications/count', token)).json().data;
const local = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { investor: cast.investor });
  seeded = await rows(sql`select status, type, awaiting_profile_id = attendee_profile_id as "awaitsAttendee"
                            from meetings where tenant_id = ${g.tenant.id}`);
  const { founder, cofounder, investor, investor2 } = g.people;
  await connect(founder.profileId, investor.profileId);
  await connect(investor.profileId, cofounder.profileId);
  await connect(investor2.profileId, investor.profileId);
  await t.app.identitySettled();
});
afterAll(() => t.close());
beforeEach(async () => {
  await rows('delete from meetings');
  await rows('delete from availabilities');
  await rows('delete from mentor_offers');
  await rows(`delete from throttle_counters where key like 'meetings:%'`);
  await rows(`delete from pgboss.job where name = 'meetings.reminder'`);
  await setAvailability(g.people.investor.token, allWeek('Europe/London'));
});

describe('availability', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    await rows('delete from availabilities');
    expect((await api('GET', '/availability')).statusCode).toBe(401);
    const fresh = (await api('GET', '/availability', g.people.founder.token)).json().data;
    expect(fresh).toMatchObject({ type: 'temporary_unavailable', updatedAt: null, stepMinutes: 15, days: [] });
    await setAvailability(g.people.founder.token, {
      ...allWeek('Asia/Kolkata'),
      dates: [{ date: '2027-01-26', closed: true }],
    });
    const saved = (await api('GET', '/availability', g.people.founder.token)).json().data;
    expect(saved).toMatchObject({ type: 'specific_days', timeZone: 'Asia/Kolkata', hourlySlotTime: 30 });
    expect(saved.days).toHaveLength(7);
    expect(saved.dates).toEqual([{ date: '2027-01-26', closed: true, times: [] }]);
    expect(saved.updatedAt).not.toBeNull();
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    await rows('delete from availabilities');
    const cases: [Json, string][] = [
      [{ ...allWeek('Mars/Olympus') }, 'body.timeZone'],
      [{ ...allWeek('+05:30') }, 'body.timeZone'],
      [{ ...allWeek('UTC', '17:00', '09:00') }, 'body.days'],
      [{ ...allWeek('UTC', '09:00', '25:00') }, 'body.days'],
      [{ ...allWeek('UTC'), hourlySlotTime: 17 }, 'body.hourlySlotTime'],
      [{ ...allWeek('UTC'), type: 'sometimes' }, 'body.type'],
      [{ ...allWeek('UTC'), dates: [{ date: '2027-02-30', closed: true }] }, 'body.dates'],
      [
        {
          ...allWeek('UTC'),
          days: [
            {
              dayIndex: 1,
              times: [
                { startTime: '09:00', endTime: '12:00' },
                { startTime: '11:00', endTime: '13:00' },
              ],
            },
          ],
        },
        'body.days',
      ],
      [{ ...allWeek('UTC'), days: [{ dayIndex: 7, times: [] }] }, 'body.days'],
    ];
    for (const [body, field] of cases) {
      const response = await api('PUT', '/availability', g.people.founder.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.join(' '), JSON.stringify(body)).toContain(field);
    }
    expect(await rows('select * from availabilities')).toHaveLength(0);
  });

  it('is not there when the tenant turns the calendar off', async () => {
    await rows(
      sql`update tenants set settings = jsonb_set(settings, '{features,calendar}', 'false') where id = ${g.tenant.id}`,
    );
    t.app.tenants.clear();
    try {
      expect((await api('GET', '/availability', g.people.founder.token)).statusCode).toBe(404);
      expect((await api('GET', '/meetings', g.people.founder.token)).statusCode).toBe(404);
    } finally {
      await rows(
        sql`update tenants set settings = jsonb_set(settings, '{features,calendar}', 'true') where id = ${g.tenant.id}`,
      );
      t.app.tenants.clear();
    }
  });
});

describe('slots', () => {
  const slotsOf = (token: string, profileUuid: string, from: string, to: string) =>
    api(
      'GET',
      `/availability/${profileUuid}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      token,
    );

  it('cuts the host hours at the tenant step, the same instants for viewers in Kolkata and New York', async () => {
    const { founder, investor } = g.people;
    const day = at(10).slice(0, 10);
    const kolkata = (
      await slotsOf(founder.token, investor.uuid, `${day}T00:00:00+05:30`, `${day}T23:59:00+05:30`)
    ).json().data;
    expect(kolkata).toMatchObject({
      timeZone: 'Europe/London',
      type: 'specific_days',
      durationMinutes: 30,
      stepMinutes: 15,
    });
    // 09:00 to 16:30 London every 15 minutes.
    expect(kolkata.slots).toHaveLength(31);
    expect(local(kolkata.slots[0].startsAt, 'Europe/London')).toBe('09:00');
    expect(local(kolkata.slots.at(-1).endsAt, 'Europe/London')).toBe('17:00');
    const newYork = (
      await slotsOf(founder.token, investor.uuid, `${day}T00:00:00-05:00`, `${day}T23:59:00-05:00`)
    ).json().data;
    // New York's day starts at 05:00 UTC: all of London's hours that day, none of the next.
    expect(newYork.slots).toEqual(kolkata.slots);
    for (const slot of [...kolkata.slots, ...newYork.slots]) {
      expect(slot.startsAt).toMatch(/Z$/);
    }
  });

  it('keeps 09:00-17:00 local across the spring and autumn changes (London and New York)', async () => {
    const { founder, investor } = g.people;
    for (const [zone, from, to] of [
      ['Europe/London', '2027-03-27T00:00:00Z', '2027-03-30T00:00:00Z'],
      ['Europe/London', '2027-10-30T00:00:00Z', '2027-11-02T00:00:00Z'],
      ['America/New_York', '2027-03-13T00:00:00-05:00', '2027-03-16T00:00:00-04:00'],
      ['America/New_York', '2027-11-06T00:00:00-04:00', '2027-11-09T00:00:00-05:00'],
    ] as const) {
      await setAvailability(investor.token, allWeek(zone, '09:00', '17:00', 60));
      const response = await slotsOf(founder.token, investor.uuid, from, to);
      expect(response.statusCode, response.body).toBe(200);
      const slots = response.json().data.slots as { startsAt: string; endsAt: string }[];
      const starts = slots.map((s) => local(s.startsAt, zone));
      expect(slots.length, `${zone} ${from}`).toBeGreaterThanOrEqual(3 * 29);
      expect(new Set(starts).size).toBe(29); // 09:00 .. 16:00 every 15 minutes
      expect(starts.every((s) => s >= '09:00' && s <= '16:00')).toBe(true);
      expect(slots.every((s) => local(s.endsAt, zone) <= '17:00')).toBe(true);
      const offsets = new Set(
        slots.map((s) => new Date(s.startsAt).getUTCHours() - Number(local(s.startsAt, zone).slice(0, 2))),
      );
      expect(offsets.size, `${zone}: the UTC hours moved with the change`).toBe(2);
    }
  });

  it('refuses a range too long, a time without an offset, strangers; lets a startup see a mentor offer', async () => {
    const { founder, investor, investor2, mentor, corporate } = g.people;
    expect((await slotsOf(founder.token, investor.uuid, at(1), at(40))).statusCode).toBe(400);
    expect((await slotsOf(founder.token, investor.uuid, at(3), at(2))).statusCode).toBe(400);
    const naive = await slotsOf(founder.token, investor.uuid, '2027-01-04T00:00:00', '2027-01-05T00:00:00');
    expect(naive.statusCode).toBe(400);
    expect(naive.json().errors.join(' ')).toContain('query.from');
    expect((await slotsOf(corporate.token, investor.uuid, at(1), at(3))).statusCode).toBe(403);
    expect((await slotsOf(founder.token, other.people.investor.uuid, at(1), at(3))).statusCode).toBe(404);
    await setAvailability(mentor.token, allWeek('UTC'));
    expect((await slotsOf(founder.token, mentor.uuid, at(1), at(3))).statusCode).toBe(403);
    await rows(sql`insert into mentor_offers (tenant_id, mentor_profile_id, session_minutes)
                   values (${g.tenant.id}, ${mentor.profileId}, 60)`);
    const offered = await slotsOf(founder.token, mentor.uuid, at(1), at(3));
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.durationMinutes).toBe(60);
    expect((await slotsOf(investor2.token, mentor.uuid, at(1), at(3))).statusCode).toBe(403);
  });

  it('drops the times either side is busy, job interviews too', async () => {
    const { founder, investor, corporate } = g.people;
    const day = at(5).slice(0, 10);
    const before = (await slotsOf(founder.token, investor.uuid, `${day}T00:00:00Z`, `${day}T23:59:00Z`)).json().data
      .slots as { startsAt: string }[];
    await rows(sql`insert into meetings (tenant_id, type, organizer_profile_id, attendee_profile_id, attendee_name,
                     starts_at, ends_at, time_zone, video_link, status)
                   values (${g.tenant.id}, 'job-interview', ${corporate.profileId}, ${founder.profileId}, 'Asha',
                     ${`${day}T10:00:00Z`}, ${`${day}T11:00:00Z`}, 'UTC', 'https://video.example/x', 'scheduled')`);
    const after = (await slotsOf(founder.token, investor.uuid, `${day}T00:00:00Z`, `${day}T23:59:00Z`)).json().data
      .slots as { startsAt: string }[];
    // Slots of 30 minutes starting 09:45 to 10:45 overlap the interview of the viewer.
    expect(before.length - after.length).toBe(5);
    expect(after.some((s) => s.startsAt === `${day}T10:00:00.000Z`)).toBe(false);
    const calendar = await api('GET', `/meetings/calendar?from=${day}T00:00:00Z&to=${day}T23:59:00Z`, founder.token);
    expect(calendar.json().data.map((m: Json) => m.type)).toEqual(['job-interview']);
    const employer = await api('GET', `/meetings/calendar?from=${day}T00:00:00Z&to=${day}T23:59:00Z`, corporate.token);
    expect(employer.json().data).toHaveLength(1);
  });
});

describe('requesting a meeting', () => {
  it('books a free slot, pending for the other side, who is told and counts it', async () => {
    const { founder, investor } = g.people;
    const startsAt = at(3);
    const response = await requestMeeting(founder.token, investor.uuid, startsAt);
    expect(response.statusCode, response.body).toBe(201);
    const meeting = response.json().data;
    expect(meeting).toMatchObject({
      status: 'pending',
      role: 'organizer',
      awaiting: 'them',
      type: 'fundraising',
      mode: 'schedule_later',
      timeZone: 'Asia/Kolkata',
      startsAt: startsAt.replace('.000Z', '.000Z'),
      other: { profileUuid: investor.uuid, name: investor.name },
      call: { kind: 'built_in', url: `/meetings/${meeting.uuid}/call` },
      path: `/meetings/${meeting.uuid}`,
      can: { accept: false, decline: false, propose: false, cancel: true, join: false },
    });
    expect(new Date(meeting.endsAt).getTime() - new Date(meeting.startsAt).getTime()).toBe(30 * 60_000);
    const seen = (await api('GET', `/meetings/${meeting.uuid}`, investor.token)).json().data;
    expect(seen).toMatchObject({ role: 'attendee', awaiting: 'me', can: { accept: true, propose: true } });
    expect((await counts(investor.token)).pendingAcceptanceMeetingCount).toBe(1);
    expect((await counts(founder.token)).pendingAcceptanceMeetingCount).toBe(0);
    const [note] = await notificationsOf(t, investor.userId);
    expect(note).toMatchObject({ kind: 'meeting_request', url: `/meetings/${meeting.uuid}` });
    // The investor has a London availability: the time is written in London.
    expect(String(note?.title)).toContain('(Europe/London)');
    // The email waits in the queue under its own notice, which the investor may turn off alone.
    const emails = await rows(
      `select data from pgboss.job where name = 'notifications.email' and data->>'userId' = '${investor.userId}'
         and data->>'subject' = '${String(note?.title).replaceAll("'", "''")}'`,
    );
    expect(emails.map((row) => (row.data as Json).notice)).toEqual(['meetingRequests']);
  });

  it('refuses, storing nothing: outside their hours, off the step, past, strangers, oneself, twice, no offset, other tenant', async () => {
    const { founder, investor, corporate } = g.people;
    const refused: [Json | string, string | undefined, number, string][] = [
      [investor.uuid, at(3, 20), 409, 'That time is not in their availability'],
      [
        investor.uuid,
        at(3, 10, 5),
        400,
        'body.startsAt: Start: choose one of their times, which start every 15 minutes',
      ],
      [investor.uuid, at(-1), 400, 'minutes from now'],
      [investor.uuid, new Date(Date.now() + 60_000).toISOString(), 400, 'minutes from now'],
      [corporate.uuid, at(3), 403, 'You can only meet your connections'],
      [founder.uuid, at(3), 400, 'You cannot meet yourself'],
      [investor.uuid, at(3).replace('.000Z', ''), 400, 'body.startsAt'],
      [other.people.investor.uuid, at(3), 404, 'Profile not found'],
      [investor.uuid, undefined, 400, 'body.startsAt'],
    ];
    for (const [withProfile, startsAt, status, text] of refused) {
      const response = await requestMeeting(founder.token, String(withProfile), startsAt);
      expect(response.statusCode, `${startsAt}: ${response.body}`).toBe(status);
      expect(response.json().errors.join(' ')).toContain(text);
    }
    expect(await rows('select * from meetings')).toHaveLength(0);
    await book(founder.token, investor.uuid, at(3));
    const twice = await requestMeeting(founder.token, investor.uuid, at(3));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already have a meeting or interview at that time');
    // Overlapping, not equal, is taken too.
    expect((await requestMeeting(founder.token, investor.uuid, at(3, 10, 15))).statusCode).toBe(409);
    expect(await rows('select * from meetings')).toHaveLength(1);
  });

  it('takes 20 requests an hour from one member, counting only those stored', async () => {
    const { founder, investor } = g.people;
    expect((await requestMeeting(founder.token, investor.uuid, at(3, 20))).statusCode).toBe(409);
    const times = [3, 4].flatMap((days) => [9, 10, 11, 12, 13].flatMap((h) => [at(days, h), at(days, h, 30)]));
    for (const startsAt of times) {
      const response = await requestMeeting(founder.token, investor.uuid, startsAt);
      expect(response.statusCode, `${startsAt}: ${response.body}`).toBe(201);
    }
    const flood = await requestMeeting(founder.token, investor.uuid, at(5));
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe('You can ask for at most 20 meetings an hour. Please try again later.');
    expect(flood.headers['retry-after']).toBeDefined();
    expect(await rows('select * from meetings')).toHaveLength(20);
  });

  it('lets one of two requests for the same slot win', async () => {
    const { founder, cofounder, investor } = g.people;
    const startsAt = at(4);
    const answers = await Promise.all([
      requestMeeting(founder.token, investor.uuid, startsAt),
      requestMeeting(cofounder.token, investor.uuid, startsAt),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe('This person is not free at that time');
    expect(await rows('select * from meetings')).toHaveLength(1);
  });

  it('lets a proposal and a request racing for one time not both win', async () => {
    const { founder, cofounder, investor } = g.people;
    const meeting = await book(founder.token, investor.uuid, at(4));
    const wanted = at(4, 14);
    const answers = await Promise.all([
      api('POST', `/meetings/${meeting.uuid}/propose`, investor.token, { startsAt: wanted, timeZone: 'Europe/London' }),
      requestMeeting(cofounder.token, investor.uuid, wanted),
    ]);
    expect(answers.filter((a) => a.statusCode < 300)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(1);
    const taken = await rows(
      sql`select count(*)::int as n from meetings where starts_at = ${wanted}::timestamptz and status = 'pending'`,
    );
    expect(taken[0]?.n).toBe(1);
  });

  it('asks for a call now, which starts when accepted', async () => {
    const { founder, investor } = g.people;
    const response = await requestMeeting(founder.token, investor.uuid, undefined, { mode: 'instant' });
    expect(response.statusCode, response.body).toBe(201);
    const accepted = await api('POST', `/meetings/${response.json().data.uuid}/accept`, investor.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'scheduled', can: { join: true } });
  });
});

describe('answering', () => {
  it('accepts: scheduled, the requester told, the reminder queued, the count back to 0, an .ics', async () => {
    const { founder, investor, corporate } = g.people;
    const meeting = await book(founder.token, investor.uuid, at(3));
    expect((await api('POST', `/meetings/${meeting.uuid}/accept`, founder.token)).statusCode).toBe(403);
    expect((await api('POST', `/meetings/${meeting.uuid}/accept`, corporate.token)).statusCode).toBe(404);
    expect((await alpha.api('POST', `/meetings/${meeting.uuid}/accept`, other.people.investor.token)).statusCode).toBe(
      404,
    );
    expect((await alpha.api('GET', `/meetings/${meeting.uuid}`, other.people.investor.token)).statusCode).toBe(404);
    expect((await api('GET', `/meetings/${meeting.uuid}`, corporate.token)).statusCode).toBe(404);
    expect((await api('GET', `/meetings/${meeting.uuid}/ics`, founder.token)).statusCode).toBe(409);
    const accepted = await api('POST', `/meetings/${meeting.uuid}/accept`, investor.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'scheduled',
      awaiting: null,
      can: { accept: false, cancel: true },
    });
    expect((await api('POST', `/meetings/${meeting.uuid}/accept`, investor.token)).statusCode).toBe(409);
    expect((await counts(investor.token)).pendingAcceptanceMeetingCount).toBe(0);
    const [note] = await notificationsOf(t, founder.userId);
    expect(note).toMatchObject({ kind: 'meeting_update' });
    // The founder saved no availability: the meeting's zone.
    expect(String(note?.title)).toContain('(Asia/Kolkata)');
    const jobs = await rows(
      sql`select data, singleton_key as key, start_after as "startAfter" from pgboss.job where name = 'meetings.reminder'`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toMatchObject({ meetingUuid: meeting.uuid, startsAt: meeting.startsAt });
    expect(String(jobs[0]?.key)).toContain(meeting.uuid);
    const remindAt = new Date(String(meeting.startsAt)).getTime() - 15 * 60_000;
    expect(Math.abs(new Date(String(jobs[0]?.startAfter)).getTime() - remindAt)).toBeLessThan(5_000);
    // The job, when it runs: nothing for a start that moved, then one reminder to each side.
    const reminders = createMeetingReminders({ db: t.database.db, notifier: t.app.notifier });
    const context = { attempt: 1, lastAttempt: false };
    const data = { tenantId: g.tenant.id, meetingUuid: meeting.uuid, startsAt: String(meeting.startsAt) };
    await reminders.run({ ...data, startsAt: at(9) }, context);
    expect((await notificationsOf(t, investor.userId)).filter((n) => n.kind === 'meeting_reminder')).toHaveLength(0);
    await reminders.run(data, context);
    for (const person of [founder, investor]) {
      const [reminder] = await notificationsOf(t, person.userId);
      expect(reminder).toMatchObject({ kind: 'meeting_reminder', url: `/meetings/${meeting.uuid}` });
    }
    const ics = await api('GET', `/meetings/${meeting.uuid}/ics`, investor.token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain(`UID:${meeting.uuid}`);
  });

  it('proposes another time, which then awaits the requester', async () => {
    const { founder, investor } = g.people;
    const meeting = await book(founder.token, investor.uuid, at(3));
    const outside = await api('POST', `/meetings/${meeting.uuid}/propose`, investor.token, {
      startsAt: at(3, 21),
      timeZone: 'Europe/London',
    });
    expect(outside.statusCode).toBe(409);
    const proposed = await api('POST', `/meetings/${meeting.uuid}/propose`, investor.token, {
      startsAt: at(3, 13),
      timeZone: 'Europe/London',
      note: 'After lunch?',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().data).toMatchObject({ status: 'pending', awaiting: 'them', note: 'After lunch?' });
    expect((await counts(founder.token)).pendingAcceptanceMeetingCount).toBe(1);
    expect((await counts(investor.token)).pendingAcceptanceMeetingCount).toBe(0);
    expect((await api('POST', `/meetings/${meeting.uuid}/decline`, investor.token)).statusCode).toBe(403);
    const declined = await api('POST', `/meetings/${meeting.uuid}/decline`, founder.token, { reason: 'Busy week' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', note: 'Busy week' });
    expect((await counts(founder.token)).pendingAcceptanceMeetingCount).toBe(0);
    // A declined time is free again.
    await book(founder.token, investor.uuid, at(3, 13));
  });

  it('cancels from either side, not by others; an empty body is fine', async () => {
    const { founder, investor, corporate } = g.people;
    const meeting = await book(founder.token, investor.uuid, at(3));
    expect((await api('POST', `/meetings/${meeting.uuid}/cancel`, corporate.token)).statusCode).toBe(404);
    const cancelled = await api('POST', `/meetings/${meeting.uuid}/cancel`, investor.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', can: { cancel: false } });
    expect((await api('POST', `/meetings/${meeting.uuid}/cancel`, founder.token)).statusCode).toBe(409);
    expect((await notificationsOf(t, founder.userId))[0]).toMatchObject({ kind: 'meeting_update' });
  });
});

describe('lists and the calendar', () => {
  it('lists by tab and answers the calendar within 62 days', async () => {
    const { founder, investor } = g.people;
    const first = await book(founder.token, investor.uuid, at(3));
    const second = await book(founder.token, investor.uuid, at(5));
    await api('POST', `/meetings/${second.uuid}/accept`, investor.token);
    const tab = async (name: string) =>
      (await api('GET', `/meetings?tab=${name}`, founder.token)).json().data.items.map((m: Json) => m.uuid);
    expect(await tab('pending')).toEqual([first.uuid]);
    expect(await tab('upcoming')).toEqual([second.uuid]);
    expect(await tab('past')).toEqual([]);
    expect((await api('GET', '/meetings?tab=later', founder.token)).statusCode).toBe(400);
    const range = (from: string, to: string) =>
      api('GET', `/meetings/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, investor.token);
    const month = await range(at(0), at(30));
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().data.map((m: Json) => m.uuid)).toEqual([first.uuid, second.uuid]);
    // Only meetings overlapping the range, and a declined one is gone from it.
    expect((await range(at(4), at(30))).json().data.map((m: Json) => m.uuid)).toEqual([second.uuid]);
    await api('POST', `/meetings/${first.uuid}/decline`, investor.token, {});
    expect((await range(at(0), at(30))).json().data.map((m: Json) => m.uuid)).toEqual([second.uuid]);
    expect((await range(at(0), at(63))).statusCode).toBe(400);
    expect((await range(at(5), at(1))).statusCode).toBe(400);
    expect((await range('2027-01-01', '2027-01-31')).statusCode).toBe(400);
  });
});

describe('the demo seed', () => {
  it('left office hours and a pending request, and adds nothing when run again', async () => {
    expect(seeded).toContainEqual({ status: 'pending', type: 'fundraising', awaitsAttendee: true });
    await rows('delete from availabilities');
    await seedTenantMeetings(t.database.db, { tenantId: g.tenant.id, slug: 'ventura' });
    await seedTenantMeetings(t.database.db, { tenantId: g.tenant.id, slug: 'ventura' });
    expect(await rows(sql`select * from meetings where tenant_id = ${g.tenant.id}`)).toHaveLength(1);
    const hours = await rows(
      sql`select a.type, a.time_zone as zone from availabilities a join profiles p on p.id = a.profile_id
           where a.tenant_id = ${g.tenant.id} and p.account_type = 'investor'`,
    );
    expect(hours.length).toBeGreaterThan(0);
    expect(hours[0]).toEqual({ type: 'specific_days', zone: 'Asia/Kolkata' });
  });
});

describe('mentorship counts', () => {
  it('counts sessions awaiting the mentor and ended sessions each side has to confirm', async () => {
    const { founder, mentor } = g.people;
    const insert = async (status: string, startsAt: string, endsAt: string, awaiting: number | null) => {
      const [row] = await rows(sql`insert into meetings (tenant_id, type, organizer_profile_id, attendee_profile_id,
                                     attendee_name, awaiting_profile_id, starts_at, ends_at, time_zone, video_link, status)
                                   values (${g.tenant.id}, 'mentorship', ${founder.profileId}, ${mentor.profileId},
                                     'Meera', ${awaiting}, ${startsAt}, ${endsAt}, 'UTC', '/x', ${status})
                                   returning id`);
      return Number(row?.id);
    };
    await insert('pending', at(2), at(2, 11), mentor.profileId);
    const ended = await insert('scheduled', at(-2), at(-2, 11), null);
    await rows(sql`insert into mentor_sessions (tenant_id, meeting_id, mentor_profile_id, startup_profile_id, topic,
                     booked_minutes, startup_confirmed_at)
                   values (${g.tenant.id}, ${ended}, ${mentor.profileId}, ${founder.profileId}, 'Pricing', 60, now())`);
    await t.app.identitySettled();
    expect(await counts(mentor.token)).toMatchObject({
      pendingAcceptanceMentorHoursCount: 2,
      pendingAcceptanceMeetingCount: 0,
    });
    // The startup confirmed already; the pending session waits for the mentor, not for them.
    expect((await counts(founder.token)).pendingAcceptanceMentorHoursCount).toBe(0);
    await rows(sql`update mentor_sessions set startup_confirmed_at = null where meeting_id = ${ended}`);
    await t.app.identitySettled();
    expect((await counts(founder.token)).pendingAcceptanceMentorHoursCount).toBe(1);
  });
});
