import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';

const host = 'localhost';
/** A member of the host's tenant, signed in. */
const memberOf = async (t: TestApp, name = 'Sam Session') =>
  (await tenantGraph(t, host, { member: { type: 'startup', name } })).people.member;
const profileOf = (t: TestApp, token: string) =>
  call(t.app, { method: 'GET', host, url: '/api/v1/users/profile', token });

/** Polls until the check passes or the time is up; answers whether it passed. */
const eventually = async (check: () => Promise<boolean>, ms = 2000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
};

describe('sessions served from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps a looked-up session in memory, for its own tenant only', async () => {
    const { token } = await memberOf(t);
    expect((await profileOf(t, token)).statusCode).toBe(200);
    expect(t.app.sessions.size).toBeGreaterThan(0);
    const elsewhere = await call(t.app, {
      method: 'GET',
      host: 'alpha.localhost',
      url: '/api/v1/users/profile',
      token,
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses a session revoked behind the server’s back (an operator in SQL) on the next request', async () => {
    const { token, userId } = await memberOf(t);
    expect((await profileOf(t, token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${userId}`);
    expect(await eventually(async () => (await profileOf(t, token)).statusCode === 401)).toBe(true);
  });

  it('shows a change to the user at once to the same session', async () => {
    const { token } = await memberOf(t, 'Lena Fischer');
    expect((await profileOf(t, token)).json().data.name).toBe('Lena Fischer');
    const renamed = await call(t.app, {
      method: 'PATCH',
      host,
      url: '/api/v1/users/profile',
      token,
      body: { name: 'Lena F. Fischer' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await profileOf(t, token)).json().data.name).toBe('Lena F. Fischer');
  });
});

/** Two server processes on one PostgreSQL: a logout on one is a logout on the other. */
describe.runIf(process.env.DATABASE_URL)('sessions across server processes', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof secondServer>>;
  const secondServer = async () => {
    const { buildApp } = await import('../../app.ts');
    const { loadConfig } = await import('../../config.ts');
    const { openPostgres } = await import('../db/index.ts');
    const [row] = await sqlRows(first.database, sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${String(row?.name)}`;
    const database = await openPostgres(url.toString());
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, db: database.db, listen: database.listen, logger: false });
    await app.ready();
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, close };
  };
  beforeAll(async () => {
    first = await createTestApp();
    second = await secondServer();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('refuses the token on the other server right after logout', async () => {
    const { token } = await memberOf(first);
    const onSecond = () => call(second.app, { method: 'GET', host, url: '/api/v1/users/profile', token });
    expect((await onSecond()).statusCode).toBe(200);
    expect(second.app.sessions.size).toBeGreaterThan(0);
    const out = await call(first.app, { method: 'GET', host, url: '/api/v1/users/logout', token });
    expect(out.statusCode).toBe(200);
    expect(await eventually(async () => (await onSecond()).statusCode === 401, 500)).toBe(true);
  });
});

describe('signing out everywhere else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends every other session of the person at once and keeps this one; needs a session', async () => {
    const member = await memberOf(t);
    const others = [await newSession(t, member), await newSession(t, member)];
    for (const token of [member.token, ...others]) expect((await profileOf(t, token)).statusCode).toBe(200);

    const res = await call(t.app, {
      method: 'POST',
      host,
      url: '/api/v1/users/logout/others',
      token: member.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out 2 other sessions', data: { ended: 2 } });
    expect((await profileOf(t, member.token)).statusCode).toBe(200);
    for (const token of others) expect((await profileOf(t, token)).statusCode).toBe(401);
    expect((await call(t.app, { method: 'POST', host, url: '/api/v1/users/logout/others' })).statusCode).toBe(401);
  });
});
