import type { MetricType } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, type Person, type PersonSpec, tenantGraph } from '../../../test/factory.ts';
import type { TestApp } from '../../../test/helpers.ts';
import type { Notifier } from '../../platform/notify/notifier.ts';
import { createPeriodReminders } from './reminders.ts';
import { before, metricsHarness, month } from './test-kit.ts';

type Json = Record<string, unknown>;
const host = 'localhost';
const kit = metricsHarness(host);
const { rows, v2, newPartner } = kit;
let t: TestApp;
let tenantId = '';
beforeAll(() => {
  t = kit.app();
  tenantId = kit.tenantId();
});

/**
 * The people named, every startup among them founded in 2015 (unless `young`), so that they may report
 * the old periods these tests use, where no demo startup or other test has values.
 */
const graph = async <K extends string>(specs: Record<K, PersonSpec>, young: string[] = []) => {
  const made = await tenantGraph(t, host, specs);
  for (const [key, person] of Object.entries<Person>(made.people)) {
    if (person.type !== 'startup') continue;
    const year = young.includes(key) ? 2021 : 2015;
    await rows(sql`update startup_profiles set founded_year = ${year} where profile_id = ${person.profileId}`);
  }
  return made;
};

const save = async (person: Person, metrics: Json[], submit = true) => {
  const res = await v2('POST', '/metrics/save', person.token, { metrics, submit });
  expect(res.statusCode, res.body).toBe(201);
};

const approvedStartups = async () =>
  Number(
    (
      await rows(sql`select count(*)::int as n from profiles where tenant_id = ${tenantId}
        and account_type = 'startup' and parent_id is null and approval_status = 'approved'`)
    )[0]?.n,
  );

describe('GET portfolio', () => {
  it('counts, totals and takes the median of the submitted values per period, for the operator', async () => {
    const { people } = await graph({
      a: approvedMember('startup', { organizationName: 'Alpha Grid' }),
      b: approvedMember('startup', { organizationName: 'Beta Mills' }),
      c: approvedMember('startup', { organizationName: 'Gamma Farms' }),
      drafter: approvedMember('startup', { organizationName: 'Delta Drafts' }),
    });
    const { a, b, c, operator } = people;
    await save(a, [
      { metric: 'revenue', period: '2019-03', value: 100 },
      { metric: 'jobs_created', period: '2019-03', value: 2 },
      { metric: 'funding_raised', period: '2019-Q1', value: 1000 },
    ]);
    await save(b, [
      { metric: 'revenue', period: '2019-03', value: 200 },
      { metric: 'jobs_created', period: '2019-03', value: 3 },
    ]);
    await save(c, [{ metric: 'revenue', period: '2019-03', value: 600 }]);
    // A draft is not reported.
    await save(people.drafter, [{ metric: 'revenue', period: '2019-03', value: 5000 }], false);

    const res = await v2(
      'GET',
      '/metrics/portfolio?metrics=revenue,jobs_created&from=2019-02&to=2019-03',
      operator.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.startups).toBe(await approvedStartups());
    expect(data.periods).toEqual(['2019-02', '2019-03']);
    expect(data.metrics.map((m: { metric: MetricType }) => m.metric.key)).toEqual(['revenue', 'jobs_created']);
    expect(data.metrics[0].rows).toEqual([
      { period: '2019-02', reported: 0, total: 0, median: null },
      { period: '2019-03', reported: 3, total: 900, median: 200 },
    ]);
    expect(data.metrics[1].rows).toEqual([
      { period: '2019-02', reported: 0, total: 0, median: null },
      { period: '2019-03', reported: 2, total: 5, median: 2.5 },
    ]);

    // A quarterly metric over a range of months: the quarters it covers.
    const quarters = (
      await v2('GET', '/metrics/portfolio?metrics=funding_raised&from=2019-01&to=2019-06', operator.token)
    ).json().data;
    expect(quarters.periods).toHaveLength(6);
    expect(quarters.metrics[0].rows).toEqual([
      { period: '2019-Q1', reported: 1, total: 1000, median: 1000 },
      { period: '2019-Q2', reported: 0, total: 0, median: null },
    ]);

    // A startup no longer approved is out of the portfolio, its figures with it.
    await rows(sql`update profiles set approval_status = 'rejected' where id = ${c.profileId}`);
    const without = (
      await v2('GET', '/metrics/portfolio?metrics=revenue&from=2019-03&to=2019-03', operator.token)
    ).json().data;
    expect(without.startups).toBe(await approvedStartups());
    expect(without.metrics[0].rows).toEqual([{ period: '2019-03', reported: 2, total: 300, median: 150 }]);

    const defaults = (await v2('GET', '/metrics/portfolio', operator.token)).json().data;
    expect(defaults.metrics.map((m: { metric: MetricType }) => m.metric.key)).toEqual([
      'jobs_created',
      'revenue',
      'funding_raised',
    ]);
    expect(defaults.periods).toHaveLength(12);
    expect(defaults.periods.at(-1)).toBe(month);

    const unknown = await v2('GET', '/metrics/portfolio?metrics=nonsense', operator.token);
    expect(unknown.statusCode).toBe(404);
    const tooLong = await v2('GET', '/metrics/portfolio?from=2015-01&to=2019-12', operator.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(['query.from: Choose at most 36 periods']);
    const badKey = await v2('GET', '/metrics/portfolio?metrics=Revenue!', operator.token);
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors[0]).toMatch(/^query\.metrics\.0: /);
  });

  it('shows an approved partner profile only the startups that came through its partner; refuses the rest', async () => {
    const partnerId = await newPartner();
    const { people } = await graph({
      a: approvedMember('startup', { organizationName: 'Alpha Partnered', partnerId }),
      b: approvedMember('startup', { organizationName: 'Beta Partnered', partnerId }),
      outside: approvedMember('startup', { organizationName: 'Outside Co' }),
      partner: approvedMember('partner', { partnerId }),
      unapprovedPartner: { type: 'partner', partnerId },
      partnerless: approvedMember('partner'),
      investor: approvedMember('investor'),
    });
    await save(people.a, [{ metric: 'revenue', period: '2019-04', value: 100 }]);
    await save(people.b, [{ metric: 'revenue', period: '2019-04', value: 300 }]);
    await save(people.outside, [{ metric: 'revenue', period: '2019-04', value: 1000 }]);
    const url = '/metrics/portfolio?metrics=revenue&from=2019-04&to=2019-04';

    const theirs = await v2('GET', url, people.partner.token);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.startups).toBe(2);
    expect(theirs.json().data.metrics[0].rows).toEqual([{ period: '2019-04', reported: 2, total: 400, median: 200 }]);
    const everyone = (await v2('GET', url, people.operator.token)).json().data;
    expect(everyone.metrics[0].rows).toEqual([{ period: '2019-04', reported: 3, total: 1400, median: 300 }]);

    for (const member of [people.a, people.investor, people.partnerless]) {
      const refused = await v2('GET', url, member.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('The portfolio is for operators and partners');
    }
    const unapproved = await v2('GET', url, people.unapprovedPartner.token);
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json().message).toBe('Growth metrics are open to approved profiles');
    expect((await v2('GET', url)).statusCode).toBe(401);
  });
});

describe('GET portfolio/missing', () => {
  it('lists the approved startups without a submitted value for the last closed period, paged', async () => {
    const partnerId = await newPartner();
    const { people } = await graph({
      reported: approvedMember('startup', { organizationName: 'Alpha Reported', partnerId }),
      drafted: approvedMember('startup', { organizationName: 'Beta Drafted', partnerId }),
      silent: approvedMember('startup', { organizationName: 'Gamma Silent', partnerId }),
      unapproved: { type: 'startup', organizationName: 'Delta Unapproved', partnerId },
      partner: approvedMember('partner', { partnerId }),
    });
    const { operator, partner } = people;
    const operatorTotal = async () =>
      (await v2('GET', '/metrics/portfolio/missing?metric=revenue', operator.token)).json().data.total;
    const allMissing = await operatorTotal();

    await save(people.reported, [{ metric: 'revenue', period: month, value: 10 }]);
    await save(people.drafted, [{ metric: 'revenue', period: before, value: 7 }]);
    await save(people.drafted, [{ metric: 'revenue', period: month, value: 8 }], false);
    expect(await operatorTotal()).toBe(allMissing - 1);

    const res = await v2('GET', '/metrics/portfolio/missing?metric=revenue', partner.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ metric: { key: 'revenue' }, period: month, total: 2, pageNumber: 1 });
    expect(page.items).toEqual([
      { startup: expect.objectContaining({ uuid: people.drafted.uuid, name: 'Beta Drafted' }), lastReported: before },
      { startup: expect.objectContaining({ uuid: people.silent.uuid, name: 'Gamma Silent' }), lastReported: null },
    ]);

    const second = (
      await v2('GET', '/metrics/portfolio/missing?metric=revenue&limit=1&pageNumber=2', partner.token)
    ).json().data;
    expect(second).toMatchObject({ total: 2, pageNumber: 2, limit: 1 });
    expect(second.items.map((item: { startup: Json }) => item.startup.uuid)).toEqual([people.silent.uuid]);

    // Without a metric: the first required one.
    const byDefault = (await v2('GET', '/metrics/portfolio/missing', partner.token)).json().data;
    expect(byDefault.metric.required).toBe(true);

    expect((await v2('GET', '/metrics/portfolio/missing', people.silent.token)).statusCode).toBe(403);
    expect((await v2('GET', '/metrics/portfolio/missing?metric=nonsense', partner.token)).statusCode).toBe(404);
  });
});

describe('GET portfolio/export', () => {
  it('writes the submitted values of the range as CSV; a member without the right gets a JSON 403', async () => {
    const partnerId = await newPartner();
    const { people } = await graph({
      a: approvedMember('startup', { organizationName: 'Alpha Export', partnerId }),
      b: approvedMember('startup', { organizationName: 'Beta Export' }),
      partner: approvedMember('partner', { partnerId }),
    });
    await save(people.a, [
      { metric: 'revenue', period: '2018-01', value: 100, note: 'First, "small" sale' },
      { metric: 'revenue', period: '2018-02', value: 150.5 },
      { metric: 'funding_raised', period: '2018-Q1', value: 5000 },
      { metric: 'revenue', period: '2018-04', value: 1 },
    ]);
    await save(people.a, [{ metric: 'revenue', period: '2018-03', value: 9 }], false);
    await save(people.b, [{ metric: 'revenue', period: '2018-01', value: 7 }]);

    const res = await v2('GET', '/metrics/portfolio/export?from=2018-01&to=2018-03', people.partner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body).toBe(
      [
        'startup,metric,period,value,note',
        'Alpha Export,revenue,2018-01,100,"First, ""small"" sale"',
        'Alpha Export,revenue,2018-02,150.5,',
        'Alpha Export,funding_raised,2018-Q1,5000,',
        '',
      ].join('\r\n'),
    );

    const all = await v2('GET', '/metrics/portfolio/export?from=2018-01&to=2018-03', people.operator.token);
    const lines = all.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(5);
    expect(lines).toContain('Beta Export,revenue,2018-01,7,');

    const refused = await v2('GET', '/metrics/portfolio/export?from=2018-01&to=2018-03', people.a.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json().message).toBe('The portfolio is for operators and partners');
    const tooLong = await v2('GET', '/metrics/portfolio/export?from=2015-01&to=2019-12', people.operator.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the period reminder job', () => {
  const reminders = (now: string, notifier: Notifier = t.app.notifier) =>
    createPeriodReminders({
      db: t.database.db,
      jobs: t.app.jobs,
      notifier,
      origin: async () => 'http://localhost:3000',
      now: () => new Date(now),
    });
  const remind = (period: string, now: string, notifier?: Notifier) =>
    reminders(now, notifier).run({ period }, { attempt: 1, lastAttempt: true });
  const remindersOf = (person: Person) =>
    rows(
      sql`select title from notifications where user_id = ${person.userId} and kind = 'metrics_reminder' order by id`,
    );
  const markedFor = (person: Person) =>
    rows(sql`select period from metric_reminders where startup_profile_id = ${person.profileId} order by period`);

  /** Every active type of a kind, with a value, for one period. */
  const everything = async (person: Person, kind: 'monthly' | 'quarterly', period: string) => {
    const types = (await v2('GET', '/metrics/types/all', person.token)).json().data as MetricType[];
    return types.filter((type) => type.period === kind).map((type) => ({ metric: type.key, period, value: 1 }));
  };

  it('reminds each approved startup with something pending once, when the period has just closed', async () => {
    const { people } = await graph(
      {
        pending: approvedMember('startup', { organizationName: 'Pending Co' }),
        complete: approvedMember('startup', { organizationName: 'Complete Co' }),
        monthlyOnly: approvedMember('startup', { organizationName: 'Monthly Co' }),
        quarterDone: approvedMember('startup', { organizationName: 'Quarter Co' }),
        young: approvedMember('startup', { organizationName: 'Young Co' }),
        unapproved: { type: 'startup', organizationName: 'Unapproved Co' },
      },
      ['young'],
    );
    const { pending, complete, monthlyOnly, quarterDone } = people;
    await save(complete, await everything(complete, 'monthly', '2019-05'));
    // A draft of everything is still pending.
    await save(pending, await everything(pending, 'monthly', '2019-05'), false);

    await remind('2019-05', '2019-06-03T09:00:00Z');
    expect(await remindersOf(pending)).toEqual([{ title: 'Time to report your growth metrics for May 2019' }]);
    expect(await markedFor(pending)).toEqual([{ period: '2019-05' }]);
    expect(await remindersOf(complete)).toEqual([]);
    expect(await markedFor(complete)).toEqual([]);
    // Founded after the period, or not approved: nothing to report.
    expect(await remindersOf(people.young)).toEqual([]);
    expect(await remindersOf(people.unapproved)).toEqual([]);

    await remind('2019-05', '2019-06-04T09:00:00Z');
    expect(await remindersOf(pending)).toHaveLength(1);

    // June ends a quarter: the quarterly metrics are asked for too.
    await save(monthlyOnly, await everything(monthlyOnly, 'monthly', '2019-06'));
    await save(quarterDone, [
      ...(await everything(quarterDone, 'monthly', '2019-06')),
      ...(await everything(quarterDone, 'quarterly', '2019-Q2')),
    ]);
    await remind('2019-06', '2019-07-03T00:00:00Z');
    const forJune = async (person: Person) =>
      (await remindersOf(person)).filter((notice) => String(notice.title).endsWith('Jun 2019'));
    expect(await forJune(monthlyOnly)).toHaveLength(1);
    expect(await forJune(quarterDone)).toEqual([]);
    expect(await markedFor(quarterDone)).toEqual([{ period: '2019-05' }]);
  });

  it('sends nothing for a period that closed too long ago', async () => {
    const { people } = await graph({ late: approvedMember('startup', { organizationName: 'Late Co' }) });
    await remind('2019-07', '2019-08-21T00:00:00Z');
    expect(await remindersOf(people.late)).toEqual([]);
    expect(await markedFor(people.late)).toEqual([]);
  });

  it('does not count a startup as reminded when telling it failed: the retry tells it', async () => {
    const { people } = await graph({ pending: approvedMember('startup', { organizationName: 'Retry Co' }) });
    const down = async () => {
      throw new Error('the notifier is down');
    };
    const failing: Notifier = { ...t.app.notifier, notify: down, record: down };
    await expect(remind('2019-08', '2019-09-02T00:00:00Z', failing)).rejects.toThrow('the notifier is down');
    await remind('2019-08', '2019-09-02T00:10:00Z');
    expect(await remindersOf(people.pending)).toEqual([{ title: 'Time to report your growth metrics for Aug 2019' }]);
  });
});
