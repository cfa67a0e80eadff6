import http from 'node:http';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { callApi, expectStatus, type Session, signInByEmail, signUpByEmail } from './support/api.ts';
import { type PgNode, removeCluster, startPrimary, startStandby, waitFor } from './support/cluster.ts';
import { bringUp, type Deployment, tearDown } from './support/deployment.ts';
import { reportFigures } from './support/figures.ts';
import { countOutcomes, type Outcome, outcomeOf, steadyLoad, watchSockets } from './support/load.ts';
import { type Pgbouncer, startPgbouncer } from './support/pgbouncer.ts';
import { drillPorts, drillSeconds, tenant } from './support/places.ts';
import type { ThrowAwayDatabase } from './support/postgres.ts';

/**
 * The failover drill (docs/scaling.md). A deployment as one that must survive the loss of its database
 * runs it: a primary with a synchronous streaming standby, PgBouncer in front (transaction pooling for
 * the processes' queries, a session pool for LISTEN and the start-up lock, named statements off), the
 * standby as the read replica, two processes behind nginx. First the replica: heavy reads go to it, a
 * writer reads their own write, a lagging or stopped replica sends reads to the primary. Then, under a
 * steady load of writes and reads with sockets open, the primary is lost; the standby is promoted and
 * PgBouncer pointed at it, as a failover script does. Measured: the seconds of refusals; checked: no
 * answered write is lost, and sessions, sockets and jobs carry on without a restart.
 */

const ports = drillPorts.failover;
const database = 'ventura';
const maxLagSeconds = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let primary: PgNode | undefined;
let standby: PgNode | undefined;
let bouncer: Pgbouncer | undefined;
let deployment: Deployment | undefined;
let checks: pg.Pool | undefined;

const up = () => {
  if (!primary || !standby || !bouncer || !deployment) throw new Error('the failover deployment is not up');
  return { primary, standby, bouncer, deployment };
};

/** The product's database as the checks see it: through PgBouncer, so after the failover, the new primary. */
const throughBouncer = (pool: Pgbouncer): ThrowAwayDatabase => {
  checks = new pg.Pool({ connectionString: pool.url('transaction'), max: 2 });
  checks.on('error', () => {});
  const client = checks;
  return {
    name: database,
    url: pool.url('transaction'),
    query: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await client.query<Row>(text, values)).rows,
    // The whole cluster goes at the end (removeCluster).
    drop: async () => {},
  };
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  primary = await startPrimary({ port: ports.primary, name: 'primary', synchronousStandby: 'standby1' });
  // A commit on the primary waits for its synchronous standby: the standby first.
  standby = await startStandby(primary, { port: ports.standby, name: 'standby1' });
  await primary.query(`create database ${database}`);
  bouncer = await startPgbouncer({ port: ports.pgbouncer, targetPort: ports.primary, database });
  const pool = bouncer;
  deployment = await bringUp({
    layout: ports,
    database: async () => throughBouncer(pool),
    env: {
      DATABASE_DIRECT_URL: bouncer.url('session'),
      DATABASE_READ_URL: standby.url(database),
      DATABASE_PREPARED_STATEMENTS: 'false',
      REPLICA_MAX_LAG_SECONDS: String(maxLagSeconds),
    },
  });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  if (deployment) await tearDown(deployment);
  await checks?.end();
  await bouncer?.stop();
  await removeCluster(...[primary, standby].filter((node): node is PgNode => node !== undefined));
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !deployment) return;
  const logs = [deployment.logs(), `--- pgbouncer\n${bouncer?.log().slice(-3000)}`].join('\n');
  console.log(`\nLogs of the failover deployment (full logs in .data/reports/production/):\n${logs}`);
  await testInfo.attach('deployment logs', { body: logs, contentType: 'text/plain' });
});

type Replica = { up: boolean; fresh: boolean; behindSeconds: number | null; primaryDown: boolean };

/** What process 1 says of the replica (GET /api/health/ready). */
const replicaState = async (d: Deployment): Promise<Replica> => {
  const answer = await callApi(d.originOf(0), null, 'GET', '/api/health/ready');
  const body = answer.json() as { replica?: Replica };
  if (!body.replica) throw new Error(`no replica in ${answer.text}`);
  return body.replica;
};

const waitForReplica = (d: Deployment, wanted: Partial<Replica>, what: string) =>
  waitFor(
    what,
    async () => {
      const state = await replicaState(d);
      const matches = Object.entries(wanted).every(([key, value]) => state[key as keyof Replica] === value);
      return matches || JSON.stringify(state);
    },
    30_000,
  );

/** The texts of the feed's first page as `session` reads it, with a cookie when given. */
const feedTexts = async (d: Deployment, session: Session, cookie?: string) => {
  const answer = await callApi(d.origin, session, 'GET', '/api/v1/posts?limit=20', undefined, {
    ...(cookie ? { cookie } : {}),
  });
  expectStatus(answer, 200);
  const page = answer.json() as { data: { items: Array<{ text: string }> } };
  return page.data.items.map((item) => item.text);
};

/** Writes a post as `session`; the cookie the answer sets (the writer's reads stay on the primary). */
const post = async (d: Deployment, session: Session, text: string) => {
  const answer = await callApi(d.origin, session, 'POST', '/api/v1/posts', { text });
  expectStatus(answer, 201);
  const cookie = [answer.headers?.['set-cookie'] ?? []].flat().find((line) => line.startsWith('ventura_primary='));
  return cookie?.split(';')[0];
};

test('the heavy reads go to the replica; a writer reads their own write; a lagging or stopped replica sends reads to the primary', async () => {
  test.setTimeout(120_000);
  const { primary, standby, deployment: d } = up();
  await waitForReplica(d, { up: true, fresh: true }, 'the replica did not become fresh');
  const operator = await signInByEmail(d, tenant.operator.email);
  const reader = await signUpByEmail(d, 'mentor', 'Rhea Reader', {});

  // Replay paused: the standby still receives (and acknowledges) the primary's writes but shows none of them.
  await standby.query('select pg_wal_replay_pause()');
  const first = `Written while the replica is paused ${Date.now()}`;
  const cookie = await post(d, operator, first);
  expect(cookie, 'a write sets the read-your-writes cookie').toMatch(/^ventura_primary=\d+$/);
  // The writer, with the cookie the answer set, reads the primary and sees the post at once.
  expect(await feedTexts(d, operator, cookie)).toContain(first);
  // Another member reads the replica, still within its allowed lag: the post is not there yet.
  expect(await feedTexts(d, reader)).not.toContain(first);

  // Past the allowed lag the replica no longer answers: the same read goes to the primary.
  await waitForReplica(d, { up: true, fresh: false }, 'the paused replica was still taken as fresh');
  expect(await feedTexts(d, reader)).toContain(first);

  // Replay resumes: the replica catches up and answers again, with the post.
  await standby.query('select pg_wal_replay_resume()');
  await waitForReplica(d, { up: true, fresh: true }, 'the replica did not catch up');
  expect(await feedTexts(d, reader)).toContain(first);

  // The replica stopped (commits stop waiting for it first, as before any maintenance of the only standby):
  // reads go to the primary and nobody sees an error.
  await primary.query(`alter system set synchronous_standby_names = ''`);
  await primary.query('select pg_reload_conf()');
  await standby.stop();
  const second = `Written while the replica is down ${Date.now()}`;
  await post(d, operator, second);
  await waitForReplica(d, { up: false, fresh: false }, 'the stopped replica was still taken as up');
  expect(await feedTexts(d, reader)).toContain(second);

  // It comes back, catches up and is synchronous again before the failover drill.
  await standby.start();
  await primary.query('alter system reset synchronous_standby_names');
  await primary.query('select pg_reload_conf()');
  await waitFor('the standby did not stream synchronously again', async () => {
    const [row] = await primary.query<{ sync_state: string }>(
      `select sync_state from pg_stat_replication where application_name = 'standby1'`,
    );
    return row?.sync_state === 'sync' || `standby1 is ${row?.sync_state ?? 'not connected'}`;
  });
  await waitForReplica(d, { up: true, fresh: true }, 'the restarted replica did not become fresh');
  expect(await feedTexts(d, reader)).toContain(second);
});

test('failover under load: the standby promoted and PgBouncer repointed, no answered write lost, sessions, sockets and jobs carry on', async () => {
  test.setTimeout(120_000 + drillSeconds * 2000);
  const { primary, standby, bouncer, deployment: d } = up();
  const host = new URL(d.origin).host;
  const operator = await signInByEmail(d, tenant.operator.email);
  const member = await signUpByEmail(d, 'mentor', 'Mina Member', {});
  const sockets = await watchSockets({
    count: 2,
    port: ports.nginx,
    host,
    token: member.accessToken,
    event: 'notification',
  });

  const run = `failover ${Date.now()}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const call = (label: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    outcomeOf(label, {
      port: ports.nginx,
      host,
      method,
      path,
      body,
      headers: { authorization: `Bearer ${token}` },
      agent,
    });
  const at = new Map<string, number>();
  // Writes: operator broadcasts (a row in the audit log and a job that notifies every member); reads: the
  // feed (the replica's) and the member's notifications (the primary's).
  const load = steadyLoad({
    intervalMs: 60,
    inFlight: 6,
    maxRequests: 2000,
    maxMs: (drillSeconds + 20) * 1000,
    send: async (n) => {
      const label = `${run} #${n}`;
      at.set(label, Date.now());
      if (n % 3 === 0) {
        return call(label, 'POST', '/api/v1/notifications/platform', operator.accessToken, {
          title: label,
          body: 'Load while the database fails over',
        });
      }
      if (n % 3 === 1) return call(label, 'GET', '/api/v1/posts?limit=10', operator.accessToken);
      return call(label, 'GET', '/api/v1/notifications?limit=5', member.accessToken);
    },
  });

  await sleep(2000);
  const crashedAt = Date.now();
  await primary.crash();
  // The failover script: promote the standby, point PgBouncer at it. No server process is restarted.
  await standby.promote();
  const promotedAt = Date.now();
  await bouncer.repoint(ports.standby);
  const repointedAt = Date.now();
  await sleep(drillSeconds * 1000);
  const outcomes: Outcome[] = await load.stop();
  agent.destroy();

  const answered = outcomes.filter((outcome) => outcome.status !== null && outcome.status < 300);
  const failed = outcomes.filter((outcome) => !answered.includes(outcome));
  const writes = (list: Outcome[]) => list.filter((outcome) => Number(outcome.label.split('#')[1]) % 3 === 0);
  const failedAt = failed.map((outcome) => at.get(outcome.label) ?? 0);
  const refusedSeconds = failedAt.length > 0 ? (Math.max(...failedAt) - Math.min(...failedAt)) / 1000 : 0;
  for (const outcome of failed.slice(0, 5)) console.log(`  ${outcome.label}: ${outcome.status} ${outcome.error}`);

  // No answered write is lost: each answered broadcast is on the promoted standby, once.
  const titles = writes(answered).map((outcome) => outcome.label);
  const audited = await d.database.query<{ title: string; n: number }>(
    `select detail->>'title' as title, count(*)::int as n from audit_log
     where action = 'notification.broadcast' and detail->>'title' like $1 group by 1`,
    [`${run} %`],
  );
  const stored = new Set(audited.map((row) => row.title));
  const lost = titles.filter((title) => !stored.has(title));
  expect(lost, 'answered writes missing after the failover').toEqual([]);
  expect(audited.filter((row) => row.n !== 1)).toEqual([]);

  // Sessions carry on (the same tokens answer), and so do the jobs: every answered broadcast's job completes
  // on the new primary and reaches the member's open sockets, which never had to reconnect.
  expectStatus(await callApi(d.origin, member, 'GET', '/api/v1/notifications?limit=1'), 200);
  const jobStates = async () => {
    const rows = await d.database.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from pgboss.job
       where name = 'notifications.broadcast' and data->>'title' = any($1) group by state`,
      [titles],
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n]));
  };
  await expect
    .poll(jobStates, { message: 'the broadcasts’ jobs by state', timeout: 90_000, intervals: [1000] })
    .toEqual({ completed: titles.length });
  // A completed job's notification reaches the sockets a moment after (through Redis): waited for, not raced.
  for (const watched of sockets.watched) {
    await expect
      .poll(() => watched.heard.filter((heardAt) => heardAt > repointedAt).length, {
        message: 'notifications heard after the repoint',
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }
  const socketDrops = sockets.watched.reduce((sum, watched) => sum + watched.disconnections.length, 0);
  sockets.close();

  const counts = countOutcomes(outcomes);
  reportFigures('failover', {
    'requests sent': outcomes.length,
    'requests answered 2xx': answered.length,
    'requests refused': failed.length,
    'reads refused': failed.length - writes(failed).length,
    'writes refused': writes(failed).length,
    'seconds of refusals': Number(refusedSeconds.toFixed(2)),
    'seconds from crash to promoted': Number(((promotedAt - crashedAt) / 1000).toFixed(2)),
    'seconds from crash to PgBouncer repointed': Number(((repointedAt - crashedAt) / 1000).toFixed(2)),
    'writes answered': titles.length,
    'writes lost': lost.length,
    'jobs completed': titles.length,
    'socket disconnections': socketDrops,
    'answers by status': JSON.stringify(counts),
    'load seconds after the crash': drillSeconds,
  });
  // A refusal is allowed only around the loss of the primary, and only as "try again" (503) or no answer:
  // its seconds are the figure this drill keeps.
  expect(failed.filter((outcome) => outcome.status !== null && outcome.status !== 503)).toEqual([]);
  expect(refusedSeconds).toBeLessThan(15);
  expect(answered.length).toBeGreaterThan(40);
});
