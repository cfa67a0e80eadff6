import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

/*
 * The startup booster kit against a real database: operators add perks with rules, startups see what they
 * may claim and why not, claim once and receive the code; the partner is told; drafts and expired perks
 * stay hidden; another tenant sees none of it.
 */

const host = 'localhost';
let t: TestApp;
const { api, rows, signIn } = testClient(() => t, host);
const alpha = testClient(() => t, 'alpha.localhost');
const people = { operator: '', greenleaf: '', finlytics: '', investor: '', partner: '' };
let partnerUuid = '';
let programUuid = '';

const perk = (changes: Record<string, unknown> = {}) => ({
  title: 'Cloud credits',
  kind: 'credits',
  partnerUuid,
  summary: 'Hosting credits for a year',
  description: 'Apply the code in your billing page.',
  value: '$5,000 in credits',
  code: 'VENTURA-5K',
  link: null,
  expiresAt: null,
  eligibility: { approvedOnly: true, fundingStages: [], maxCompanyAgeYears: null, programUuids: [] },
  published: true,
  ...changes,
});
const count = async () => Number((await rows(sql`select count(*)::int as n from perks`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  people.operator = await signIn('admin@ventura.demo');
  people.greenleaf = await signIn('aarav@greenleaf.demo');
  people.finlytics = await signIn('sara@finlytics.demo');
  people.investor = await signIn('rohan@northstar.demo');
  people.partner = await signIn('kwame@ignite.demo');
  // Kwame's partner profile speaks for a partner of the tenant (Ignite Incubator).
  const [partner] = await rows(
    sql`insert into partners (tenant_id, name, slug) select tenant_id, 'Ignite Incubator', 'ignite-kit' from tenant_hosts where host = ${host} returning uuid`,
  );
  partnerUuid = String(partner?.uuid);
  await rows(
    sql`update profiles set partner_id = ${partnerUuid} where account_type = 'partner' and user_id = (select id from users where email = 'kwame@ignite.demo' and tenant_id = profiles.tenant_id)`,
  );
  const [program] = await rows(sql`select uuid from programs where code = 'CLIMATE-27'`);
  programUuid = String(program?.uuid);
}, 60_000);
afterAll(() => t.close());

describe('the console', () => {
  it('adds perks for operators only, refusing bad input and storing nothing', async () => {
    const before = await count();
    expect((await api('POST', '/admin/startup-kit', people.greenleaf, perk())).statusCode).toBe(403);
    for (const bad of [
      perk({ title: '' }),
      perk({ code: null, link: null }),
      perk({ link: 'javascript:alert(1)', code: null }),
      perk({ kind: 'cash' }),
      perk({ partnerUuid: '00000000-0000-4000-8000-000000000000' }),
      perk({ eligibility: { approvedOnly: true, fundingStages: [], maxCompanyAgeYears: 0, programUuids: [] } }),
    ]) {
      const res = await api('POST', '/admin/startup-kit', people.operator, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect(await count()).toBe(before);
    const created = await api('POST', '/admin/startup-kit', people.operator, perk());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      title: 'Cloud credits',
      provider: 'Ignite Incubator',
      code: 'VENTURA-5K',
      claims: 0,
    });
  });
});

describe('startups', () => {
  it('see published perks without their codes; drafts, expired perks and other tenants see none', async () => {
    await api('POST', '/admin/startup-kit', people.operator, perk({ title: 'Draft perk', published: false }));
    await api(
      'POST',
      '/admin/startup-kit',
      people.operator,
      perk({ title: 'Gone perk', expiresAt: '2020-01-01T00:00:00Z' }),
    );
    const listed = (await api('GET', '/startup-kit', people.greenleaf)).json().data;
    const titles = listed.map((item: { title: string }) => item.title);
    expect(titles).toContain('Cloud credits');
    expect(titles).not.toContain('Draft perk');
    expect(titles).not.toContain('Gone perk');
    expect(listed.find((item: { title: string }) => item.title === 'Cloud credits')).toMatchObject({ claim: null });
    expect(JSON.stringify(listed)).not.toContain('VENTURA-5K');
    const draft = (await api('GET', '/admin/startup-kit', people.operator))
      .json()
      .data.find((item: { title: string }) => item.title === 'Draft perk');
    expect((await api('GET', `/startup-kit/${draft.uuid}`, people.greenleaf)).statusCode).toBe(404);
    expect(
      (await alpha.api('GET', `/startup-kit/${listed[0].uuid}`, await alpha.signIn('tom@orbit.demo'))).statusCode,
    ).toBe(404);
  });

  it('check says why not, refuses a claim it does not allow, then claims once with the code, telling the partner', async () => {
    const listed = (await api('GET', '/startup-kit', people.greenleaf))
      .json()
      .data.find((item: { title: string }) => item.title === 'Cloud credits');
    // Finlytics waits for approval; an investor is not a startup.
    const pending = (await api('GET', `/startup-kit/${listed.uuid}/check`, people.finlytics)).json().data;
    expect(pending).toEqual({ eligible: false, claimed: false, reasons: ['Only approved startups can claim it'] });
    const refused = await api('POST', `/startup-kit/${listed.uuid}`, people.finlytics);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(['Only approved startups can claim it']);
    expect((await api('GET', `/startup-kit/${listed.uuid}/check`, people.investor)).json().data.reasons).toEqual([
      'Perks are for startups',
    ]);
    expect((await api('POST', `/startup-kit/${listed.uuid}`, people.investor)).statusCode).toBe(403);
    expect(Number((await rows(sql`select count(*)::int as n from perk_claims`))[0]?.n)).toBe(0);

    expect((await api('GET', `/startup-kit/${listed.uuid}/check`, people.greenleaf)).json().data).toEqual({
      eligible: true,
      claimed: false,
      reasons: [],
    });
    const claimed = await api('POST', `/startup-kit/${listed.uuid}`, people.greenleaf);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().data.claim).toMatchObject({ code: 'VENTURA-5K', link: null });
    const again = await api('POST', `/startup-kit/${listed.uuid}`, people.greenleaf);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have claimed this perk already');
    expect((await api('GET', `/startup-kit/${listed.uuid}/check`, people.greenleaf)).json().data.claimed).toBe(true);
    const [notice] = await rows(
      sql`select n.title from notifications n join users u on u.id = n.user_id where u.email = 'kwame@ignite.demo' and n.kind = 'perk_claimed'`,
    );
    expect(notice?.title).toBe('GreenLeaf Agritech claimed Cloud credits');
    const claims = (await api('GET', '/admin/startup-kit/claims', people.operator)).json().data;
    expect(claims.items).toEqual([
      expect.objectContaining({ perkTitle: 'Cloud credits', startupName: 'GreenLeaf Agritech' }),
    ]);
    expect((await api('GET', '/admin/startup-kit/claims', people.greenleaf)).statusCode).toBe(403);
  });

  it('names each rule a startup misses: stage, age and program', async () => {
    const created = await api(
      'POST',
      '/admin/startup-kit',
      people.operator,
      perk({
        title: 'Series A legal package',
        eligibility: {
          approvedOnly: true,
          fundingStages: ['series-a'],
          maxCompanyAgeYears: 2,
          programUuids: [programUuid],
        },
      }),
    );
    const uuid = created.json().data.uuid;
    const checked = (await api('GET', `/startup-kit/${uuid}/check`, people.greenleaf)).json().data;
    expect(checked.eligible).toBe(false);
    expect(checked.reasons).toHaveLength(3);
    expect(checked.reasons[0]).toMatch(/^For startups at .+; yours is /);
    expect(checked.reasons[1]).toMatch(/^For startups founded in \d{4} or later; yours was founded in 2021$/);
    expect(checked.reasons[2]).toBe('For startups selected to Climate Accelerator 2027');
    const patched = await api('PATCH', `/admin/startup-kit/${uuid}`, people.operator, perk({ title: 'Legal package' }));
    expect(patched.json().data.title).toBe('Legal package');
    expect((await api('GET', `/startup-kit/${uuid}/check`, people.greenleaf)).json().data.eligible).toBe(true);
  });
});
