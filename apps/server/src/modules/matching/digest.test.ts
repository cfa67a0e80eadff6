import type { MatchKind } from '@ventura/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { type Jobs, jobIdFor } from '../../platform/jobs/index.ts';
import type { Notifier } from '../../platform/notify/notifier.ts';
import { taxonomyTerms } from '../../platform/reference/tables.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { createWeeklyDigest, type DigestWeek, scheduleDigest, weeklyDigestJob, weekOf, weekStart } from './digest.ts';
import { approved, fill as fillProfile } from './test-kit.ts';

/*
 * The weekly digest on handmade profiles, run by hand at made-up moments of 2019 (as the reminders'
 * tests run theirs). Industries and stages are this file's own, so that no demo investor matches the
 * founders, and the founders say "not interested" to the demo's challenges and programs, so that every
 * match a digest tells of is one made here.
 */

let t: TestApp;
let tenant: Tenant;
let founder: Person;

const industries = { agri: 'dg-agritech', climate: 'dg-climate', supply: 'dg-supply-chain', fin: 'dg-fintech' };
const stages = { seed: 'dg-seed' };
const terms = [
  { kind: 'industries', code: industries.agri, name: 'Agritech' },
  { kind: 'industries', code: industries.climate, name: 'Climate' },
  { kind: 'industries', code: industries.supply, name: 'Supply chain' },
  { kind: 'industries', code: industries.fin, name: 'Fintech' },
  { kind: 'funding-stages', code: stages.seed, name: 'Seed' },
] as const;

const rows = (query: SQL) => sqlRows(t.database, query);
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, body?: Record<string, unknown>) =>
  call(t.app, { method, host: 'localhost', url: `/api/v1${url}`, token, ...(body ? { body } : {}) });

const fill = (person: Person, values: Record<string, unknown>) => fillProfile(t, person, values);

const investor = async (name: string, values: Record<string, unknown>) => {
  const person = await makePerson(t, tenant, approved('investor', name));
  await fill(person, values);
  return person;
};

/** A seed-stage agritech startup that wants investors only: it said no to every other match it had. */
const newFounder = async (name: string) => {
  const person = await makePerson(t, tenant, approved('startup', name));
  await fill(person, {
    fundingStage: stages.seed,
    raisingFunds: true,
    fundingAsk: 2_000_000,
    industries: [industries.agri, industries.climate, industries.supply],
    countryCode: 'IN',
    tagline: 'Drones for precision irrigation',
    about: 'Flies drones over farms and tells growers where irrigation water is wasted.',
  });
  for (const kind of ['mentors', 'challenges', 'programs'] satisfies MatchKind[]) {
    const listed = await api('GET', `/matches/${kind}?limit=50`, person.token);
    expect(listed.statusCode, listed.body).toBe(200);
    for (const match of listed.json().data.items as { uuid: string }[]) {
      const said = await api('POST', `/matches/${kind}/${match.uuid}/feedback`, person.token, {
        verdict: 'not_interested',
      });
      expect(said.statusCode, said.body).toBe(200);
    }
  }
  return person;
};

/** The week's job as the queue would run it, at a made-up moment. */
const runWeek = (week: string, now: string, notifier: Notifier = t.app.notifier) =>
  createWeeklyDigest({
    db: t.database.db,
    jobs: t.app.jobs,
    notifier,
    origin: async () => 'https://ventura.test',
    now: () => new Date(now),
  }).run({ week }, { attempt: 1, lastAttempt: true });

const digestsOf = (person: Person) =>
  rows(sql`select title, body, url from notifications where user_id = ${person.userId} and kind = 'match_digest'
           order by id`);

const toldOf = async (person: Person) =>
  (await rows(sql`select match_uuid from match_digest_items where profile_id = ${person.profileId}`))
    .map((row) => String(row.match_uuid))
    .sort();

/** The emails sent to a person, once the queue has worked off every email job it holds for them. */
const mailTo = async (person: Person) => {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const [pending] = await rows(
      sql`select count(*)::int as n from pgboss.job where name = 'notifications.email'
           and data->>'userId' = ${person.userId} and state in ('created', 'retry', 'active')`,
    );
    if (Number(pending?.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return rows(sql`select subject, body from outbox_messages where "to" = ${person.email} order by id`);
};

/** The digest jobs queued for a week, with how long after queuing each may start. */
const queuedFor = (week: string) =>
  rows(sql`select id, extract(epoch from start_after - created_on)::int as delay from pgboss.job
           where name = ${weeklyDigestJob.name} and data->>'week' = ${week}`);

beforeAll(async () => {
  t = await createTestApp();
  const graph = await tenantGraph(t, 'localhost', {});
  tenant = graph.tenant;
  await t.database.db.insert(taxonomyTerms).values(terms.map((term) => ({ ...term, tenantId: tenant.id })));
  founder = await newFounder('Furrow Robotics');
  await investor('Green Furrow Capital', {
    fundingStages: [stages.seed],
    ticketMin: 1_000_000,
    ticketMax: 5_000_000,
    industries: [industries.agri, industries.climate, industries.supply],
    geographies: ['IN'],
  });
  await investor('Seedling Fund', { fundingStages: [stages.seed], industries: [industries.fin] });
});
afterAll(() => t.close());

describe('the week of a digest', () => {
  it('is the ISO week, which starts on a Monday and may belong to the next or the last year', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(weekOf(new Date('2026-11-29T23:59:00Z'))).toBe('2026-W48');
    expect(weekOf(new Date('2019-12-30T12:00:00Z'))).toBe('2020-W01');
    expect(weekOf(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(weekStart('2020-W01').toISOString()).toBe('2019-12-30T00:00:00.000Z');
    expect(weekStart('2026-W48').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('is first queued for this Monday 08:00 UTC, or the next Monday once that has passed', async () => {
    expect(await scheduleDigest(t.app.jobs, t.database.db, new Date('2019-06-03T07:00:00Z'))).not.toBeNull();
    expect(await queuedFor('2019-W23')).toEqual([{ id: jobIdFor(weeklyDigestJob, '2019-W23'), delay: 3600 }]);
    expect(await scheduleDigest(t.app.jobs, t.database.db, new Date('2019-06-03T09:00:00Z'))).not.toBeNull();
    expect(await queuedFor('2019-W24')).toEqual([{ id: jobIdFor(weeklyDigestJob, '2019-W24'), delay: 601_200 }]);
    // Another process starting that week queues nothing more.
    expect(await scheduleDigest(t.app.jobs, t.database.db, new Date('2019-06-05T12:00:00Z'))).toBeNull();
    expect(await queuedFor('2019-W24')).toHaveLength(1);
  });
});

describe('the weekly digest', () => {
  it('tells a startup of its new matches once, best first with why, in the app and by email', async () => {
    const page = await api('GET', '/matches/investors', founder.token);
    const matches = page.json().data.items as {
      uuid: string;
      profile: { name: string };
      score: number;
      reasons: { text: string }[];
    }[];
    expect(matches.map((match) => match.profile.name)).toEqual(['Green Furrow Capital', 'Seedling Fund']);

    await runWeek('2019-W10', '2019-03-04T08:00:05Z');
    expect(await digestsOf(founder)).toEqual([
      {
        title: '2 new matches for you this week',
        body: 'Green Furrow Capital: Invests at seed, as you raise',
        url: '/matches',
      },
    ]);
    expect(await toldOf(founder)).toEqual(matches.map((match) => match.uuid).sort());
    const mail = await mailTo(founder);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('2 new matches for you this week on Ventura Startup Mission');
    // Each as its matches page shows it: name, score and first reason; then the page itself.
    for (const match of matches) {
      expect(mail[0]?.body).toContain(`- ${match.profile.name}, ${match.score}% match: ${match.reasons[0]?.text}`);
    }
    expect(mail[0]?.body).toContain('https://ventura.test/matches');
    expect(mail[0]?.body).toContain(
      '“A weekly digest of your new matches” under Email at https://ventura.test/account/edit/profile',
    );

    // The same week again (a retry, or a second process): nothing more.
    await runWeek('2019-W10', '2019-03-04T09:00:00Z');
    expect(await digestsOf(founder)).toHaveLength(1);
    // Next week's is queued once, for its Monday 08:00, whoever queues it.
    expect(await queuedFor('2019-W11')).toEqual([{ id: jobIdFor(weeklyDigestJob, '2019-W11'), delay: 604_800 - 5 }]);
    expect(await scheduleDigest(t.app.jobs, t.database.db, new Date('2019-03-06T12:00:00Z'))).toBeNull();
    expect(await queuedFor('2019-W11')).toHaveLength(1);
  });

  it('sends nothing in a week with nothing new, and only the new match in the next', async () => {
    await runWeek('2019-W11', '2019-03-11T08:00:05Z');
    expect(await digestsOf(founder)).toHaveLength(1);

    const canopy = await investor('Canopy Seed Partners', {
      fundingStages: [stages.seed],
      industries: [industries.agri, industries.climate],
    });
    await runWeek('2019-W12', '2019-03-18T08:00:05Z');
    const [, next] = await digestsOf(founder);
    expect(next?.title).toBe('1 new match for you this week');
    expect(next?.body).toMatch(/^Canopy Seed Partners: /);
    expect(await toldOf(founder)).toContain(canopy.uuid);
    const mail = await mailTo(founder);
    expect(mail).toHaveLength(2);
    expect(mail[1]?.subject).toBe('1 new match for you this week on Ventura Startup Mission');
    expect(mail[1]?.body).toContain('- Canopy Seed Partners, ');
    expect(mail[1]?.body).not.toContain('Green Furrow Capital');
  });

  it('tells a member who turned the digest off in the app only', async () => {
    const quiet = await newFounder('Quiet Acres');
    const off = await api('PATCH', '/users/profile/notification-settings', quiet.token, { matchDigest: false });
    expect(off.statusCode, off.body).toBe(200);

    await runWeek('2019-W13', '2019-03-25T08:00:05Z');
    expect(await digestsOf(quiet)).toEqual([
      {
        title: '3 new matches for you this week',
        body: 'Green Furrow Capital: Invests at seed, as you raise',
        url: '/matches',
      },
    ]);
    expect(await mailTo(quiet)).toEqual([]);
    // Nothing new for the first founder.
    expect(await digestsOf(founder)).toHaveLength(2);
  });

  it('sends nothing when it runs more than three days late, but queues the next week, which tells it', async () => {
    const late = await investor('Late Bloom Capital', {
      fundingStages: [stages.seed],
      industries: [industries.agri, industries.supply],
    });
    await runWeek('2019-W14', '2019-04-04T08:00:06Z');
    expect(await digestsOf(founder)).toHaveLength(2);
    expect(await toldOf(founder)).not.toContain(late.uuid);
    expect(await queuedFor('2019-W15')).toHaveLength(1);

    await runWeek('2019-W15', '2019-04-08T08:00:05Z');
    const digests = await digestsOf(founder);
    expect(digests).toHaveLength(3);
    expect(digests[2]?.body).toMatch(/^Late Bloom Capital: /);
  });

  it('tells of a new weaker match even when better ones were told before: old ones do not crowd it out', async () => {
    const strong = {
      fundingStages: [stages.seed],
      industries: [industries.agri, industries.climate, industries.supply],
    };
    for (const name of ['Field One Fund', 'Field Two Fund', 'Field Three Fund', 'Field Four Fund']) {
      await investor(name, strong);
    }
    await runWeek('2019-W16', '2019-04-15T08:00:05Z');
    expect((await digestsOf(founder)).at(-1)?.title).toBe('4 new matches for you this week');

    // Eight told, all better than this one: the best five of the founder's matches are all old.
    await investor('Ledger Seed', { fundingStages: [stages.seed], industries: [industries.fin] });
    await runWeek('2019-W17', '2019-04-22T08:00:05Z');
    const last = (await digestsOf(founder)).at(-1);
    expect(last?.title).toBe('1 new match for you this week');
    expect(last?.body).toMatch(/^Ledger Seed: /);
  });

  it('hands over to a job of its own when its time is up, which goes on from the last member told', async () => {
    const second = await newFounder('Second Furrow');
    const sent: Array<{ name: string; data: DigestWeek }> = [];
    const jobs: Jobs = {
      ...t.app.jobs,
      send: async (_db, type, data) => {
        sent.push({ name: type.name, data: data as DigestWeek });
        return 'queued';
      },
    };
    const run = (data: DigestWeek) =>
      createWeeklyDigest({
        db: t.database.db,
        jobs,
        notifier: t.app.notifier,
        origin: async () => 'https://ventura.test',
        now: () => new Date('2019-05-06T08:00:05Z'),
        slice: 1,
        runMs: 0,
      }).run(data, { attempt: 1, lastAttempt: true });
    await run({ week: '2019-W19' });
    // One member a slice, no time: the first slice is told, and a job goes on from its member (of the
    // tenants' first by id, this one or another demo tenant).
    const [handover] = sent;
    expect(handover).toMatchObject({
      name: weeklyDigestJob.name,
      data: { week: '2019-W19', tenantId: expect.any(String), after: expect.any(Number) },
    });
    expect(sent).toHaveLength(1);
    for (let step = 0; step < 50 && sent.at(-1)?.data.tenantId; step++) await run(sent.at(-1)?.data as DigestWeek);
    // The chain ends by queuing the next week, and reached the last member.
    expect(sent.at(-1)?.data).toEqual({ week: '2019-W20' });
    expect((await digestsOf(second)).at(-1)?.title).toMatch(/^\d new match(es)? for you this week$/);
  });

  it('does not count a match as told when telling failed: the retry tells it', async () => {
    const retried = await investor('Retry Roots Fund', {
      fundingStages: [stages.seed],
      industries: [industries.agri, industries.climate],
    });
    const down = async () => {
      throw new Error('the notifier is down');
    };
    const failing: Notifier = { ...t.app.notifier, notify: down, record: down };
    await expect(runWeek('2019-W18', '2019-04-29T08:00:05Z', failing)).rejects.toThrow('the notifier is down');
    expect(await toldOf(founder)).not.toContain(retried.uuid);
    await runWeek('2019-W18', '2019-04-29T08:10:00Z');
    expect((await digestsOf(founder)).at(-1)?.body).toMatch(/^Retry Roots Fund: /);
    expect(await toldOf(founder)).toContain(retried.uuid);
  });
});
