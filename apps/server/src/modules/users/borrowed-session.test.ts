import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

const host = 'localhost';
let t: TestApp;
let g: TenantGraph<'idle' | 'twoProfiles' | 'mentor' | 'member'>;
beforeAll(async () => {
  t = await createTestApp();
  g = await tenantGraph(t, host, {
    idle: { type: 'partner' },
    twoProfiles: { type: 'investor', alsoHolds: ['mentor'] },
    mentor: { type: 'mentor' },
    member: { type: 'service_provider', name: 'Lena Fischer' },
  });
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, host);

/** An operator's back-door session as this member. */
const borrow = async (member: Person) => {
  const { operator } = g.people;
  const res = await api('POST', '/admin/backdoor-login', operator.token, {
    profileUuid: member.uuid,
    reason: 'Support ticket 77',
  });
  expect(res.statusCode).toBe(200);
  return {
    token: String(res.json().data.accessToken),
    operatorId: operator.userId,
    target: member.uuid,
    userId: member.userId,
  };
};

const expiryHours = async (token: string) => {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await rows(
    sql`select extract(epoch from expires_at - now()) / 3600 as hours, impersonator_id from sessions where token_hash = ${hash}`,
  );
  return { hours: Number(row?.hours), impersonator: row?.impersonator_id };
};

describe('a borrowed (back-door) session', () => {
  it('ends after 30 idle minutes', async () => {
    const borrowed = await borrow(g.people.idle);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where user_id = ${borrowed.userId}`,
    );
    t.app.sessions.forgetUser(borrowed.userId);
    expect((await api('GET', '/users/profile', borrowed.token)).statusCode).toBe(401);
  });

  it('lasts hours, not days, and keeps its operator through a profile switch', async () => {
    const borrowed = await borrow(g.people.twoProfiles);
    expect((await expiryHours(borrowed.token)).hours).toBeLessThanOrEqual(2);
    const switched = await api('POST', '/users/profile-types/switch', borrowed.token, { profileType: 'mentor' });
    expect(switched.statusCode).toBe(200);
    const derived = String(switched.json().data.accessToken);
    expect(await expiryHours(derived)).toMatchObject({ impersonator: borrowed.operatorId });
    expect((await expiryHours(derived)).hours).toBeLessThanOrEqual(2);
    expect((await api('PATCH', '/users/deactivate_account', derived)).statusCode).toBe(403);
    const chained = await api('POST', '/admin/backdoor-login', derived, {
      profileUuid: borrowed.target,
      reason: 'Chained login',
    });
    expect(chained.statusCode).toBe(403);
  });

  it('keeps its operator through creating a new profile type', async () => {
    const borrowed = await borrow(g.people.mentor);
    const created = await api('POST', '/users/profile-types', borrowed.token, {
      userType: 'service_provider',
      applyingForSpecificEvent: false,
    });
    expect(created.statusCode).toBe(201);
    const derived = String(created.json().data.accessToken);
    expect(await expiryHours(derived)).toMatchObject({ impersonator: borrowed.operatorId });
    expect((await api('PATCH', '/users/deactivate_account', derived)).statusCode).toBe(403);
  });

  it('cannot change how the member signs in, and every write is audited under the operator', async () => {
    const borrowed = await borrow(g.people.member);
    const email = await api('PATCH', '/users/profile', borrowed.token, { email: 'attacker@example.com' });
    expect(email.statusCode).toBe(403);
    expect(email.json().message).toBe('An operator signed in as a member cannot change how the member signs in');
    const { email: unchanged } = g.people.member;
    const [user] = await rows(sql`select email from users where email = ${unchanged}`);
    expect(user?.email).toBe(unchanged);
    const shown = await api('GET', '/users/profile', borrowed.token);
    expect(shown.json().data.can).toMatchObject({ changeSignIn: false, closeAccount: false });
    // Nor ask for the member's confirmation code, which changing the email or deleting needs.
    const code = await api('POST', '/users/confirmation-code', borrowed.token);
    expect(code.statusCode).toBe(403);

    expect((await api('PATCH', '/users/profile', borrowed.token, { name: 'Lena Fischer' })).statusCode).toBe(200);
    const audit = await rows(
      sql`select actor_user_id, detail->>'route' as route, detail->>'status' as status from audit_log
           where action = 'borrowed_session.write' and subject_id = ${borrowed.userId} order by created_at`,
    );
    expect(audit).toEqual([
      { actor_user_id: borrowed.operatorId, route: '/api/v1/users/profile', status: '403' },
      { actor_user_id: borrowed.operatorId, route: '/api/v1/users/confirmation-code', status: '403' },
      { actor_user_id: borrowed.operatorId, route: '/api/v1/users/profile', status: '200' },
    ]);
  });
});
