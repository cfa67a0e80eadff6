import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';

const url = process.env.DATABASE_URL;
const host = 'localhost';

/**
 * A PostgreSQL restart under a running server: every connection is terminated and new ones are refused
 * for a while. The server answers 503 with a clear message meanwhile, and serves again by itself, in
 * the same process, once the database is back.
 */
describe.runIf(url)('riding through a database outage', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name = '';
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await sqlRows(t.database, sql`select current_database() as name`);
    name = String(row?.name);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database "${name}" allow_connections true`).catch(() => {});
    await admin.end();
    await t.close();
  });

  const health = () => call(t.app, { method: 'GET', host, url: '/api/health' });
  const until = async (done: () => Promise<boolean>, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('survives a connection that breaks while held: the holder hears it, the pool drops it', async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const held = await pool.connect();
    const [row] = (await held.query('select pg_backend_pid() as pid')).rows as Array<{ pid: number }>;
    // Ended between two statements, as a failover ends the connections a transaction holds.
    await admin.query('select pg_terminate_backend($1)', [row?.pid]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(held.query('select 1')).rejects.toThrow();
    held.release(true);
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 during the outage and 200 after, without a restart', async () => {
    const { people } = await tenantGraph(t, host, { member: { type: 'corporate' } });
    const profile = () =>
      call(t.app, { method: 'GET', host, url: '/api/v1/users/profile', token: people.member.token });
    expect((await profile()).statusCode).toBe(200);

    await admin.query(`alter database "${name}" allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    // pg_terminate_backend only signals: on a busy machine a backend (a pooled connection, the listener)
    // may still answer for a moment. The outage has begun once they are gone and the server has seen its
    // listener drop (from then on sessions are not served from memory).
    await until(async () => {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      return rows[0]?.n === 0 && !t.app.sessions.isLive;
    });

    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'error', database: 'error', message: 'The database does not answer.' });
    const search = await call(t.app, { method: 'GET', host, url: '/api/v1/location?search=bangal' });
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBe('5');
    expect(search.json().message).toMatch(/database does not answer/);
    const signedIn = await profile();
    expect(signedIn.statusCode).toBe(503);

    await admin.query(`alter database "${name}" allow_connections true`);
    await until(async () => (await health()).statusCode === 200);
    expect((await profile()).statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', host, url: '/api/v1/location?search=bangal' })).statusCode).toBe(200);
  });
});
