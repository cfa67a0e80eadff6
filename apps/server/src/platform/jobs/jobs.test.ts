import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { adminUrl } from '../../../test/global-setup.ts';
import { call, createTestApp, sqlRows } from '../../../test/helpers.ts';
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../db/index.ts';
import { createJobs, type JobDefinition, jobType } from './index.ts';

const log = Fastify({ logger: false }).log;
const until = async (done: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
};

/**
 * The same database opened twice, one after the other, as a server restart does: PGlite on a data
 * directory, or a PostgreSQL database made from the run's template.
 */
const restartableDatabase = async () => {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) {
    const name = `ventura_jobs_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    return {
      open: () => openPostgres(adminUrl(url, name)),
      drop: async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-jobs-'));
  const dump = inject('pgliteDump');
  let first = true;
  return {
    open: async () => {
      const options = first && dump ? { loadDataDir: new Blob([fs.readFileSync(dump)]) } : {};
      first = false;
      return wrapPglite(await PGlite.create({ dataDir: dir, extensions: pgliteExtensions, ...options }));
    },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
};

describe('background jobs', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('survive a restart: queued before it, run after it', async () => {
    const store = await restartableDatabase();
    cleanups.push(store.drop);
    const durable = jobType<{ note: string }>('test.durable');
    const seen: string[] = [];
    const definition = (run: boolean): JobDefinition<{ note: string }> => ({
      name: durable.name,
      retryLimit: 1,
      retryDelaySeconds: 1,
      backoff: false,
      run: async (data) => {
        if (run) seen.push(data.note);
      },
    });

    let database: Database = await store.open();
    let jobs = createJobs({ executor: database.executor, log, pollingIntervalSeconds: 0.5 });
    // The first server registers the queue but has no worker for it: it stops before anything runs it.
    await jobs.start([]);
    await jobs.boss.createQueue(durable.name);
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, durable, { note: 'sent before the restart' });
    });
    await jobs.stop();
    await database.close();

    database = await store.open();
    jobs = createJobs({ executor: database.executor, log, pollingIntervalSeconds: 0.5 });
    await jobs.start([definition(true)]);
    cleanups.push(async () => {
      await jobs.stop();
      await database.close();
    });
    expect(await until(async () => seen.length > 0)).toBe(true);
    expect(seen).toEqual(['sent before the restart']);
  });

  it('run a burst back to back, not one per polling interval', async () => {
    const store = await restartableDatabase();
    cleanups.push(store.drop);
    const database = await store.open();
    const burst = jobType<{ n: number }>('test.burst');
    const seen: number[] = [];
    const jobs = createJobs({ executor: database.executor, log, pollingIntervalSeconds: 2 });
    await jobs.start([]);
    await jobs.boss.createQueue(burst.name);
    for (let n = 0; n < 20; n++) await jobs.send(database.db, burst, { n });
    await jobs.stop();
    // A worker that waited its 2 s interval after each job would need 40 s for these twenty.
    const worker = createJobs({ executor: database.executor, log, pollingIntervalSeconds: 2 });
    const started = Date.now();
    await worker.start([
      {
        name: burst.name,
        retryLimit: 0,
        retryDelaySeconds: 1,
        backoff: false,
        run: async ({ n }) => void seen.push(n),
      },
    ]);
    cleanups.push(async () => {
      await worker.stop();
      await database.close();
    });
    expect(await until(async () => seen.length === 20, 15_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('run `concurrency` jobs of a kind at once, and let go of one that overruns its time limit', async () => {
    const store = await restartableDatabase();
    cleanups.push(store.drop);
    const database = await store.open();
    const slow = jobType<{ n: number }>('test.slow');
    // The queue exists from before, with pg-boss's own time limit (15 minutes).
    const before = createJobs({ executor: database.executor, log });
    await before.start([]);
    await before.boss.createQueue(slow.name, { name: slow.name, retryLimit: 0 });
    await before.stop();

    let running = 0;
    let most = 0;
    const done: number[] = [];
    const worker = createJobs({ executor: database.executor, log, pollingIntervalSeconds: 0.5 });
    await worker.start([
      {
        name: slow.name,
        retryLimit: 0,
        retryDelaySeconds: 1,
        backoff: false,
        concurrency: 3,
        expireInSeconds: 2,
        run: async ({ n }) => {
          // Job 0 never ends: only its time limit frees its worker for the others.
          if (n === 0) return new Promise(() => {});
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 1_200));
          running--;
          done.push(n);
        },
      },
    ]);
    cleanups.push(async () => {
      await worker.stop();
      await database.close();
    });
    expect((await worker.boss.getQueue(slow.name))?.expireInSeconds).toBe(2);
    const ids: (string | null)[] = [];
    for (let n = 0; n < 7; n++) ids.push(await worker.send(database.db, slow, { n }));
    expect(await until(async () => done.length === 6, 15_000)).toBe(true);
    // Three at once besides the endless one: its worker was let go after two seconds and took more.
    expect(most).toBe(3);
    const state = async () => (await worker.boss.getJobById(slow.name, ids[0] ?? ''))?.state;
    expect(await until(async () => (await state()) === 'failed', 10_000)).toBe(true);
  });

  it('stop only when the jobs running here are finished and marked so: nothing reaches a closed database', async () => {
    const store = await restartableDatabase();
    cleanups.push(store.drop);
    const database = await store.open();
    const quick = jobType<object>('test.quick');
    let stopping: Promise<void> | undefined;
    // A slow database for the statement that marks a job complete, which pg-boss sends without waiting.
    const slowToComplete = {
      executeSql: async (text: string, values?: unknown[]) => {
        if (text.includes('completed_on = now()')) await new Promise((resolve) => setTimeout(resolve, 700));
        return database.executor.executeSql(text, values);
      },
    };
    const jobs = createJobs({ executor: slowToComplete, log, pollingIntervalSeconds: 0.5 });
    await jobs.start([
      {
        name: quick.name,
        retryLimit: 0,
        retryDelaySeconds: 1,
        backoff: false,
        // The process is told to stop just as the job ends.
        run: async () => {
          setImmediate(() => {
            stopping = jobs.stop();
          });
        },
      },
    ]);
    const id = await jobs.send(database.db, quick, {});
    expect(await until(async () => stopping !== undefined, 10_000)).toBe(true);
    await stopping;
    const rows = await database.db.execute(sql`select state from pgboss.job where id = ${id}`);
    expect((rows as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'completed' }]);
    await database.close();
  });

  it('are queued with their transaction: a rollback leaves no job', async () => {
    const store = await restartableDatabase();
    cleanups.push(store.drop);
    const database = await store.open();
    const jobs = createJobs({ executor: database.executor, log });
    await jobs.start([]);
    cleanups.push(async () => {
      await jobs.stop();
      await database.close();
    });
    const ghost = jobType<object>('test.ghost');
    await jobs.boss.createQueue(ghost.name);
    // Only the planted error may end the transaction: a failing send would pass the count below too.
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, ghost, {});
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${ghost.name}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

/**
 * A mail server that turns the first `refusals` connections away (421, as a busy server does), then
 * accepts every message and keeps it.
 */
const startSmtp = async (refusals: number) => {
  const received: string[] = [];
  let turnedAway = 0;
  const server = net.createServer((socket) => {
    if (turnedAway < refusals) {
      turnedAway++;
      socket.end('421 4.3.2 Try again later\r\n');
      return;
    }
    let data = false;
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 2.0.0 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 2.1.0 ok\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (/^RSET/i.test(line)) socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(r)) };
};

describe('email through the queue', () => {
  it('leaves the request at once, and is retried until the mail server takes it', async () => {
    const smtp = await startSmtp(1);
    const t = await createTestApp({
      SMTP_URL: smtp.url,
      SECRET_KEY: 'k'.repeat(64),
      MAIL_FROM: 'Ventura <no-reply@ventura.test>',
    });
    try {
      const { email } = (await tenantGraph(t, 'localhost', { member: { type: 'startup' } })).people.member;
      const res = await call(t.app, {
        method: 'POST',
        host: 'localhost',
        url: '/api/v1/public/auth/mobile/login',
        body: { email },
      });
      expect(res.statusCode).toBe(200);
      const outbox = () =>
        sqlRows(
          t.database,
          sql`select status, error from outbox_messages where "to" = ${email} order by id desc limit 1`,
        );
      // The first attempt meets a busy server: the message waits, marked with why, for the next one.
      expect(await until(async () => (await outbox())[0]?.error != null)).toBe(true);
      expect((await outbox())[0]).toMatchObject({ status: 'queued' });
      expect(smtp.received).toEqual([]);
      // pg-boss holds the retry for its delay (10 s, then doubling)...
      const retry = async () =>
        (
          await sqlRows(
            t.database,
            sql`select extract(epoch from start_after - now())::float as wait from pgboss.job
                 where name = 'mail.deliver' and state = 'retry'`,
          )
        )[0];
      expect(await until(async () => (await retry()) !== undefined)).toBe(true);
      expect(Number((await retry())?.wait)).toBeGreaterThan(5);
      // ...which the test does not sit through: the retry is made due now, and the second attempt is delivered.
      await sqlRows(
        t.database,
        sql`update pgboss.job set start_after = now() where name = 'mail.deliver' and state = 'retry'`,
      );
      expect(await until(async () => (await outbox())[0]?.status === 'sent', 40_000)).toBe(true);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain(`To: ${email}`);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);
});
