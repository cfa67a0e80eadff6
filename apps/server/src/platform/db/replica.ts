import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './types.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A streaming standby (DATABASE_READ_URL) for the heavy reads. Every second it compares the primary's
 * write position with what the standby has replayed: the standby is fresh as of the last moment it had
 * replayed all the primary had written then. Reads go to it only while that moment is within the allowed
 * lag; a standby that falls behind or stops answering sends them back to the primary until it catches up.
 * While the primary itself is unreachable (a failover under way), a standby that answers keeps serving
 * the reads: slightly old pages are better than none. A read the standby fails (it went away between two
 * looks, or cancelled the read to replay the primary's changes) runs again on the primary at once.
 */
export type Replica = {
  db: Db;
  /** Whether reads may go to the standby now. */
  fresh: () => boolean;
  /** For the readiness report and the drill: what the last look found. */
  status: () => ReplicaStatus;
  close: () => Promise<void>;
};

export type ReplicaStatus = {
  /** The standby answered the last look. */
  up: boolean;
  /** Seconds since the standby last had everything the primary had written (null: never yet). */
  behindSeconds: number | null;
  /** The primary did not answer the last look. */
  primaryDown: boolean;
  fresh: boolean;
};

const lookEveryMs = 1000;

/** Where the primary writes now; throws when it does not answer. */
const writePosition = async (primary: pg.Pool) => {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  const lsn = rows[0]?.lsn;
  if (!lsn) throw new Error('the primary gave no write position');
  return lsn;
};

/**
 * Whether the standby has replayed up to `lsn`. A server that is not (or no longer) a standby, a promoted
 * one after a failover, holds everything it was written: it is up to date by definition.
 */
const replayedUpTo = async (ask: Ask, lsn: string | null) => {
  const { rows } = await ask<{ caught_up: boolean }>(
    `select not pg_is_in_recovery()
            or ($1::pg_lsn is not null and pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0) as caught_up`,
    [lsn],
  );
  return rows[0]?.caught_up === true;
};

/** A query on one connection pool, as node-postgres's promise form takes it. */
type Ask = <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<Row>>;

/** A hot standby cancels a read whose rows its replay must change (40001, "conflict with recovery"). */
const cancelledForRecovery = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === '40001' && /conflict with recovery/i.test(error.message);

/** Whether a read failed because of the standby (gone, or cancelled for recovery): the primary can answer it. */
export const standbyFailed = (error: unknown) => isDatabaseUnavailable(error) || cancelledForRecovery(error);

const primaries = new WeakMap<pg.Pool, pg.Pool>();

/**
 * The primary behind a replica's pool, for reads that take a connection of their own (saved-plans.ts) and
 * so pass by the pool's query, which falls back by itself.
 */
export const primaryBehind = (pool: pg.Pool) => primaries.get(pool);

/**
 * Makes the replica pool's queries fall back to the primary when the standby cannot answer them: the reader
 * gets their page, and the replica counts as down until the next look finds it again. Returns the pool's
 * own query, for the looks, which must ask the standby and nothing else.
 */
const fallBackToPrimary = (replica: pg.Pool, primary: pg.Pool, onDown: () => void): Ask => {
  const ask = replica.query.bind(replica) as (...args: unknown[]) => Promise<unknown>;
  const askPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>;
  const query = async (...args: unknown[]) => {
    try {
      return await ask(...args);
    } catch (error) {
      if (!standbyFailed(error)) throw error;
      if (isDatabaseUnavailable(error)) onDown();
      return askPrimary(...args);
    }
  };
  replica.query = query as typeof replica.query;
  return ask as Ask;
};

export const createReplica = (options: { primary: pg.Pool; replica: pg.Pool; maxLagSeconds: number }): Replica => {
  const { primary, replica } = options;
  primaries.set(replica, primary);
  const maxLagMs = options.maxLagSeconds * 1000;
  let up = false;
  let primaryDown = false;
  let freshAt: number | null = null;
  let looking = false;
  const standby = fallBackToPrimary(replica, primary, () => {
    up = false;
  });

  const look = async () => {
    if (looking) return;
    looking = true;
    const at = Date.now();
    try {
      let lsn: string | null = null;
      try {
        lsn = await writePosition(primary);
        primaryDown = false;
      } catch {
        primaryDown = true;
      }
      try {
        if (await replayedUpTo(standby, lsn)) freshAt = at;
        up = true;
      } catch {
        up = false;
      }
    } finally {
      looking = false;
    }
  };
  const timer = setInterval(() => void look(), lookEveryMs);
  timer.unref();
  void look();

  const fresh = () => up && (primaryDown || (freshAt !== null && Date.now() - freshAt <= maxLagMs));
  return {
    db: drizzle({ client: replica }),
    fresh,
    status: () => ({
      up,
      behindSeconds: freshAt === null ? null : (Date.now() - freshAt) / 1000,
      primaryDown,
      fresh: fresh(),
    }),
    close: async () => {
      clearInterval(timer);
      await replica.end();
    },
  };
};
