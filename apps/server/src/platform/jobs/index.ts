import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Executor, executorOf } from '../db/executor.ts';
import type { Db } from '../db/index.ts';
import { jobSchema } from '../db/job-schema.ts';

/**
 * Durable background work (pg-boss, in the `pgboss` schema of the product's own database, on PGlite and
 * PostgreSQL alike). A request queues a job, in its own transaction when it has one, and returns; a
 * worker in some server process runs it, retrying with backoff when it throws. Jobs are rows: they
 * survive a restart and wait for the next worker.
 */

export type JobContext = {
  /** Which attempt this is (1 for the first) and whether another follows if this one throws. */
  attempt: number;
  lastAttempt: boolean;
};

/** One kind of job: its queue, how often and how patiently it is retried, and what it does. */
export type JobDefinition<T extends object = object> = {
  name: string;
  /** Attempts after the first; each waits retryDelaySeconds, doubling when backoff is on. */
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  /**
   * A job still running after this long counts as failed (and is retried), and its worker stops waiting
   * for it and takes the next one. Kept up to date on a queue that already exists.
   */
  expireInSeconds?: number;
  /** How many jobs of this kind one server process runs at once (one unless said). */
  concurrency?: number;
  run: (data: T, context: JobContext) => Promise<void>;
};

/** Names a job and the data it carries, so that `send` checks both where the job is queued. */
export type JobType<T extends object> = { name: string; __data?: T };
export const jobType = <T extends object>(name: string): JobType<T> => ({ name });

/**
 * A job id made from its type and a key (a day, a month): every process that queues the job for that key
 * queues the same id, so it runs once however many ask. A UUID, as pg-boss wants its ids.
 */
export const jobIdFor = (type: JobType<object>, key: string) => {
  const hex = createHash('sha256').update(`${type.name}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export type Jobs = {
  /** Queues a job in `db`'s transaction (or on its own when `db` is the database): it runs once that commits. */
  send: <T extends object>(
    db: Db,
    type: JobType<T>,
    data: T,
    /** `id`: a job with this id already queued (or kept as done) makes this one a no-op (null). */
    options?: { startAfterSeconds?: number; singletonKey?: string; id?: string },
  ) => Promise<string | null>;
  /** Registers the definitions' queues and starts their workers (in every server process). */
  start: (definitions: readonly JobDefinition<never>[]) => Promise<void>;
  /** The queue itself, for tests and maintenance. */
  boss: PgBoss;
  stop: () => Promise<void>;
};

export type JobsOptions = {
  executor: Executor;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work; pg-boss's minimum is half a second. */
  pollingIntervalSeconds?: number;
  /** On stop, how long running jobs may take to finish; those still running then fail and are retried. */
  stopTimeoutSeconds?: number;
  /**
   * How long a job of a kind that names no limit may run before it counts as lost and is retried: what
   * brings back the jobs a process held when it died (JOB_EXPIRE_SECONDS, 300 by default).
   */
  expireInSeconds?: number;
};

/** Postgres's code for a deadlock: the other party went through, and trying again finds its work done. */
const isDeadlock = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && e.code === '40P01') return true;
  }
  return false;
};

/**
 * Creates a definition's queue unless it exists. Two processes starting at once (a deploy that brings a
 * new kind of job) may deadlock inside pg-boss's create_queue: the loser tries again and finds it there.
 */
const ensureQueue = async (boss: PgBoss, definition: JobDefinition<never>, defaultExpireSeconds: number) => {
  for (let attempt = 1; ; attempt++) {
    try {
      const queue = await boss.getQueue(definition.name);
      const expireInSeconds = definition.expireInSeconds ?? defaultExpireSeconds;
      if (queue) {
        // A time limit changed since the queue was made applies to the jobs queued from now on.
        if (queue.expireInSeconds !== expireInSeconds) {
          await boss.updateQueue(definition.name, { name: definition.name, expireInSeconds });
        }
        return;
      }
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.backoff,
        expireInSeconds,
      });
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
};

export const createJobs = ({
  executor,
  log,
  pollingIntervalSeconds = 1,
  stopTimeoutSeconds = 5,
  expireInSeconds = 300,
}: JobsOptions): Jobs => {
  // pg-boss marks a finished job complete (or failed) without waiting for that statement, and a worker's
  // poll may still be answered after stop() returns: both would then reach a database already closed (an
  // unhandled rejection). Its statements and the jobs running here are counted, and stop() waits for both.
  const pending = new Set<Promise<unknown>>();
  let running = 0;
  const tracked: Executor = {
    executeSql: (text, values) => {
      const statement = executor.executeSql(text, values);
      pending.add(statement);
      statement.then(
        () => pending.delete(statement),
        () => pending.delete(statement),
      );
      return statement;
    },
  };
  const settled = async (deadline: number) => {
    while ((pending.size > 0 || running > 0) && Date.now() < deadline) {
      await Promise.allSettled([...pending]);
      // Timers run after every queued microtask: a poll answered just now has started its job by then.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const boss = new PgBoss({
    db: tracked,
    schema: jobSchema,
    migrate: false,
    // Cron schedules are not used yet; maintenance (expiring, archiving, deleting old jobs) is.
    schedule: false,
    supervise: true,
    // Maintenance finds expired jobs (a dead process's): it looks every fifth of their time limit, so a lost
    // job is retried within 1.2 times its limit; at most every 2 minutes. One process does it per round.
    maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.round(expireInSeconds / 5))),
  });
  // pg-boss reports failed polls and maintenance as events; an unlistened 'error' would end the process.
  boss.on('error', (error) => log.warn({ err: error }, 'jobs: background queue error'));
  let started = false;
  let stopped = false;

  const startWorker = async (definition: JobDefinition<never>) => {
    // pg-boss waits out its polling interval after every fetch, even one that found work: one job a
    // second per queue and process. After a job, the worker is told to look again at once, so a burst
    // (a broadcast's thousand emails) runs back to back; only an empty look waits.
    let worker: string | undefined;
    worker = await boss.work<object>(
      definition.name,
      { includeMetadata: true, pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        if (worker) boss.notifyWorker(worker);
        const attempt = job.retryCount + 1;
        const context = { attempt, lastAttempt: job.retryCount >= job.retryLimit };
        running++;
        try {
          await definition.run(job.data as never, context);
        } catch (error) {
          log.warn(
            { err: error, job: definition.name, id: job.id, attempt, lastAttempt: context.lastAttempt },
            'jobs: a job failed',
          );
          throw error;
        } finally {
          running--;
        }
      },
    );
  };

  return {
    boss,
    async send(db, type, data, options = {}) {
      if (!started) throw new Error(`jobs: "${type.name}" was queued before the queue started`);
      return boss.send(type.name, data, {
        db: executorOf(db),
        // As a moment, not a number of seconds: the executor sends each use of pg-boss's start-after
        // parameter separately, and one of them is read as a timestamp, which only an ISO moment is.
        ...(options.startAfterSeconds ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.id ? { id: options.id } : {}),
      });
    },
    async start(definitions) {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        await ensureQueue(boss, definition, expireInSeconds);
        // pg-boss 10 runs one job at a time per worker: `concurrency` workers run that many at once.
        for (let n = 0; n < (definition.concurrency ?? 1); n++) await startWorker(definition);
      }
    },
    // Stops this process's workers, letting running jobs finish; queuing still works (a request still in
    // flight while the process drains queues its job for the other processes).
    async stop() {
      if (!started || stopped) return;
      stopped = true;
      const deadline = Date.now() + stopTimeoutSeconds * 1000;
      await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutSeconds * 1000, close: false });
      // Then what pg-boss left going: its last completions, and a job a late poll started.
      await settled(deadline + 1000);
    },
  };
};
