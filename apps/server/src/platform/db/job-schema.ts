import PgBoss from 'pg-boss';
import type { Executor } from './executor.ts';

/** The schema the job queue (pg-boss) keeps its tables in, inside the product's own database. */
export const jobSchema = 'pgboss';

/**
 * Creates (or brings up to date) the job queue's own schema: part of migrating the database, so it lives
 * with the database and the queue (platform/jobs) builds on it, not the other way round.
 */
export const migrateJobSchema = async (executor: Executor) => {
  const boss = new PgBoss({ db: executor, schema: jobSchema, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
};
