import { randomUUID } from 'node:crypto';
import { maxWishlistSize } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    investor: cast.investor,
    mentor: cast.mentor,
    newcomer: { type: 'startup', name: 'Nina New', organizationName: 'Fresh Co', approvalStatus: 'submitted' },
  });

type Json = Record<string, unknown>;
const v2 = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: Json, host = 'localhost') =>
  call(t.app, { method, host, url: `/api/v2${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });
const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const entriesOf = async (profileId: number) =>
  Number(
    (await rows(sql`select count(*)::int as n from wishlist_entries where owner_profile_id = ${profileId}`))[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: cast.founder });
});
afterAll(() => t.close());

describe('the wishlist', () => {
  it('needs a session', async () => {
    expect((await v2('GET', '/wishlist')).statusCode).toBe(401);
    expect((await v2('POST', `/wishlist/create/${g.people.investor.userId}`)).statusCode).toBe(401);
  });

  it('adds a person’s approved profile once, saying whether they are connected', async () => {
    const added = await v2('POST', `/wishlist/create/${g.people.investor.userId}`, g.people.founder.token);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      toUserUUID: g.people.investor.userId,
      userAccountType: 'investor',
      person: { profileUuid: g.people.investor.uuid, name: expect.any(String), accountType: 'investor' },
      connected: false,
    });
    const again = await v2('POST', `/wishlist/create/${g.people.investor.userId}`, g.people.founder.token, {});
    expect(again.statusCode).toBe(409);
    expect(await entriesOf(g.people.founder.profileId)).toBe(1);
  });

  it('adds a profile by the uuid pages show (the spec’s user id works too), and says when it is there already', async () => {
    const owner = await makePerson(t, g.tenant, { type: 'startup', approvalStatus: 'approved' });
    const byProfile = await v2('POST', `/wishlist/create/${g.people.mentor.uuid}`, owner.token, {
      userAccountType: 'mentor',
    });
    expect(byProfile.statusCode, byProfile.body).toBe(201);
    expect(byProfile.json().data).toMatchObject({
      toUserUUID: g.people.mentor.userId,
      userAccountType: 'mentor',
      person: { profileUuid: g.people.mentor.uuid },
    });
    // The same profile again, by the user id this time: there already, said by a stable reason.
    const again = await v2('POST', `/wishlist/create/${g.people.mentor.userId}`, owner.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This person is already on your wishlist',
      errors: ['This person is already on your wishlist'],
      reason: 'already_on_wishlist',
    });
    // A profile uuid with another account type named, one's own profile, and another tenant's profile.
    const wrongType = await v2('POST', `/wishlist/create/${g.people.investor.uuid}`, owner.token, {
      userAccountType: 'mentor',
    });
    expect(wrongType.statusCode).toBe(404);
    expect((await v2('POST', `/wishlist/create/${owner.uuid}`, owner.token)).statusCode).toBe(400);
    expect((await v2('POST', `/wishlist/create/${other.people.founder.uuid}`, owner.token)).statusCode).toBe(404);
    expect(await entriesOf(owner.profileId)).toBe(1);
  });

  it('adds the profile of the account type named, and refuses a type they do not have', async () => {
    const mentor = await v2('POST', `/wishlist/create/${g.people.mentor.userId}`, g.people.founder.token, {
      userAccountType: 'mentor',
    });
    expect(mentor.statusCode).toBe(201);
    expect(mentor.json().data.userAccountType).toBe('mentor');
    const wrongType = await v2('POST', `/wishlist/create/${g.people.investor.userId}`, g.people.mentor.token, {
      userAccountType: 'corporate',
    });
    expect(wrongType.statusCode).toBe(404);
    const badType = await v2('POST', `/wishlist/create/${g.people.investor.userId}`, g.people.mentor.token, {
      userAccountType: 'wizard',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.join(' ')).toMatch(/userAccountType/);
  });

  it('refuses oneself (400), an unknown user or another tenant’s (404) and a person with no approved profile', async () => {
    const self = await v2('POST', `/wishlist/create/${g.people.founder.userId}`, g.people.founder.token);
    expect(self.statusCode).toBe(400);
    expect((await v2('POST', `/wishlist/create/${randomUUID()}`, g.people.founder.token)).statusCode).toBe(404);
    expect(
      (await v2('POST', `/wishlist/create/${other.people.founder.userId}`, g.people.founder.token)).statusCode,
    ).toBe(404);
    expect((await v2('POST', `/wishlist/create/${g.people.newcomer.userId}`, g.people.founder.token)).statusCode).toBe(
      404,
    );
    expect((await v2('POST', '/wishlist/create/not-a-uuid', g.people.founder.token)).statusCode).toBe(400);
  });

  it('lists the caller’s entries newest first, paged, with connections as they are now', async () => {
    const owner = await makePerson(t, g.tenant, { type: 'startup', approvalStatus: 'approved' });
    await v2('POST', `/wishlist/create/${g.people.investor.userId}`, owner.token);
    await v2('POST', `/wishlist/create/${g.people.mentor.userId}`, owner.token);
    await rows(sql`insert into connections (tenant_id, from_profile_id, to_profile_id, status)
                   values (${g.tenant.id}, ${owner.profileId}, ${g.people.investor.profileId}, 'accepted')`);
    const page = await v2('GET', '/wishlist?limit=1', owner.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ total: 2, pageNumber: 1, limit: 1 });
    expect(page.json().data.items[0].toUserUUID).toBe(g.people.mentor.userId);
    const second = await v2('GET', '/wishlist?limit=1&pageNumber=2', owner.token);
    expect(second.json().data.items[0]).toMatchObject({ toUserUUID: g.people.investor.userId, connected: true });
    const theirs = await v2('GET', '/wishlist', g.people.mentor.token);
    expect(theirs.json().data.items.map((item: { toUserUUID: string }) => item.toUserUUID)).not.toContain(
      g.people.mentor.userId,
    );
  });

  it('lets only the owner remove an entry', async () => {
    const added = await v2('POST', `/wishlist/create/${g.people.founder.userId}`, g.people.investor.token);
    const id = added.json().data.id;
    expect((await v2('DELETE', `/wishlist/${id}`, g.people.mentor.token)).statusCode).toBe(404);
    expect(
      (await v2('DELETE', `/wishlist/${id}`, other.people.founder.token, undefined, 'alpha.localhost')).statusCode,
    ).toBe(404);
    const removed = await v2('DELETE', `/wishlist/${id}`, g.people.investor.token);
    expect(removed.statusCode).toBe(200);
    expect((await v2('DELETE', `/wishlist/${id}`, g.people.investor.token)).statusCode).toBe(404);
    expect(await entriesOf(g.people.investor.profileId)).toBe(0);
  });

  it(`holds at most ${maxWishlistSize} people`, async () => {
    const owner = await makePerson(t, g.tenant, { type: 'investor', approvalStatus: 'approved' });
    const tag = randomUUID().slice(0, 8);
    await rows(sql`
      with u as (
        insert into users (tenant_id, name, email)
        select ${g.tenant.id}, 'Bulk ' || i, 'bulk-' || i || '-' || ${tag} || '@factory.test'
        from generate_series(1, ${maxWishlistSize}) i returning id
      ), p as (
        insert into profiles (tenant_id, user_id, account_type, approval_status)
        select ${g.tenant.id}, id, 'startup', 'approved' from u returning id
      )
      insert into wishlist_entries (tenant_id, owner_profile_id, target_profile_id, user_account_type)
      select ${g.tenant.id}, ${owner.profileId}, id, 'startup' from p`);
    const full = await v2('POST', `/wishlist/create/${g.people.founder.userId}`, owner.token);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/at most 500/);
    expect(await entriesOf(owner.profileId)).toBe(maxWishlistSize);
  });
});
