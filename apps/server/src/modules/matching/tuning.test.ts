import { defaultMatchWeights } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type Person, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { taxonomyTerms } from '../../platform/reference/tables.ts';
import { fill as fillProfile } from './test-kit.ts';

/*
 * Operators tune matches (console /admin/matching): each pair's factors on or off and their weights, seen
 * on a sample before saving, and the members' lists follow at once.
 */

let t: TestApp;
let operator: Person;
let founder: Person;
const { api, rows } = testClient(() => t, 'localhost');

const codes = { agri: 'tn-agritech', fin: 'tn-fintech', seed: 'tn-seed', late: 'tn-series-c' };

const fill = (person: Person, values: Record<string, unknown>) => fillProfile(t, person, values);

const investorFactors = (change: Record<string, { weight: number; on: boolean }> = {}) => ({
  ...Object.fromEntries(
    Object.entries(defaultMatchWeights.investor).map(([factor, weight]) => [factor, { weight, on: true }]),
  ),
  ...change,
});

const matchNames = async () => {
  const answer = await api('GET', '/matches/investors?limit=5', founder.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data.items as Array<{ profile: { name: string }; score: number }>).map((item) => [
    item.profile.name,
    item.score,
  ]);
};

beforeAll(async () => {
  t = await createTestApp();
  const graph = await tenantGraph(t, 'localhost', {
    founder: { type: 'startup', name: 'Tuned Farms', organizationName: 'Tuned Farms', approvalStatus: 'approved' },
  });
  ({ operator, founder } = graph.people);
  await t.database.db.insert(taxonomyTerms).values([
    { tenantId: graph.tenant.id, kind: 'industries', code: codes.agri, name: 'Agritech' },
    { tenantId: graph.tenant.id, kind: 'industries', code: codes.fin, name: 'Fintech' },
    { tenantId: graph.tenant.id, kind: 'funding-stages', code: codes.seed, name: 'Seed' },
    { tenantId: graph.tenant.id, kind: 'funding-stages', code: codes.late, name: 'Series C' },
  ]);
  await fill(founder, { fundingStage: codes.seed, industries: [codes.agri] });
  const fund = async (name: string, values: Record<string, unknown>) => {
    const person = await makePerson(t, graph.tenant, {
      type: 'investor',
      name,
      organizationName: name,
      approvalStatus: 'approved',
    });
    await fill(person, values);
  };
  // One shares the stage only, the other the industry only.
  await fund('Stage Capital', { fundingStages: [codes.seed], industries: [codes.fin] });
  await fund('Field Capital', { fundingStages: [codes.late], industries: [codes.agri] });
});
afterAll(() => t.close());

describe('tuning matches', () => {
  it('shows each pair with its factors, weights and defaults, to operators only', async () => {
    expect((await api('GET', '/admin/matching', founder.token)).statusCode).toBe(403);
    const answer = await api('GET', '/admin/matching', operator.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const pairs = answer.json().data.pairs as Array<{ pair: string; factors: Array<Record<string, unknown>> }>;
    expect(pairs.map((pair) => pair.pair)).toEqual(['investor', 'mentor', 'challenge', 'program']);
    expect(pairs[0]?.factors[0]).toEqual({ factor: 'stage', weight: 30, on: true, defaultWeight: 30, available: true });
  });

  it('previews the effect on a sample without saving it', async () => {
    expect(await matchNames()).toEqual([
      ['Stage Capital', 30],
      ['Field Capital', 25],
    ]);
    const body = { pair: 'investor', factors: investorFactors({ industries: { weight: 90, on: true } }) };
    const answer = await api('POST', '/admin/matching/preview', operator.token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const sample = (answer.json().data.samples as Array<Record<string, unknown>>).find(
      (item) => (item.viewer as { name: string }).name === 'Tuned Farms',
    );
    expect(sample).toMatchObject({
      kind: 'investors',
      current: [
        { name: 'Stage Capital', score: 30 },
        { name: 'Field Capital', score: 25 },
      ],
      proposed: [
        { name: 'Field Capital', score: 55 },
        { name: 'Stage Capital', score: 18 },
      ],
    });
    // Nothing saved: the founder's list is as it was.
    expect(await matchNames()).toEqual([
      ['Stage Capital', 30],
      ['Field Capital', 25],
    ]);
  });

  it('saves a pair live and audited, and the lists follow; a factor off no longer counts', async () => {
    const body = { pair: 'investor', factors: investorFactors({ stage: { weight: 30, on: false } }) };
    const answer = await api('PUT', '/admin/matching', operator.token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.pairs[0].factors[0]).toMatchObject({ factor: 'stage', on: false });
    // Without the stage, 25 of 70; the stage's investor shares nothing else and is gone.
    expect(await matchNames()).toEqual([['Field Capital', 36]]);
    const [audit] = await rows(
      sql`select action from audit_log where action = 'tenant.settings' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'tenant.settings' });
    await api('PUT', '/admin/matching', operator.token, { pair: 'investor', factors: investorFactors() });
    expect((await matchNames())[0]).toEqual(['Stage Capital', 30]);
  });

  it('refuses factors that are missing, foreign or all off, saving nothing', async () => {
    const before = (await api('GET', '/admin/matching', operator.token)).json();
    const refusals = [
      { pair: 'investor', factors: { stage: { weight: 30, on: true } } },
      { pair: 'investor', factors: investorFactors({ areas: { weight: 10, on: true } }) },
      {
        pair: 'investor',
        factors: Object.fromEntries(
          Object.keys(defaultMatchWeights.investor).map((factor) => [factor, { weight: 20, on: false }]),
        ),
      },
    ];
    for (const body of refusals) {
      const answer = await api('PUT', '/admin/matching', operator.token, body);
      expect([400, 422], answer.body).toContain(answer.statusCode);
      expect(answer.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    const bad = await api('PUT', '/admin/matching', operator.token, {
      pair: 'investor',
      factors: investorFactors({ stage: { weight: 101, on: true } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api('POST', '/admin/matching/preview', founder.token, { pair: 'investor', factors: investorFactors() }))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/admin/matching', operator.token)).json()).toEqual(before);
  });
});
