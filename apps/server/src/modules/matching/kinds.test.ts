import type { AccountType } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, otherDemoHost, type Person, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { withSavedPlans } from '../../platform/db/saved-plans.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { type IndexedFactor, shortlist, tiersOf } from './shortlist.ts';
import { addTerms as addTermsTo, approved, fill as fillProfile, setCanSearch } from './test-kit.ts';

/*
 * Every kind of match beside a startup's investors (matching.test.ts): mentors, challenges and programs for
 * a startup, startups for an investor and for a mentor, the refusals, and the shortlist's tiers. The terms
 * are this file's own ('mk-'), so that no demo profile, challenge or program shares them, and every score is
 * worked out by hand from the default weights (packages/shared/src/matching.ts).
 */

let t: TestApp;
let tenant: Tenant;
let operator: Person;
let corporate: Person;
/** The startup most tests look from. */
let furrow: Person;
let maya: Person;
let omar: Person;
let green: Person;
let pitch: Person;

const { api, rows } = testClient(() => t, 'localhost');

const code = {
  agri: 'mk-agritech',
  climate: 'mk-climate',
  water: 'mk-water',
  fin: 'mk-fintech',
  seed: 'mk-seed',
  late: 'mk-series-b',
  fundraising: 'mk-fundraising',
  hiring: 'mk-hiring',
  legal: 'mk-legal',
  vision: 'mk-computer-vision',
  robotics: 'mk-robotics',
  tierA: 'mk-tier-a',
  tierB: 'mk-tier-b',
  tierC: 'mk-tier-c',
  tierSeed: 'mk-tier-seed',
};
const terms = [
  { kind: 'industries', code: code.agri, name: 'Agritech' },
  { kind: 'industries', code: code.climate, name: 'Climate' },
  { kind: 'industries', code: code.water, name: 'Water' },
  { kind: 'industries', code: code.fin, name: 'Fintech' },
  { kind: 'industries', code: code.tierA, name: 'Tier A' },
  { kind: 'industries', code: code.tierB, name: 'Tier B' },
  { kind: 'industries', code: code.tierC, name: 'Tier C' },
  { kind: 'funding-stages', code: code.seed, name: 'Seed' },
  { kind: 'funding-stages', code: code.late, name: 'Series B' },
  { kind: 'funding-stages', code: code.tierSeed, name: 'Tier seed' },
  { kind: 'mentorship-areas', code: code.fundraising, name: 'Fundraising' },
  { kind: 'mentorship-areas', code: code.hiring, name: 'Hiring' },
  { kind: 'mentorship-areas', code: code.legal, name: 'Legal' },
  { kind: 'technologies', code: code.vision, name: 'Computer vision' },
  { kind: 'technologies', code: code.robotics, name: 'Robotics' },
] as const;

const addTerms = (tenantId: string) => addTermsTo(t, tenantId, terms);

const fill = (person: Person, values: Record<string, unknown>) => fillProfile(t, person, values);

/** An approved profile of the tenant (or a draft one, `listed: false`), filled with `values`. */
const member = async (
  type: AccountType,
  name: string,
  values: Record<string, unknown>,
  { on = tenant, listed = true }: { on?: Tenant; listed?: boolean } = {},
) => {
  const person = await makePerson(t, on, listed ? approved(type, name) : { type, name, organizationName: name });
  await fill(person, values);
  return person;
};

/** Furrow's facts: a few tests make look-alikes of it (a draft, another tenant's). */
const furrowValues = {
  fundingStage: code.seed,
  raisingFunds: true,
  fundingAsk: 2_000_000,
  industries: [code.agri, code.climate, code.water],
  countryCode: 'IN',
  tagline: 'Drones for precision irrigation',
  about: 'Furrow flies drones over farms and tells growers where irrigation water is wasted.',
  mentorshipAreas: [code.fundraising, code.hiring],
  technologies: [code.vision, code.robotics],
};

type Reason = { factor: string; text: string };
type MatchJson = {
  uuid: string;
  profile: { uuid: string; name: string } | null;
  opportunity: { uuid: string; title: string; kind: string } | null;
  score: number;
  reasons: Reason[];
  markedGood: boolean;
};
type MatchListJson = { items: MatchJson[]; improvements: { field: string; text: string; page: string }[] };

const matches = async (kind: string, token: string, limit?: number) => {
  const answer = await api('GET', `/matches/${kind}${limit ? `?limit=${limit}` : ''}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as MatchListJson;
};
const nameOf = (item: MatchJson) => item.profile?.name ?? item.opportunity?.title ?? '';
const namesOf = (list: MatchListJson) => list.items.map(nameOf);
const find = (list: MatchListJson, name: string) => list.items.find((item) => nameOf(item) === name);

/** Every verdict the profiles gave, on profiles and on challenges or programs. */
const verdictsOf = async (...people: Person[]) => {
  const ids = sql.join(
    people.map((person) => sql`${person.profileId}`),
    sql`, `,
  );
  const [row] = await rows(
    sql`select (select count(*)::int from match_feedback where profile_id in (${ids}))
             + (select count(*)::int from match_item_feedback where profile_id in (${ids})) as n`,
  );
  return Number(row?.n);
};

beforeAll(async () => {
  t = await createTestApp();
  const graph = await tenantGraph(t, 'localhost', {
    founder: approved('startup', 'Furrow Robotics'),
    corporate: approved('corporate', 'Cora Corp'),
  });
  tenant = graph.tenant;
  ({ operator, founder: furrow, corporate } = graph.people);
  await addTerms(tenant.id);
  await fill(furrow, furrowValues);

  maya = await member('mentor', 'Maya Mentor', {
    mentorshipAreas: [code.fundraising, code.hiring, code.legal],
    industries: [code.agri, code.climate],
    countryCode: 'IN',
    about: 'Former operator who coached founders through term sheets and first hires.',
  });
  await member('mentor', 'Hana Hiring', { mentorshipAreas: [code.hiring], industries: [code.fin], countryCode: 'GB' });
  omar = await member('mentor', 'Omar Outsider', {
    mentorshipAreas: [code.legal],
    industries: [code.fin],
    countryCode: 'US',
  });
  await member(
    'mentor',
    'Dora Draft',
    { mentorshipAreas: [code.fundraising, code.hiring], industries: [code.agri] },
    { listed: false },
  );

  green = await member('investor', 'Green Furrow Capital', {
    fundingStages: [code.seed],
    ticketMin: 1_000_000,
    ticketMax: 5_000_000,
    industries: [code.agri, code.climate, code.water],
    geographies: ['IN'],
    about: 'We back irrigation and soil science.',
  });
  await member('startup', 'Calm Seed', { fundingStage: code.seed, raisingFunds: false, industries: [code.fin] });
  await member('startup', 'Late Bloom', {
    fundingStage: code.late,
    fundingAsk: 20_000_000,
    industries: [code.agri, code.fin],
  });
  await member('startup', 'Ledger Loop', { industries: [code.fin], countryCode: 'US' });
  pitch = await member('startup', 'Pitch Perfect', { mentorshipAreas: [code.legal], countryCode: 'US' });
  await member('startup', 'Draft Sprout', furrowValues, { listed: false });

  const away = await tenantGraph(t, otherDemoHost, { founder: approved('startup', 'Elsewhere Sprout') });
  await addTerms(away.tenant.id);
  await fill(away.people.founder, furrowValues);
});
afterAll(() => t.close());

describe('mentors for a startup', () => {
  it('ranks them by the mentorship and industries in common and the country, and leaves out who shares nothing', async () => {
    const list = await matches('mentors', furrow.token);
    // Dora Draft is not listed, Omar Outsider shares nothing: neither is there.
    expect(namesOf(list)).toEqual(['Maya Mentor', 'Hana Hiring']);
    // Both areas Furrow looks for (40), two of its three industries (30 × 2/3 = 20), India (15): 75.
    const best = find(list, 'Maya Mentor');
    expect(best?.score).toBe(75);
    expect(best?.reasons.map((reason) => reason.factor)).toEqual(['areas', 'industries', 'geography']);
    expect(best?.reasons.slice(1)).toEqual([
      { factor: 'industries', text: 'Two of your industries: agritech and climate' },
      { factor: 'geography', text: 'Based in India, like you' },
    ]);
    // One of the two areas: 40 × 1/2.
    expect(find(list, 'Hana Hiring')).toMatchObject({ score: 20, reasons: [{ factor: 'areas' }] });
    expect(list.improvements).toEqual([]);
  });

  // Fails today: matching's labels (search/labels.ts, labelledKinds) hold no mentorship areas, so the reason
  // names the code. See the report of issue 44.
  it('names the areas by their words, as the taxonomy does', async () => {
    const list = await matches('mentors', furrow.token);
    expect(find(list, 'Maya Mentor')?.reasons[0]).toEqual({
      factor: 'areas',
      text: 'Mentors in fundraising and hiring, as you asked',
    });
  });

  it('tells a startup that looks for no mentorship to add it, and still matches it by industry', async () => {
    const lone = await member('startup', 'Lone Sprout', { industries: [code.agri] });
    const list = await matches('mentors', lone.token);
    // Its one industry, fully shared: 30 of 100.
    expect(find(list, 'Maya Mentor')).toMatchObject({
      score: 30,
      reasons: [{ factor: 'industries', text: 'Your industry: agritech' }],
    });
    expect(find(list, 'Omar Outsider')).toBeUndefined();
    expect(list.improvements).toEqual([
      { field: 'mentorshipAreas', text: 'Add the mentorship you look for', page: '/startups/edit/industry-technology' },
      { field: 'about', text: 'Describe what your startup does', page: '/startups/edit/startup-information' },
      { field: 'countryCode', text: 'Add your country', page: '/startups/edit/startup-information' },
    ]);
  });
});

describe('startups for an investor', () => {
  it('scores stage, industries, ask, words and country, worded from the investor’s side', async () => {
    const list = await matches('startups', green.token);
    // Seed (30), three industries (25), an ask within the cheques (20), one word of three (15 / 3 = 5), India (10).
    expect(list.items[0]).toMatchObject({
      profile: { name: 'Furrow Robotics', uuid: furrow.uuid },
      score: 90,
      reasons: [
        { factor: 'stage', text: 'Raising at seed, a stage you invest at' },
        { factor: 'industries', text: 'Three of your industries: agritech, climate and water' },
        { factor: 'ticket', text: 'Asks 2,000,000, within your cheques of 1,000,000 to 5,000,000' },
      ],
    });
    // A startup at the stage, not raising: the stage alone.
    expect(find(list, 'Calm Seed')).toMatchObject({
      score: 30,
      reasons: [{ factor: 'stage', text: 'At seed, a stage you invest at' }],
    });
    // One industry of the investor's three (25 / 3); its ask of 20,000,000 is beyond the cheques.
    expect(find(list, 'Late Bloom')).toMatchObject({
      score: 8,
      reasons: [{ factor: 'industries', text: 'Your industry: agritech' }],
    });
    expect(namesOf(list).indexOf('Calm Seed')).toBe(1);
    expect(list.improvements).toEqual([]);
  });

  it('lists only listed startups of the tenant: no draft, none of another tenant, none that share nothing', async () => {
    const names = namesOf(await matches('startups', green.token));
    expect(names).toContain('Furrow Robotics');
    expect(names).not.toContain('Draft Sprout');
    expect(names).not.toContain('Elsewhere Sprout');
    expect(names).not.toContain('Ledger Loop');
    expect(names).not.toContain('Pitch Perfect');
  });
});

describe('startups for a mentor', () => {
  it('matches the mentorship a startup looks for against what the mentor gives', async () => {
    const list = await matches('startups', maya.token);
    expect(list.items[0]?.profile?.name).toBe('Furrow Robotics');
    // Two of Maya's three areas (40 × 2/3), both her industries (30), India (15): 71.7.
    expect(list.items[0]?.score).toBe(72);
    expect(list.items[0]?.reasons.map((reason) => reason.factor)).toEqual(['industries', 'areas', 'geography']);
    expect(list.items[0]?.reasons[0]).toEqual({
      factor: 'industries',
      text: 'Two of your industries: agritech and climate',
    });
    // No industry at all: found by the one area it looks for (40 / 3).
    expect(find(list, 'Pitch Perfect')).toMatchObject({ score: 13, reasons: [{ factor: 'areas' }] });
    const names = namesOf(list);
    expect(names).not.toContain('Ledger Loop');
    expect(names).not.toContain('Draft Sprout');
    expect(names).not.toContain('Elsewhere Sprout');
  });

  it('shows a mentor none of the startups that look for nothing it gives', async () => {
    // Omar mentors in legal matters, in fintech: Pitch Perfect asks for legal, Ledger Loop is in fintech.
    const names = namesOf(await matches('startups', omar.token));
    expect(names).toContain('Pitch Perfect');
    expect(names).toContain('Ledger Loop');
    expect(names).not.toContain('Furrow Robotics');
  });

  // Fails today, as above: the areas' words are not among matching's labels.
  it('names the areas a startup looks for by their words', async () => {
    const list = await matches('startups', maya.token);
    expect(find(list, 'Furrow Robotics')?.reasons[1]).toEqual({
      factor: 'areas',
      text: 'Looks for mentoring in fundraising and hiring, which you give',
    });
    expect(find(list, 'Pitch Perfect')?.reasons[0]?.text).toBe('Looks for mentoring in legal, which you give');
  });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('challenges for a startup', () => {
  type Posted = { uuid: string; title: string };
  const post = async (title: string, body: Record<string, unknown>) => {
    const answer = await api('POST', '/challenges', corporate.token, {
      title,
      problemStatement: 'Map litter along river banks every month.',
      industries: [code.water],
      rewards: 'A paid pilot',
      eligibility: 'Any company',
      deadline: inDays(30),
      ...body,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as Posted;
  };
  const strongBody = {
    problemStatement: 'We need computer vision that spots pests on tea bushes before they spread.',
    industries: [code.agri, code.climate],
    eligibility: 'Seed-stage teams with a pilot ready',
  };
  let strong: Posted;

  beforeAll(async () => {
    strong = await post('Pest spotting for tea estates', strongBody);
    await post('Cleaner river banks', {});
    const closed = await post('Closed call', strongBody);
    expect((await api('PATCH', `/challenges/${closed.uuid}`, corporate.token, { status: 'closed' })).statusCode).toBe(
      200,
    );
    const past = await post('Past call', strongBody);
    await rows(sql`update challenges set deadline = '2020-01-01' where uuid = ${past.uuid}`);
    const entered = await post('Entered call', strongBody);
    const applied = await api('POST', `/challenges/participants/${entered.uuid}/apply`, furrow.token, {
      pitch: 'We spot pests from the air.',
    });
    expect(applied.statusCode, applied.body).toBe(201);
  });

  it('puts the open challenge that asks for what the startup is first, and leaves out closed, past and entered ones', async () => {
    const list = await matches('challenges', furrow.token);
    expect(namesOf(list)).toEqual(['Pest spotting for tea estates', 'Cleaner river banks']);
    const [first, second] = list.items;
    expect(first?.opportunity).toMatchObject({ uuid: strong.uuid, kind: 'challenge', title: strong.title });
    expect(first?.profile).toBeNull();
    expect(first?.reasons.slice(0, 2)).toEqual([
      { factor: 'industries', text: 'Two of your industries: agritech and climate' },
      { factor: 'eligibility', text: 'Its eligibility names seed' },
    ]);
    // One of its three industries: 40 / 3.
    expect(second).toMatchObject({ score: 13, reasons: [{ factor: 'industries', text: 'Your industry: water' }] });
  });

  // Fails today: technologies are not among matching's labels (search/labels.ts), so the factor looks for the
  // code 'mk-computer-vision' in the text instead of 'Computer vision', and never holds.
  it('finds the startup’s technology named in the text', async () => {
    const list = await matches('challenges', furrow.token);
    // Two of three industries (40 × 2/3), its eligibility (15), one technology of two (25 / 2): 54.2.
    expect(find(list, 'Pest spotting for tea estates')).toMatchObject({
      score: 54,
      reasons: [
        { factor: 'industries', text: 'Two of your industries: agritech and climate' },
        { factor: 'eligibility', text: 'Its eligibility names seed' },
        { factor: 'technology', text: 'Names your technology: Computer vision' },
      ],
    });
  });

  it("'not interested' hides a challenge until taken back; a verdict on an unknown one is 404", async () => {
    const feedback = `/matches/challenges/${strong.uuid}/feedback`;
    const said = await api('POST', feedback, furrow.token, { verdict: 'not_interested' });
    expect(said.statusCode, said.body).toBe(200);
    expect(said.json().data).toEqual({ verdict: 'not_interested' });
    expect(namesOf(await matches('challenges', furrow.token))).toEqual(['Cleaner river banks']);
    expect((await api('DELETE', feedback, furrow.token)).statusCode).toBe(204);
    expect(namesOf(await matches('challenges', furrow.token))).toEqual([
      'Pest spotting for tea estates',
      'Cleaner river banks',
    ]);
    expect((await api('DELETE', feedback, furrow.token)).statusCode).toBe(404);
    expect((await api('POST', feedback, furrow.token, { verdict: 'good' })).statusCode).toBe(200);
    expect(find(await matches('challenges', furrow.token), strong.title)?.markedGood).toBe(true);
    expect((await api('DELETE', feedback, furrow.token)).statusCode).toBe(204);

    const before = await verdictsOf(furrow);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await api('POST', `/matches/challenges/${unknown}/feedback`, furrow.token, { verdict: 'good' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Challenge not found');
    expect(await verdictsOf(furrow)).toBe(before);
  });
});

describe('programs for a startup', () => {
  const create = async (title: string, body: Record<string, unknown>) => {
    const answer = await api('POST', '/admin/programs', operator.token, {
      family: 'program',
      title,
      summary: 'Office hours for anyone building.',
      accountTypes: ['startup'],
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      status: 'published',
      ...body,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };

  beforeAll(async () => {
    await create('Agri Accelerator', {
      code: 'MK-AGRI',
      summary: 'Twelve weeks of pilots with tea estates.',
      description: 'Mentoring and a grant.',
      industries: [code.agri, code.climate],
      eligibility: 'Seed-stage startups in India',
    });
    await create('Open House', { code: 'MK-OPEN' });
    await create('Investor Circle', {
      code: 'MK-INV',
      accountTypes: ['investor'],
      industries: [code.agri, code.climate, code.water],
      eligibility: 'Seed investors',
    });
    await create('Draft Cohort', { code: 'MK-DRAFT', industries: [code.agri], status: 'draft' });
  });

  it('lists published programs open to startups; one naming no industry is open to every industry', async () => {
    const list = await matches('programs', furrow.token);
    const mine = list.items.filter((item) => item.opportunity?.title.match(/^(Agri|Open|Investor|Draft) /));
    expect(mine.map(nameOf)).toEqual(['Agri Accelerator', 'Open House']);
    // Two of three industries (45 × 2/3 = 30) and an eligibility that names its stage (25).
    expect(list.items[0]).toMatchObject({
      opportunity: { kind: 'program', title: 'Agri Accelerator' },
      score: 55,
      reasons: [
        { factor: 'industries', text: 'Two of your industries: agritech and climate' },
        { factor: 'eligibility', text: 'Its eligibility names seed' },
      ],
    });
    // Every industry counts at half strength: 45 / 2 = 22.5.
    expect(find(list, 'Open House')).toMatchObject({
      score: 23,
      reasons: [{ factor: 'industries', text: 'Open to every industry' }],
    });
  });
});

describe('refusals', () => {
  const setStartupsSearchMentors = (canSearch: boolean) => setCanSearch(t, tenant.id, 'startup', 'mentor', canSearch);
  const verdict = { verdict: 'good' };

  it('tells a profile of another type which profile has these matches (422), storing nothing', async () => {
    const before = await verdictsOf(furrow, green);
    const asStartup = await api('GET', '/matches/startups', furrow.token);
    expect(asStartup.statusCode).toBe(422);
    expect(asStartup.json().message).toBe(
      'Startup matches are for investors and mentors: switch to your investor or mentor profile',
    );
    expect((await api('POST', `/matches/startups/${pitch.uuid}/feedback`, furrow.token, verdict)).statusCode).toBe(422);
    const asInvestor = await api('GET', '/matches/mentors', green.token);
    expect(asInvestor.statusCode).toBe(422);
    expect(asInvestor.json().message).toBe('Mentor matches are for startups: switch to your startup profile');
    expect((await api('POST', `/matches/mentors/${maya.uuid}/feedback`, green.token, verdict)).statusCode).toBe(422);
    expect(await verdictsOf(furrow, green)).toBe(before);
  });

  it('follows the connection matrix: a startup that may not search mentors gets no mentor matches (403)', async () => {
    const before = await verdictsOf(furrow);
    await setStartupsSearchMentors(false);
    try {
      const refused = await api('GET', '/matches/mentors', furrow.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/cannot search mentors/);
      expect((await api('POST', `/matches/mentors/${maya.uuid}/feedback`, furrow.token, verdict)).statusCode).toBe(403);
      // Investors are still its to search.
      expect((await api('GET', '/matches/investors', furrow.token)).statusCode).toBe(200);
    } finally {
      await setStartupsSearchMentors(true);
    }
    expect(await verdictsOf(furrow)).toBe(before);
    expect((await api('GET', '/matches/mentors', furrow.token)).statusCode).toBe(200);
  });

  it('refuses a kind it does not know (400), storing nothing', async () => {
    const before = await verdictsOf(furrow);
    const bad = await api('GET', '/matches/founders', furrow.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await api('POST', `/matches/founders/${maya.uuid}/feedback`, furrow.token, verdict)).statusCode).toBe(400);
    expect((await api('DELETE', `/matches/founders/${maya.uuid}/feedback`, furrow.token)).statusCode).toBe(400);
    expect(await verdictsOf(furrow)).toBe(before);
  });
});

describe('the shortlist', () => {
  const factors: IndexedFactor[] = [
    { factor: 'stage', weight: 30, keys: [`investor.fundingStages:${code.tierSeed}`], levels: 1 },
    {
      factor: 'industries',
      weight: 25,
      keys: [code.tierA, code.tierB, code.tierC].map((industry) => `investor.industries:${industry}`),
      levels: 3,
    },
    { factor: 'ticket', weight: 20, keys: [], levels: 1, condition: { covers: 2_000_000 } },
  ];

  it('runs the tiers best first, and never a tier of the cheque condition alone', () => {
    const tiers = tiersOf(factors);
    expect(tiers.map((tier) => tier.levels)).toEqual([
      [1, 3, 1],
      [1, 2, 1],
      [1, 1, 1],
      [1, 3, 0],
      [1, 0, 1],
      [1, 2, 0],
      [0, 3, 1],
      [1, 1, 0],
      [0, 2, 1],
      [1, 0, 0],
      [0, 1, 1],
      [0, 3, 0],
      [0, 2, 0],
      [0, 1, 0],
    ]);
    const scores = tiers.map((tier) => tier.score);
    expect(scores[0]).toBe(75);
    expect(scores.at(-1)).toBeCloseTo(25 / 3);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The cheque alone would scan every candidate: no tier of it, whatever the order of the factors.
    expect(tiersOf([factors[2] as IndexedFactor])).toEqual([]);
    expect(tiersOf([factors[2] as IndexedFactor, factors[0] as IndexedFactor]).map((tier) => tier.levels)).toEqual([
      [1, 1],
      [0, 1],
    ]);
  });

  it('finds the best by the indexed factors first, however many weaker ones come before it', async () => {
    const seeker = await member('startup', 'Tier Seeker', {
      fundingStage: code.tierSeed,
      raisingFunds: true,
      fundingAsk: 2_000_000,
      industries: [code.tierA, code.tierB, code.tierC],
    });
    const weaker: Person[] = [];
    for (const n of [1, 2, 3, 4]) {
      weaker.push(await member('investor', `Stage Only ${n}`, { fundingStages: [code.tierSeed] }));
      weaker.push(await member('investor', `One Industry ${n}`, { industries: [code.tierA] }));
    }
    const runnerUp = await member('investor', 'Runner Up', {
      fundingStages: [code.tierSeed],
      industries: [code.tierA, code.tierB],
    });
    // Made last, so that storage order would not put it first.
    const top = await member('investor', 'Top Pick', {
      fundingStages: [code.tierSeed],
      industries: [code.tierA, code.tierB, code.tierC],
      ticketMin: 1_000_000,
      ticketMax: 5_000_000,
    });

    const one = await matches('investors', seeker.token, 1);
    expect(one.items).toHaveLength(1);
    // Its stage (30), its three industries (25) and its ask (20).
    expect(one.items[0]).toMatchObject({ profile: { name: 'Top Pick' }, score: 75 });
    // The stage (30) and two industries of three (25 × 2/3): 46.7.
    expect((await matches('investors', seeker.token, 2)).items.map((item) => [nameOf(item), item.score])).toEqual([
      ['Top Pick', 75],
      ['Runner Up', 47],
    ]);

    const cut = async (size: number) =>
      (
        await withSavedPlans(t.database.db, (read) =>
          shortlist(read, {
            tenantId: tenant.id,
            viewerProfileId: seeker.profileId,
            candidateType: 'investor',
            factors,
            size,
          }),
        )
      ).map((row) => row.id);
    expect(await cut(1)).toEqual([top.profileId]);
    expect(await cut(2)).toEqual([top.profileId, runnerUp.profileId]);
    const three = await cut(3);
    expect(three.slice(0, 2)).toEqual([top.profileId, runnerUp.profileId]);
    const stageOnly = weaker.filter((person) => person.name.startsWith('Stage Only')).map((person) => person.profileId);
    expect(stageOnly).toContain(three[2]);
    expect(await cut(20)).toHaveLength(10);
  });
});
