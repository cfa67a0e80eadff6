import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';

/*
 * Interviews keep the calendar's one rule with meetings (meetings/booking.ts): at one of the employer's
 * free slots, never over a pending or scheduled meeting or interview of the employer or the candidate,
 * and in the platform's own call unless the employer gives a link or the tenant prefers its video service.
 */

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    corporate: cast.corporate,
    investor: cast.investor,
    seeker: { type: 'job_seeker', name: 'Sam Seeker', organizationName: null },
    seeker2: { type: 'job_seeker', name: 'Tara Talent', organizationName: null },
  });
const { api, rows } = testClient(() => t, 'localhost');

type Json = Record<string, unknown>;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A UTC wall time some days from now. */
const at = (days: number, utcHour = 10, minutes = 0) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(utcHour, minutes, 0, 0);
  return date.toISOString();
};
const allWeek = (startTime = '09:00', endTime = '17:00') => ({
  type: 'specific_days',
  timeZone: 'UTC',
  hourlySlotTime: 30,
  days: [0, 1, 2, 3, 4, 5, 6].map((dayIndex) => ({ dayIndex, times: [{ startTime, endTime }] })),
});
const setAvailability = async (token: string, body: Json = allWeek()) => {
  const response = await api('PUT', '/availability', token, body);
  expect(response.statusCode, response.body).toBe(200);
};
const interviewsPath = (applicationUuid: string) => `/jobs/applicants/${applicationUuid}/interviews`;
const interview = (token: string, applicationUuid: string, startsAt: string, extra: Json = {}) =>
  api('POST', interviewsPath(applicationUuid), token, { startsAt, durationMinutes: 45, timeZone: 'UTC', ...extra });
const interviewCount = async () =>
  Number((await rows(`select count(*)::int as n from meetings where type = 'job-interview'`))[0]?.n);

/** The founder's job and the corporate's; both seekers applied to both. */
let applications: { founderSeeker: string; founderSeeker2: string; corporateSeeker: string; corporateSeeker2: string };

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  const { founder, corporate, investor, seeker, seeker2 } = g.people;
  const postJob = async (token: string, companyName: string) => {
    const hiring = await api('PATCH', '/jobs/hiring-profile', token, { companyName, website: 'https://x.example' });
    expect(hiring.statusCode, hiring.body).toBe(200);
    const job = await api('POST', '/jobs', token, {
      title: 'Backend engineer',
      description: 'Build the APIs of a solar marketplace in TypeScript.',
      employmentType: 'full_time',
      workMode: 'remote',
      deadline: inDays(30),
    });
    expect(job.statusCode, job.body).toBe(201);
    return String(job.json().data.uuid);
  };
  const apply = async (token: string, jobUuid: string) => {
    const response = await api('POST', `/jobs/${jobUuid}/apply`, token, {});
    expect(response.statusCode, response.body).toBe(201);
    return String(response.json().data.uuid);
  };
  const [founderJob, corporateJob] = [
    await postJob(founder.token, 'Solar Sprout'),
    await postJob(corporate.token, 'Big Corp'),
  ];
  applications = {
    founderSeeker: await apply(seeker.token, founderJob),
    founderSeeker2: await apply(seeker2.token, founderJob),
    corporateSeeker: await apply(seeker.token, corporateJob),
    corporateSeeker2: await apply(seeker2.token, corporateJob),
  };
  await rows(sql`insert into connections (tenant_id, from_profile_id, to_profile_id, status)
                 values (${g.tenant.id}, ${founder.profileId}, ${investor.profileId}, 'accepted')`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await rows('delete from meetings');
  await rows('delete from availabilities');
  await rows(`delete from throttle_counters where key like 'meetings:%'`);
  await setAvailability(g.people.founder.token);
  await setAvailability(g.people.corporate.token);
  await setAvailability(g.people.investor.token);
});

describe('one calendar for meetings and interviews', () => {
  it('books a candidate once: two employers asking for the same time at once, exactly one wins', async () => {
    const { founder, corporate } = g.people;
    const startsAt = at(2);
    const answers = await Promise.all([
      interview(founder.token, applications.founderSeeker, startsAt),
      interview(corporate.token, applications.corporateSeeker, startsAt),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe('This person is not free at that time');
    expect(await interviewCount()).toBe(1);
    // Overlapping, not equal, is taken too; the same employer's own clash is said as theirs.
    const winner = answers[0]?.statusCode === 201 ? founder : corporate;
    const late = await interview(
      winner === founder ? corporate.token : founder.token,
      winner === founder ? applications.corporateSeeker : applications.founderSeeker,
      at(2, 10, 30),
    );
    expect(late.json().message).toBe('This person is not free at that time');
    const own = await interview(
      winner.token,
      winner === founder ? applications.founderSeeker2 : applications.corporateSeeker2,
      at(2, 10, 15),
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You already have a meeting or interview at that time');
    expect(await interviewCount()).toBe(1);
  });

  it('refuses an interview over a pending meeting, which can still be accepted; and a meeting over an interview', async () => {
    const { founder, investor } = g.people;
    const request = await api('POST', '/meetings', founder.token, {
      withProfile: investor.uuid,
      startsAt: at(3),
      timeZone: 'UTC',
    });
    expect(request.statusCode, request.body).toBe(201);
    const over = await interview(founder.token, applications.founderSeeker, at(3, 10, 15));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You already have a meeting or interview at that time');
    expect(await interviewCount()).toBe(0);
    const accepted = await api('POST', `/meetings/${request.json().data.uuid}/accept`, investor.token);
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The other way round: an interview first, then meetings at its time from either side.
    expect((await interview(founder.token, applications.founderSeeker, at(3, 14))).statusCode).toBe(201);
    const theirs = await api('POST', '/meetings', investor.token, {
      withProfile: founder.uuid,
      startsAt: at(3, 14),
      timeZone: 'UTC',
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe('This person is not free at that time');
    const mine = await api('POST', '/meetings', founder.token, {
      withProfile: investor.uuid,
      startsAt: at(3, 14, 30),
      timeZone: 'UTC',
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe('You already have a meeting or interview at that time');
    expect(await rows(`select * from meetings where type <> 'job-interview'`)).toHaveLength(1);
  });

  it("refuses a time outside the employer's availability or off its step, and bad input, storing nothing", async () => {
    const { founder } = g.people;
    const outside = await interview(founder.token, applications.founderSeeker, at(2, 20));
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe('That time is not in your availability');
    const off = await interview(founder.token, applications.founderSeeker, at(2, 10, 5));
    expect(off.statusCode).toBe(400);
    expect(off.json().errors.join(' ')).toContain('body.startsAt');
    const noZone = await interview(founder.token, applications.founderSeeker, at(2).replace('.000Z', ''));
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().errors.join(' ')).toContain('body.startsAt');
    // Moving one is held to the same rule.
    const booked = await interview(founder.token, applications.founderSeeker, at(2));
    expect(booked.statusCode, booked.body).toBe(201);
    const uuid = booked.json().data.uuid;
    const move = (startsAt: string) =>
      api('PATCH', `/jobs/interviews/${uuid}`, founder.token, { startsAt, durationMinutes: 45, timeZone: 'UTC' });
    expect((await move(at(2, 21))).json().message).toBe('That time is not in your availability');
    expect((await move(at(2, 10, 30))).statusCode).toBe(200);
    // Away: nothing can be booked.
    await setAvailability(founder.token, { ...allWeek(), type: 'temporary_unavailable' });
    expect((await interview(founder.token, applications.founderSeeker2, at(4))).statusCode).toBe(409);
    expect(await interviewCount()).toBe(1);
  });

  it('offers the employer only the slots free for both sides, and to no one else', async () => {
    const { founder, corporate, investor } = g.people;
    const day = 5;
    const from = at(day, 0);
    const to = at(day + 1, 0);
    const slotsPath = (applicationUuid: string, extra = '') =>
      `/jobs/applicants/${applicationUuid}/interview-slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`;
    // The founder's pending meeting at 10:00, and the seeker's interview with the corporate at 13:00.
    await setAvailability(founder.token, allWeek('09:00', '15:00'));
    expect(
      (
        await api('POST', '/meetings', founder.token, {
          withProfile: investor.uuid,
          startsAt: at(day),
          timeZone: 'UTC',
        })
      ).statusCode,
    ).toBe(201);
    expect((await interview(corporate.token, applications.corporateSeeker, at(day, 13))).statusCode).toBe(201);

    const response = await api('GET', slotsPath(applications.founderSeeker, '&durationMinutes=60'), founder.token);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data;
    expect(list).toMatchObject({ durationMinutes: 60, stepMinutes: 15, timeZone: 'UTC' });
    const starts = list.slots.map((slot: { startsAt: string }) => slot.startsAt.slice(11, 16));
    expect(starts[0]).toBe('09:00');
    // 09:15 to 10:15 would overlap the meeting (10:00 to 10:30), 12:15 to 13:30 the seeker's interview.
    expect(starts).not.toContain('09:15');
    expect(starts).not.toContain('10:15');
    expect(starts).toContain('10:30');
    expect(starts).toContain('12:00');
    expect(starts).not.toContain('12:15');
    expect(starts).not.toContain('13:30');
    expect(starts).toContain('13:45');
    expect(starts.at(-1)).toBe('14:00');
    // The other applicant is free at 13:00: only the founder's own time is taken for them.
    const other = (
      await api('GET', slotsPath(applications.founderSeeker2, '&durationMinutes=60'), founder.token)
    ).json().data;
    expect(other.slots.map((slot: { startsAt: string }) => slot.startsAt.slice(11, 16))).toContain('13:00');

    expect((await api('GET', slotsPath(applications.founderSeeker))).statusCode).toBe(401);
    expect((await api('GET', slotsPath(applications.founderSeeker), corporate.token)).statusCode).toBe(403);
    const bad = await api('GET', slotsPath(applications.founderSeeker, '&durationMinutes=5'), founder.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toContain('durationMinutes');
    const backwards = await api(
      'GET',
      `/jobs/applicants/${applications.founderSeeker}/interview-slots?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`,
      founder.token,
    );
    expect(backwards.statusCode).toBe(400);
  });
});

describe("an interview's call", () => {
  it('is the built-in call both sides open, unless the employer gives a link or the tenant prefers its service', async () => {
    const { founder, seeker, investor } = g.people;
    const booked = await interview(founder.token, applications.founderSeeker, at(2));
    expect(booked.statusCode, booked.body).toBe(201);
    const uuid = booked.json().data.uuid;
    expect(booked.json().data.call).toEqual({ kind: 'built_in', url: `/meetings/${uuid}/call` });
    const seen = (await api('GET', `/jobs/interviews/${uuid}`, seeker.token)).json().data;
    expect(seen.call).toEqual({ kind: 'built_in', url: `/meetings/${uuid}/call` });
    const [email] = await rows(
      sql`select data->>'text' as text from pgboss.job where name = 'notifications.email'
            and data->>'userId' = ${seeker.userId} and data->>'text' like ${`%/job-interview/${uuid}%`}`,
    );
    expect(String(email?.text)).toMatch(new RegExp(`Join the call: https?://[^ ]+/meetings/${uuid}/call`));

    // Both sides open the same call once it is near; no one else does.
    await rows(
      sql`update meetings set starts_at = now() + interval '5 minutes', ends_at = now() + interval '50 minutes' where uuid = ${uuid}`,
    );
    for (const token of [founder.token, seeker.token]) {
      const call = await api('GET', `/meetings/${uuid}/call`, token);
      expect(call.statusCode, call.body).toBe(200);
      expect(call.json().data).toMatchObject({
        kind: 'built_in',
        url: `/meetings/${uuid}/call`,
        room: `meeting_${uuid}`,
      });
    }
    expect((await api('GET', `/meetings/${uuid}/call`, investor.token)).statusCode).toBe(404);

    // The employer's own link.
    const own = await interview(founder.token, applications.founderSeeker2, at(3), {
      videoLink: 'https://zoom.example.com/j/42',
    });
    expect(own.json().data.call).toEqual({ kind: 'external', url: 'https://zoom.example.com/j/42' });

    // A tenant that prefers its video service: every interview goes there, booked before or after.
    await rows(
      `update tenants set settings = settings || '{"meetings":{"videoCall":"external"}}'::jsonb where id = '${g.tenant.id}'`,
    );
    t.app.tenants.clear();
    try {
      const shown = (await api('GET', `/jobs/interviews/${uuid}`, seeker.token)).json().data;
      expect(shown.call).toEqual({ kind: 'external', url: `https://meet.jit.si/ventura-meeting-${uuid}` });
    } finally {
      await rows(`update tenants set settings = settings - 'meetings' where id = '${g.tenant.id}'`);
      t.app.tenants.clear();
    }
  });
});
