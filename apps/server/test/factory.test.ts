import {
  accountTypes,
  InvestorType,
  isProfileAccountType,
  type ProfileAccountType,
  profileTypes,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTeamMember,
  approvedMember,
  connect,
  lookAlikeTenants,
  newSession,
  otherDemoHost,
  startConversation,
  tenantGraph,
} from './factory.ts';
import { createTestApp, type TestApp, testClient } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, 'localhost');

describe('tenantGraph', () => {
  it('makes each person named, with the approval asked for, signed in; and an operator', async () => {
    const { tenant, people } = await tenantGraph(t, 'localhost', {
      founder: { type: 'startup', name: 'Fern Founder', approvalStatus: 'approved' },
      waiting: { type: 'mentor', approvalStatus: 'submitted' },
    });
    const me = await api('GET', '/users/profile', people.founder.token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ name: 'Fern Founder', email: people.founder.email, accountType: 'startup' });
    expect(await rows(sql`select approval_status from profiles where id = ${people.waiting.profileId}`)).toEqual([
      { approval_status: 'submitted' },
    ]);
    expect(await rows(sql`select role, tenant_id from users where id = ${people.operator.userId}`)).toEqual([
      { role: 'operator', tenant_id: tenant.id },
    ]);
  });

  it('gives a person more profiles, a mobile number and a second session when asked', async () => {
    const { people } = await tenantGraph(t, 'localhost', {
      both: { type: 'investor', alsoHolds: ['mentor'], mobileNumber: '9700000001', gender: 'female' },
    });
    const types = (await api('GET', '/users/profile-types', people.both.token)).json().data;
    expect(types.map((p: { profileType: string }) => p.profileType)).toEqual(['investor', 'mentor']);
    expect((await api('GET', '/users/profile', people.both.token)).json().data).toMatchObject({
      mobileNumber: '9700000001',
      gender: 'female',
    });
    const second = await newSession(t, people.both);
    expect(second).not.toBe(people.both.token);
    expect((await api('GET', '/users/profile', second)).statusCode).toBe(200);
  });
});

type Variant = { type: ProfileAccountType; investorType: InvestorType | null };
/** Every type with profile pages, and each kind of investor, as its own variant. */
const variants = accountTypes
  .filter(isProfileAccountType)
  .flatMap((type): Variant[] =>
    type === 'investor'
      ? InvestorType.options.map((investorType) => ({ type, investorType }))
      : [{ type, investorType: null }],
  );

describe('approvedMember', () => {
  it.each(variants)('makes an approved $type ($investorType) profile complete, as approval asks', async (variant) => {
    const { people } = await tenantGraph(t, 'localhost', {
      member: approvedMember(variant.type, { investorType: variant.investorType, organizationName: 'Kept Name Ltd' }),
    });
    const res = await api('GET', `/${profileTypes[variant.type].rolePath}/profile_completeness`, people.member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ complete: true, missing: [], approvalStatus: 'approved' });
    const [card] = await rows(
      sql`select completeness, organization_name, listed from profiles where id = ${people.member.profileId}`,
    );
    expect(card).toEqual({
      completeness: res.json().data.percentage,
      organization_name: 'Kept Name Ltd',
      listed: true,
    });
  });
});

describe('links between people', () => {
  it('connects two people in the tenant, accepted unless told otherwise', async () => {
    const { tenant, people } = await tenantGraph(t, 'localhost', {
      a: approvedMember('startup'),
      b: { type: 'investor', approvalStatus: 'approved' },
      c: { type: 'mentor', approvalStatus: 'approved' },
    });
    const accepted = await connect(t, people.a, people.b);
    await connect(t, people.c, people.a, 'pending');
    expect(accepted).toMatchObject({ tenantId: tenant.id, status: 'accepted' });
    const listed = (await api('GET', '/connections', people.a.token)).json().data.items;
    expect(listed).toEqual([expect.objectContaining({ connectionUUID: accepted.uuid })]);
    const received = (await api('GET', '/connections/requests/received', people.a.token)).json().data.items;
    expect(received).toHaveLength(1);
  });

  it('adds a team member under an owner’s profile, listed in the owner’s team', async () => {
    const { people } = await tenantGraph(t, 'localhost', { owner: approvedMember('startup') });
    const member = await addTeamMember(t, people.owner, 'Tara Teammate');
    expect(member).toMatchObject({ type: 'startup', tenantId: people.owner.tenantId });
    const team = (await api('GET', '/users/team-members', people.owner.token)).json().data;
    expect(team).toEqual([expect.objectContaining({ name: 'Tara Teammate', status: 'member' })]);
    const me = (await api('GET', '/users/profile', member.token)).json().data;
    expect(me).toMatchObject({ name: 'Tara Teammate', can: { addMembers: false } });
  });

  it('starts a conversation between two people, which both of them see', async () => {
    const { people } = await tenantGraph(t, 'localhost', {
      a: { type: 'startup', approvalStatus: 'approved' },
      b: { type: 'investor', approvalStatus: 'approved' },
    });
    await connect(t, people.a, people.b);
    const conversation = await startConversation(t, people.a, people.b);
    for (const person of [people.a, people.b]) {
      const res = await api('GET', `/chat/conversations/${conversation.uuid}`, person.token);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('lookAlikeTenants', () => {
  it('makes the same people, emails included, on the demo’s second tenant, each signed in on their own', async () => {
    const { home, away } = await lookAlikeTenants(t, { founder: { type: 'startup', name: 'Twin Founder' } });
    expect(away.tenant.id).not.toBe(home.tenant.id);
    expect(away.people.founder).toMatchObject({ name: 'Twin Founder', email: home.people.founder.email });
    const there = testClient(() => t, otherDemoHost);
    expect((await there.api('GET', '/users/profile', away.people.founder.token)).statusCode).toBe(200);
    expect((await api('GET', '/users/profile', away.people.founder.token)).statusCode).toBe(401);
  });
});
