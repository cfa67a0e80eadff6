import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { sessionIdleDays } from './sessions.ts';

const host = 'localhost';
let t: TestApp;
let people: Awaited<ReturnType<typeof graph>>['people'];
const graph = () => tenantGraph(t, host, { idle: { type: 'startup' }, busy: { type: 'corporate' } });
beforeAll(async () => {
  t = await createTestApp();
  people = (await graph()).people;
});
afterAll(() => t.close());

const profile = (token: string) => call(t.app, { method: 'GET', host, url: '/api/v1/users/profile', token });
/** Moves a user's sessions' last use back, as if they had sat unused; this process forgets what it cached. */
const idleFor = async (userId: string, interval: string) => {
  await t.database.db.execute(
    sql`update sessions set last_seen_at = now() - ${interval}::interval where user_id = ${userId}`,
  );
  t.app.sessions.forgetUser(userId);
};
const lastSeen = async (userId: string) => {
  const [row] = await sqlRows(
    t.database,
    sql`select extract(epoch from now() - last_seen_at) as seconds from sessions where user_id = ${userId} and revoked_at is null`,
  );
  return Number(row?.seconds);
};

describe('idle sessions', () => {
  it(`end after ${sessionIdleDays} days unused, although the absolute expiry is further away`, async () => {
    const { token, userId } = people.idle;
    await idleFor(userId, `${sessionIdleDays - 1} days`);
    expect((await profile(token)).statusCode).toBe(200);
    await idleFor(userId, `${sessionIdleDays} days 1 minute`);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired');
  });

  it('write down their use at most every few minutes, and keep going while used', async () => {
    const { token, userId } = people.busy;
    await idleFor(userId, '10 minutes');
    expect((await profile(token)).statusCode).toBe(200);
    await expect.poll(() => lastSeen(userId)).toBeLessThan(60);
    // Read again within minutes: served without writing (the cached use is recent).
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where user_id = ${userId}`,
    );
    expect((await profile(token)).statusCode).toBe(200);
    expect(await lastSeen(userId)).toBeGreaterThan(100);
  });
});
