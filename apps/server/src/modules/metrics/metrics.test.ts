import { lastClosedPeriod, periodOf, type StartupMetrics, shiftPeriod } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, approvedMember, lookAlikeTenants, otherDemoHost, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
const host = 'localhost';
const { rows } = testClient(() => t, host);

type Json = Record<string, unknown>;
const v2 = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, body?: Json, on = host) =>
  call(t.app, { method, host: on, url: `/api/v2${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });

const month = lastClosedPeriod('monthly', new Date());
const before = shiftPeriod(month, -1);
const current = periodOf('monthly', new Date());
const valuesOf = async (profileId: number) =>
  rows(`select t.key, v.period_start::text as start, v.value, v.status from metric_values v
        join metric_types t on t.tenant_id = v.tenant_id and t.id = v.metric_type_id
        where v.startup_profile_id = ${profileId} order by t.key, v.period_start`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const graph = () =>
  tenantGraph(t, host, {
    founder: approvedMember('startup', { name: 'Asha Founder', organizationName: 'Kelp Labs' }),
    draft: { type: 'startup', organizationName: 'Draft Co' },
    investor: approvedMember('investor', { name: 'Ines Investor' }),
  });

describe('metric types', () => {
  it('gives every tenant the startup mission defaults, and lets operators add, rename, retire and reorder', async () => {
    const { people } = await tenantGraph(t, host, { founder: approvedMember('startup') });
    const listed = (await v2('GET', '/metrics/types/all', people.founder.token)).json().data;
    expect(listed.map((type: Json) => type.key)).toEqual(
      expect.arrayContaining(['revenue', 'mrr', 'customers', 'active_users', 'burn', 'runway_months', 'headcount']),
    );
    expect(listed.find((type: Json) => type.key === 'funding_raised')).toMatchObject({
      unit: 'currency',
      period: 'quarterly',
    });
    const added = await v2('POST', '/metrics/types', people.operator.token, {
      key: 'pilots_signed',
      name: 'Pilots signed',
      unit: 'count',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      key: 'pilots_signed',
      period: 'monthly',
      required: false,
      retired: false,
    });
    expect(
      (
        await v2('POST', '/metrics/types', people.operator.token, {
          key: 'pilots_signed',
          name: 'Again',
          unit: 'count',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await v2('POST', '/metrics/types', people.founder.token, { key: 'mine', name: 'Mine', unit: 'count' }))
        .statusCode,
    ).toBe(403);
    const retired = await v2('PATCH', '/metrics/types/pilots_signed', people.operator.token, {
      retired: true,
      name: 'Pilots',
    });
    expect(retired.json().data).toMatchObject({ name: 'Pilots', retired: true });
    const active = (await v2('GET', '/metrics/types/all', people.founder.token)).json().data;
    expect(active.some((type: Json) => type.key === 'pilots_signed')).toBe(false);
    const all = (await v2('GET', '/metrics/types/all?retired=true', people.operator.token)).json().data;
    const keys = all.map((type: Json) => String(type.key));
    const reordered = await v2('PUT', '/metrics/types/order', people.operator.token, { keys: [...keys].reverse() });
    expect(reordered.json().data.map((type: Json) => type.key)).toEqual([...keys].reverse());
    const partial = await v2('PUT', '/metrics/types/order', people.operator.token, { keys: keys.slice(1) });
    expect(partial.statusCode).toBe(400);
    await v2('PUT', '/metrics/types/order', people.operator.token, { keys });
  });
});

describe('reporting', () => {
  it('saves drafts, submits, edits and removes values, and says what is pending', async () => {
    const { people } = await graph();
    const { founder } = people;
    const first = (await v2('GET', '/metrics/all', founder.token)).json().data as StartupMetrics;
    expect(first.metrics.revenue).toEqual([]);
    expect(first.pending.map((p) => p.metric)).toContain('revenue');
    expect(first.pending[0]?.required).toBe(true);
    expect(first.can).toEqual({ edit: true, chooseReviewers: true, comment: true, requestUpdate: false });

    const draft = await v2('POST', '/metrics/save', founder.token, {
      metrics: [
        { metric: 'revenue', period: month, value: 12500.5, note: 'Two pilots paid' },
        { metric: 'customers', period: before, value: 4 },
      ],
    });
    expect(draft.statusCode).toBe(201);
    const saved = draft.json().data as StartupMetrics;
    expect(saved.metrics.revenue).toEqual([
      expect.objectContaining({ period: month, value: 12500.5, note: 'Two pilots paid', status: 'draft' }),
    ]);
    // A draft is not yet reported: revenue stays pending until it is submitted.
    expect(saved.pending.map((p) => p.metric)).toContain('revenue');

    const submitted = await v2('PATCH', '/metrics/save', founder.token, {
      metrics: [{ metric: 'revenue', period: month, value: 13000, note: 'Two pilots paid' }],
      submit: true,
    });
    expect(submitted.statusCode).toBe(200);
    const after = submitted.json().data as StartupMetrics;
    expect(after.metrics.revenue?.[0]).toMatchObject({ value: 13000, status: 'submitted' });
    expect(after.pending.map((p) => p.metric)).not.toContain('revenue');

    const notSaved = await v2('PATCH', '/metrics/save', founder.token, {
      metrics: [{ metric: 'burn', period: month, value: 1 }],
    });
    expect(notSaved.statusCode).toBe(404);
    expect(notSaved.json().message).toContain('Monthly burn for');

    const removed = await v2('POST', '/metrics/save', founder.token, {
      metrics: [{ metric: 'customers', period: before, value: null }],
    });
    expect((removed.json().data as StartupMetrics).metrics.customers).toEqual([]);
    expect(await valuesOf(founder.profileId)).toEqual([
      expect.objectContaining({ key: 'revenue', value: 13000, status: 'submitted' }),
    ]);
  });

  it('lets a team member report for the startup', async () => {
    const { people } = await graph();
    const member = await addTeamMember(t, people.founder);
    await rows(`update profiles set approval_status = 'approved' where id = ${member.profileId}`);
    const saved = await v2('POST', '/metrics/save', member.token, {
      metrics: [{ metric: 'headcount', period: month, value: 7 }],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.startup.uuid).toBe(people.founder.uuid);
    expect(await valuesOf(people.founder.profileId)).toEqual([expect.objectContaining({ key: 'headcount', value: 7 })]);
  });

  it('refuses values of the wrong unit, future periods, periods before the startup, retired or unknown metrics, naming each, and stores nothing', async () => {
    const { people } = await graph();
    await rows(`update startup_profiles set founded_year = 2024 where profile_id = ${people.founder.profileId}`);
    const bad = await v2('POST', '/metrics/save', people.founder.token, {
      metrics: [
        { metric: 'customers', period: month, value: -3 },
        { metric: 'customers', period: before, value: 2.5 },
        { metric: 'runway_months', period: month, value: 999 },
        { metric: 'revenue', period: shiftPeriod(current, 1), value: 10 },
        { metric: 'revenue', period: '2023-06', value: 10 },
        { metric: 'funding_raised', period: month, value: 10 },
        { metric: 'nonsense', period: month, value: 1 },
        { metric: 'burn', period: month, value: 1.234 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      'body.metrics.0.value: Customers is a count: a whole number, 0 or more',
      'body.metrics.1.value: Customers is a count: a whole number, 0 or more',
      'body.metrics.2.value: Runway is a number of months from 0 to 240',
      `body.metrics.3.period: ${shiftPeriod(current, 1)} has not started yet`,
      'body.metrics.4.period: 2023-06 is before the startup was founded (2024)',
      "body.metrics.5.period: Funding raised is reported per quarter: write the period like '2026-Q1'",
      "body.metrics.6.metric: There is no metric 'nonsense'",
      'body.metrics.7.value: Monthly burn is an amount, 0 or more, with at most two decimals',
    ]);
    const shape = await v2('POST', '/metrics/save', people.founder.token, {
      metrics: [{ metric: 'revenue', period: 'March', value: 1, note: 'x'.repeat(501) }],
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors.join(' ')).toMatch(/period.*2026-03.*note.*500/s);
    const twice = await v2('POST', '/metrics/save', people.founder.token, {
      metrics: [
        { metric: 'revenue', period: month, value: 1 },
        { metric: 'revenue', period: month, value: 2 },
      ],
    });
    expect(twice.json().errors).toEqual([`body.metrics.1: Revenue for ${month} is given twice`]);
    expect(await valuesOf(people.founder.profileId)).toEqual([]);
  });

  it('imports a CSV: a preview first, every broken line named, then applied as drafts', async () => {
    const { people } = await graph();
    const { founder } = people;
    await v2('POST', '/metrics/save', founder.token, { metrics: [{ metric: 'revenue', period: before, value: 100 }] });
    const csv = [
      'metric,period,value,note',
      `revenue,${before},120,restated`,
      `customers,${month},"1,200",`,
      `headcount,${month},5,`,
    ].join('\n');
    const preview = await v2('POST', '/metrics/import', founder.token, { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      applied: false,
      rows: [
        { line: 2, metric: 'revenue', period: before, before: 100, after: 120, change: 'change' },
        { line: 3, metric: 'customers', period: month, before: null, after: 1200, change: 'add' },
        { line: 4, metric: 'headcount', period: month, before: null, after: 5, change: 'add' },
      ],
    });
    expect(await valuesOf(founder.profileId)).toHaveLength(1);
    const broken = await v2('POST', '/metrics/import', founder.token, {
      csv: `metric,period,value\nrevenue,${month},abc\nRevenue!,${month},1\ncustomers,${month},-1\n`,
      apply: true,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual([
      "Line 2, value: 'abc' is not a number",
      'Line 3, metric: A metric key is 2 to 40 lower-case letters, digits or underscores, from a letter',
    ]);
    const units = await v2('POST', '/metrics/import', founder.token, {
      csv: `metric,period,value\ncustomers,${month},-1\n`,
      apply: true,
    });
    expect(units.json().errors).toEqual(['Line 2.value: Customers is a count: a whole number, 0 or more']);
    expect(await valuesOf(founder.profileId)).toHaveLength(1);
    const applied = await v2('POST', '/metrics/import', founder.token, { csv, apply: true });
    expect(applied.json().data.applied).toBe(true);
    expect(await valuesOf(founder.profileId)).toEqual([
      expect.objectContaining({ key: 'customers', value: 1200, status: 'draft' }),
      expect.objectContaining({ key: 'headcount', value: 5, status: 'draft' }),
      expect.objectContaining({ key: 'revenue', value: 120, status: 'draft' }),
    ]);
  });
});

describe('who may', () => {
  it('keeps it to approved profiles, the startup’s own metrics to its team, and the flag', async () => {
    const { people, tenant } = await graph();
    const draftTry = await v2('GET', '/metrics/all', people.draft.token);
    expect(draftTry.statusCode).toBe(403);
    expect(draftTry.json().message).toBe('Growth metrics are open to approved profiles');
    expect(
      (
        await v2('POST', '/metrics/save', people.draft.token, {
          metrics: [{ metric: 'revenue', period: month, value: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await v2('GET', '/metrics/all', people.investor.token)).statusCode).toBe(403);
    // Not a reviewer: a startup's metrics look like a startup that does not exist.
    const peek = await v2('GET', `/metrics/all?startup=${people.founder.uuid}`, people.investor.token);
    expect(peek.statusCode).toBe(404);
    expect((await v2('GET', '/metrics/all')).statusCode).toBe(401);
    await rows(
      `update tenants set settings = jsonb_set(settings, '{features,growth_metrics}', 'false') where id = '${tenant.id}'`,
    );
    t.app.tenants.clear();
    try {
      expect((await v2('GET', '/metrics/all', people.founder.token)).statusCode).toBe(404);
    } finally {
      await rows(
        `update tenants set settings = jsonb_set(settings, '{features,growth_metrics}', 'true') where id = '${tenant.id}'`,
      );
      t.app.tenants.clear();
    }
  });

  it('never shows or accepts another tenant’s startup', async () => {
    const { people } = await graph();
    const { home, away } = await lookAlikeTenants(t, { founder: approvedMember('startup') });
    await rows(
      `update tenants set settings = jsonb_set(settings, '{features,growth_metrics}', 'true') where id = '${away.tenant.id}'`,
    );
    t.app.tenants.clear();
    await v2('POST', '/metrics/save', home.people.founder.token, {
      metrics: [{ metric: 'revenue', period: month, value: 5 }],
      submit: true,
    });
    const foreign = await v2(
      'GET',
      `/metrics/all?startup=${home.people.founder.uuid}`,
      away.people.founder.token,
      undefined,
      otherDemoHost,
    );
    expect(foreign.statusCode).toBe(404);
    const choose = await v2('PUT', '/metrics/reviewers', people.founder.token, {
      reviewersUUIDs: [away.people.founder.uuid],
    });
    expect(choose.statusCode, choose.body).toBe(400);
    expect(choose.json().errors).toEqual(['body.reviewersUUIDs.0: There is no such profile here']);
  });
});
