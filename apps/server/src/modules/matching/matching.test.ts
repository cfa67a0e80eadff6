import { defaultMatchWeights, type FieldDef, fieldsOfType } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, otherDemoHost, type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { type ProfileFacts, scoreMatch, visibleFactors, type Words } from './factors.ts';
import { addTerms as addTermsTo, approved, fill as fillProfile, setCanSearch } from './test-kit.ts';
import { thesisWords } from './words.ts';

/*
 * Investor matches on handmade profiles. Their industries and stages are terms of this file's own, so that
 * the demo's investors share none of them and every match listed is one made here.
 */

let t: TestApp;
let tenant: Tenant;
let founder: Person;
let away: Awaited<ReturnType<typeof tenantGraph<'investor'>>>;

const industries = { agri: 'mt-agritech', climate: 'mt-climate', supply: 'mt-supply-chain', fin: 'mt-fintech' };
const stages = { seed: 'mt-seed', late: 'mt-series-c' };
const terms = [
  { kind: 'industries', code: industries.agri, name: 'Agritech' },
  { kind: 'industries', code: industries.climate, name: 'Climate' },
  { kind: 'industries', code: industries.supply, name: 'Supply chain' },
  { kind: 'industries', code: industries.fin, name: 'Fintech' },
  { kind: 'funding-stages', code: stages.seed, name: 'Seed' },
  { kind: 'funding-stages', code: stages.late, name: 'Series C' },
] as const;

const addTerms = (tenantId: string) => addTermsTo(t, tenantId, terms);

const fill = (person: Person, values: Record<string, unknown>) => fillProfile(t, person, values);

const investor = async (name: string, values: Record<string, unknown>, on: Tenant = tenant) => {
  const person = await makePerson(t, on, approved('investor', name));
  await fill(person, values);
  return person;
};

const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', host: 'localhost', url: `/api/v1${url}`, token });
const send = (method: 'POST' | 'DELETE', url: string, token: string, body?: Record<string, unknown>) =>
  call(t.app, { method, host: 'localhost', url: `/api/v1${url}`, token, ...(body ? { body } : {}) });

type MatchJson = {
  profile: { uuid: string; name: string };
  score: number;
  reasons: { factor: string; text: string }[];
  markedGood: boolean;
};
const matchesOf = async (token: string) => {
  const answer = await get('/matches/investors', token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { items: MatchJson[]; improvements: { field: string; text: string }[] };
};
const byName = (items: MatchJson[], name: string) => items.find((item) => item.profile.name === name);

let full: Person;

beforeAll(async () => {
  t = await createTestApp();
  const graph = await tenantGraph(t, 'localhost', { founder: approved('startup', 'Furrow Robotics') });
  tenant = graph.tenant;
  founder = graph.people.founder;
  await addTerms(tenant.id);
  await fill(founder, {
    fundingStage: stages.seed,
    raisingFunds: true,
    fundingAsk: 2_000_000,
    industries: [industries.agri, industries.climate, industries.supply],
    countryCode: 'IN',
    tagline: 'Drones for precision irrigation',
    about: 'Furrow flies drones over farms and tells growers where irrigation water is wasted.',
  });
  full = await investor('Green Furrow Capital', {
    fundingStages: [stages.seed],
    ticketMin: 1_000_000,
    ticketMax: 5_000_000,
    industries: [industries.agri, industries.climate, industries.supply],
    geographies: ['IN'],
    about: 'We back irrigation, drones, farms and soil science.',
  });
  await investor('Ledger Partners', {
    fundingStages: [stages.late],
    ticketMin: 50_000_000,
    ticketMax: 90_000_000,
    industries: [industries.agri, industries.fin],
  });
  await investor('Seedling Fund', { fundingStages: [stages.seed], industries: [industries.fin] });
  await investor('Far Away Fund', { fundingStages: [stages.late], industries: [industries.fin] });
  const hidden = await makePerson(t, tenant, {
    type: 'investor',
    name: 'Draft Capital',
    organizationName: 'Draft Capital',
  });
  await fill(hidden, { fundingStages: [stages.seed], industries: [industries.agri, industries.climate] });
  away = await tenantGraph(t, otherDemoHost, { investor: approved('investor', 'Elsewhere Ventures') });
  await addTerms(away.tenant.id);
  await fill(away.people.investor, { fundingStages: [stages.seed], industries: [industries.agri, industries.climate] });
});
afterAll(() => t.close());

describe('investor matches', () => {
  it('scores each factor as documented and says why, strongest first', async () => {
    const { items } = await matchesOf(founder.token);
    expect(items.map((item) => item.profile.name)).toEqual([
      'Green Furrow Capital',
      'Seedling Fund',
      'Ledger Partners',
    ]);
    const best = byName(items, 'Green Furrow Capital');
    expect(best?.score).toBe(100);
    expect(best?.reasons).toEqual([
      { factor: 'stage', text: 'Invests at seed, as you raise' },
      { factor: 'industries', text: 'Three of your industries: agritech, climate and supply chain' },
      { factor: 'ticket', text: 'Cheques of 1,000,000 to 5,000,000 cover your ask of 2,000,000' },
    ]);
    // The stage alone: 30 of 100. One of three industries: a third of 25, 8.
    expect(byName(items, 'Seedling Fund')).toMatchObject({ score: 30, reasons: [{ factor: 'stage' }] });
    expect(byName(items, 'Ledger Partners')).toMatchObject({
      score: 8,
      reasons: [{ factor: 'industries', text: 'Your industry: agritech' }],
    });
  });

  it('scores words and countries too, and only the factors in use', () => {
    const words: Words = {
      stage: (c) => c,
      industry: (c) => c,
      area: (c) => c,
      technology: (c) => c,
      country: () => 'India',
      amount: String,
    };
    const blank: ProfileFacts = {
      accountType: 'startup',
      stages: [],
      raisingFunds: false,
      amountLow: null,
      amountHigh: null,
      industries: [],
      areas: [],
      technologies: [],
      countryCode: null,
      geographies: [],
      words: [],
      text: new Set(),
    };
    const startup: ProfileFacts = {
      ...blank,
      countryCode: 'IN',
      words: thesisWords('Drones for precision irrigation', 'Drones over farms; irrigation water wasted.'),
    };
    const fund: ProfileFacts = {
      ...blank,
      accountType: 'investor',
      geographies: ['IN'],
      text: new Set(['drones', 'irrigation', 'soil']),
    };
    const all = scoreMatch({ pair: 'investor', viewer: startup, candidate: fund }, defaultMatchWeights.investor, words);
    // Two of three words (15 × 2/3 = 10) and the country (10): 20 of 100.
    expect({ score: all.score, reasons: all.reasons() }).toEqual({
      score: 20,
      // Equal weights keep the factors' own order.
      reasons: [
        { factor: 'thesis', text: 'Writes of what you do: ‘drones’ and ‘irrigation’' },
        { factor: 'geography', text: 'Invests in India' },
      ],
    });
    const wordsOnly = scoreMatch({ pair: 'investor', viewer: startup, candidate: fund }, { thesis: 15 }, words);
    expect(wordsOnly.score).toBe(67);
    expect(wordsOnly.reasons().map((reason) => reason.factor)).toEqual(['thesis']);
    // The other way round, as the investor reads it.
    const seen = scoreMatch(
      {
        pair: 'investor',
        viewer: { ...fund, words: ['drones'] },
        candidate: { ...startup, text: new Set(['drones']) },
      },
      defaultMatchWeights.investor,
      words,
    );
    expect(seen.reasons()).toEqual([
      { factor: 'geography', text: 'Based in India, where you invest' },
      { factor: 'thesis', text: 'Does what you write of: ‘drones’' },
    ]);
  });

  it('never reasons from a field a member may not see: a private investor field turns its factor off', () => {
    expect(visibleFactors('investor', 'investor')).toEqual(['stage', 'industries', 'ticket', 'thesis', 'geography']);
    const fields = fieldsOfType('investor');
    const ticket = fields.get('ticketMin') as FieldDef;
    fields.set('ticketMin', { ...ticket, audience: 'private' });
    expect(visibleFactors('investor', 'investor', fields)).not.toContain('ticket');
    // A startup's ask is for members: an investor's matches may reason from it.
    expect(visibleFactors('investor', 'startup')).toContain('ticket');
  });

  it('lists only listed investors of the tenant: no draft, none of another tenant', async () => {
    const names = (await matchesOf(founder.token)).items.map((item) => item.profile.name);
    expect(names).not.toContain('Draft Capital');
    expect(names).not.toContain('Elsewhere Ventures');
    expect(names).not.toContain('Far Away Fund');
  });

  it('says what the startup could add, and with nothing to go on lists nobody', async () => {
    const bare = await makePerson(t, tenant, approved('startup', 'Blank Slate'));
    const { items, improvements } = await matchesOf(bare.token);
    expect(items).toEqual([]);
    expect(improvements.map((item) => item.text)).toEqual([
      'Add your funding stage',
      'Add your industries',
      'Add how much you are raising',
      'Describe what your startup does',
      'Add your country',
    ]);
    expect((await matchesOf(founder.token)).improvements).toEqual([]);
  });

  it('follows the connection matrix: a startup that may not search investors gets none', async () => {
    const allow = (canSearch: boolean) => setCanSearch(t, tenant.id, 'startup', 'investor', canSearch);
    await allow(false);
    try {
      const refused = await get('/matches/investors', founder.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/cannot search investors/);
      expect(
        (await send('POST', `/matches/investors/${full.uuid}/feedback`, founder.token, { verdict: 'good' })).statusCode,
      ).toBe(403);
    } finally {
      await allow(true);
    }
  });

  it('is for startups, and for members only', async () => {
    expect((await get('/matches/investors')).statusCode).toBe(401);
    const mentor = await makePerson(t, tenant, approved('mentor', 'Mina Mentor'));
    const answer = await get('/matches/investors', mentor.token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      message: 'Investor matches are for startups: switch to your startup profile',
    });
  });
});

describe('verdicts', () => {
  const verdicts = () =>
    sqlRows(t.database, sql`select count(*)::int as n from match_feedback where profile_id = ${founder.profileId}`);

  it('refuses a bad verdict, an unknown profile and a profile that is not an investor, storing nothing', async () => {
    const bad = await send('POST', `/matches/investors/${full.uuid}/feedback`, founder.token, { verdict: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    const extra = await send('POST', `/matches/investors/${full.uuid}/feedback`, founder.token, {
      verdict: 'good',
      why: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (await send('POST', '/matches/investors/not-a-uuid/feedback', founder.token, { verdict: 'good' })).statusCode,
    ).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await send('POST', `/matches/investors/${unknown}/feedback`, founder.token, { verdict: 'good' })).statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', `/matches/investors/${away.people.investor.uuid}/feedback`, founder.token, {
          verdict: 'good',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/matches/investors/${founder.uuid}/feedback`, founder.token, { verdict: 'good' }))
        .statusCode,
    ).toBe(404);
    expect(await verdicts()).toEqual([{ n: 0 }]);
  });

  it("'good match' marks it and lifts the ones like it, saying so; 'not interested' takes it away until taken back", async () => {
    const twin = await investor('Furrow Twin Ventures', {
      fundingStages: [stages.seed],
      industries: [industries.agri, industries.climate],
    });
    const before = byName((await matchesOf(founder.token)).items, 'Furrow Twin Ventures');
    expect(
      (await send('POST', `/matches/investors/${full.uuid}/feedback`, founder.token, { verdict: 'good' })).statusCode,
    ).toBe(200);
    const after = await matchesOf(founder.token);
    expect(byName(after.items, 'Green Furrow Capital')?.markedGood).toBe(true);
    const lifted = byName(after.items, 'Furrow Twin Ventures');
    expect(lifted?.score).toBe((before?.score ?? 0) + 10);
    expect(lifted?.reasons[0]).toEqual({
      factor: 'liked',
      text: 'Like Green Furrow Capital, which you marked a good match',
    });

    expect(
      (await send('POST', `/matches/investors/${twin.uuid}/feedback`, founder.token, { verdict: 'not_interested' }))
        .statusCode,
    ).toBe(200);
    expect(byName((await matchesOf(founder.token)).items, 'Furrow Twin Ventures')).toBeUndefined();
    expect((await send('DELETE', `/matches/investors/${twin.uuid}/feedback`, founder.token)).statusCode).toBe(204);
    expect(byName((await matchesOf(founder.token)).items, 'Furrow Twin Ventures')).toBeDefined();
    expect((await send('DELETE', `/matches/investors/${twin.uuid}/feedback`, founder.token)).statusCode).toBe(404);
    // A second verdict on the same investor replaces the first.
    await send('POST', `/matches/investors/${full.uuid}/feedback`, founder.token, { verdict: 'not_interested' });
    expect(await verdicts()).toEqual([{ n: 1 }]);
    expect(byName((await matchesOf(founder.token)).items, 'Green Furrow Capital')).toBeUndefined();
  });
});
