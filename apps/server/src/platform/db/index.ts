import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../../paths.ts';

import type { Executor } from './executor.ts';
import { migrateJobSchema } from './job-schema.ts';
import { type Listen, pgliteListen, postgresListen } from './listen.ts';
import { lockDataDir } from './lock.ts';
import { createReplica, type Replica } from './replica.ts';
import { withoutNamedStatements } from './saved-plans.ts';

import type { Db } from './types.ts';

export type { Db };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies every committed migration that has not run yet, then `andThen` (reference data, the demo),
   * all under one lock: processes that start together on one database take their turns.
   */
  migrate: (andThen?: () => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
  /** Subscribes to a notification channel (caches that other processes' writes must invalidate). */
  listen: Listen;
  /** Raw SQL, several statements at once when it has no parameters (the job queue's own schema scripts). */
  executor: Executor;
  /** The read replica, when DATABASE_READ_URL names one (PostgreSQL only). */
  replica?: Replica;
};

/** How to reach PostgreSQL beyond its URL (config.database; docs/scaling.md). */
export type PostgresOptions = {
  /** The primary past a transaction pooler: LISTEN and the start-up lock need a connection of their own. */
  directUrl?: string;
  /** A streaming standby for the heavy reads. */
  readUrl?: string;
  /** Named prepared statements; off behind a transaction pooler that cannot keep them. */
  preparedStatements?: boolean;
  replicaMaxLagSeconds?: number;
};

const warnIdle = (error: Error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
/** Nothing to do: the statement that was running, or the next one, fails with the error (openPool). */
const heldConnectionBroke = () => undefined;

export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const pgliteExtensions = { pg_trgm, btree_gist };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (locked for this process). */
export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir?: string;
  postgres?: PostgresOptions;
}): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.postgres);
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl or dataDir');
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(options.dataDir, 'db'), extensions: pgliteExtensions });
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
};

export const wrapPglite = (client: PGlite, onClose: () => void = () => {}): Database => {
  const db = drizzlePglite({ client, logger: process.env.QUERY_LOG === '1' });
  const executor: Executor = {
    // PGlite runs several statements only without parameters (exec), and answers each: keep the last.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
  };
  return {
    db,
    kind: 'pglite',
    // One process at a time holds the data directory (lockDataDir): nothing else can be starting.
    migrate: async (andThen) => {
      await migratePglite(db, { migrationsFolder });
      await migrateJobSchema(executor);
      await andThen?.();
    },
    listen: pgliteListen(client),
    executor,
    close: async () => {
      await client.close();
      onClose();
    },
  };
};

/** The advisory lock that keeps start-up steps to one process at a time ('ventura migrate' as a number). */
const migrationLock = 7_565_746_117;

/**
 * node-postgres with every statement unnamed: what a transaction pooler (PgBouncer before 1.21) needs, since
 * a name prepared on one server connection is unknown on the next transaction's. The hot lists lose their
 * saved plans and keep working (platform/db/prepared.ts).
 */
class UnnamedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads; this passes them all on.
  override query(config: any, ...rest: any[]): any {
    const unnamed = config && typeof config === 'object' && 'name' in config ? { ...config, name: undefined } : config;
    return (super.query as (...args: unknown[]) => unknown)(unnamed, ...rest);
  }
}

/**
 * A pool that rides through a database restart: an idle connection the server drops is an 'error' event
 * (unhandled, it would end the process), a new connection fails fast while the database is away, and
 * the pool reconnects by itself once it is back.
 */
const openPool = async (url: string, onIdleError: (error: Error) => void, options: { named: boolean; max: number }) => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    ...(options.named ? {} : { Client: UnnamedStatementsClient }),
  });
  pool.on('error', onIdleError);
  // A connection that breaks while held (between a transaction's statements, say, when the database
  // fails over) is an 'error' event on its client, which the pool listens to only while it is idle:
  // unheard, it ended the process. Heard here, the holder's next statement fails with it, and the pool
  // drops the connection when it is released.
  pool.on('connect', (client) => client.on('error', heldConnectionBroke));
  if (!options.named) withoutNamedStatements(pool);
  await pool.query('select 1');
  return pool;
};

export const openPostgres = async (
  url: string,
  options: PostgresOptions = {},
  onIdleError: (error: Error) => void = warnIdle,
): Promise<Database> => {
  const named = options.preparedStatements ?? true;
  const pool = await openPool(url, onIdleError, { named, max: 10 });
  const db = drizzlePostgres({ client: pool });
  const executor: Executor = { executeSql: (text, values) => pool.query(text, values) };
  const replica = options.readUrl
    ? createReplica({
        primary: pool,
        replica: await openPool(options.readUrl, onIdleError, { named, max: 10 }),
        maxLagSeconds: options.replicaMaxLagSeconds ?? 5,
      })
    : undefined;
  const directUrl = options.directUrl ?? url;
  return {
    db,
    kind: 'postgres',
    // Several processes may start at once on one database (a deploy): one migrates and seeds while the
    // others wait on a session lock, then find nothing left to do. The lock is a session's, so it is taken
    // past any transaction pooler, on a connection of its own.
    migrate: async (andThen) => {
      const holder = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5000 });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [migrationLock]);
        await migratePostgres(db, { migrationsFolder });
        await migrateJobSchema(executor);
        await andThen?.();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
        await holder.end().catch(() => undefined);
      }
    },
    listen: postgresListen(directUrl),
    executor,
    replica,
    close: async () => {
      await replica?.close();
      await pool.end();
    },
  };
};
