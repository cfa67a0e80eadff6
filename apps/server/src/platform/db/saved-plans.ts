import { createHash } from 'node:crypto';
import { is, type Query, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { primaryBehind, standbyFailed } from './replica.ts';
import type { Db } from './types.ts';

/**
 * Reads whose planning costs more than their running, asked again and again in a few shapes (the match
 * shortlist's tier statements: 0.65 ms of planning for 0.2 ms of work at a million profiles).
 *
 * On PostgreSQL with named statements, `withSavedPlans` runs them on one connection, in a read-only
 * transaction that asks for generic plans (`SET LOCAL plan_cache_mode`): each shape is prepared once per
 * connection, under a name made from its text, and planned once, not at every call. PostgreSQL's own
 * choice would keep planning them: its generic estimate of an array overlap on a parameter is far worse
 * than the custom one, though the plan is the same. Only the statements given to `read` are affected;
 * every other statement keeps its custom plans.
 *
 * Elsewhere (PGlite; a transaction pooler, where named statements are off) the statements run as usual.
 * On the read replica, a standby that is gone or cancels the read makes the whole work run again on the
 * primary, as the replica's other reads do.
 */
export type Read = <Row extends object = Record<string, unknown>>(query: SQL | Query) => Promise<Row[]>;

/** Statement names kept per connection; past this many shapes, the rest are planned at each call. */
const namesPerConnection = 200;

const dialect = new PgDialect();
const named = new WeakMap<pg.PoolClient, Set<string>>();
/** Pools whose connections cannot keep named statements (behind a transaction pooler). */
const unnamedPools = new WeakSet<pg.Pool>();

/** Marks a pool whose statements are all unnamed (platform/db/index.ts). */
export const withoutNamedStatements = (pool: pg.Pool) => {
  unnamedPools.add(pool);
};

/** Statement names by text, so that a shape asked again is not hashed again. */
const names = new Map<string, string>();
const namesKept = 2000;

const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= namesKept) names.clear();
    name = `saved_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
};

/** Text and parameters: as given, or as the query builder writes them. */
const queryOf = (query: SQL | Query): Query => (is(query, SQL) ? dialect.sqlToQuery(query) : query);

/** Text with $n placeholders back into the query builder's form, for a database without saved plans. */
const asSql = (query: SQL | Query): SQL => {
  if (is(query, SQL)) return query;
  const parts = query.sql.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(query.params[Number(part) - 1]))));
};

/** Ignored: the statement that was running rejects with it (a standby gone mid-read), and the pool drops the connection. */
const ignore = () => undefined;

const readOn = (client: pg.PoolClient): Read => {
  let names = named.get(client);
  if (!names) {
    names = new Set<string>();
    named.set(client, names);
    // A connection that ends while held would otherwise throw its 'error' event at the process.
    client.on('error', ignore);
  }
  const saved = names;
  return async <Row extends object>(query: SQL | Query) => {
    const { sql: text, params } = queryOf(query);
    const name = nameOf(text);
    if (!saved.has(name) && saved.size >= namesPerConnection) {
      return (await client.query<Row & pg.QueryResultRow>(text, params)).rows;
    }
    saved.add(name);
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: params })).rows;
  };
};

/** How a saved-plans transaction begins (the bench's replays begin the same way). */
export const beginSavedPlans = 'begin read only; set local plan_cache_mode = force_generic_plan';

const inReadTransaction = async <T>(pool: pg.Pool, work: (read: Read) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(beginSavedPlans);
    const result = await work(readOn(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failed: Error) => {
      broken = failed;
    });
    throw error;
  } finally {
    // A connection that could not roll back is closed rather than handed to the next request.
    client.release(broken);
  }
};

const poolOf = (db: Db) => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool && !unnamedPools.has(client) ? client : undefined;
};

export const withSavedPlans = async <T>(db: Db, work: (read: Read) => Promise<T>): Promise<T> => {
  const pool = poolOf(db);
  if (!pool) {
    return work(
      async <Row extends object>(query: SQL | Query) =>
        ((await db.execute(asSql(query))) as unknown as { rows: Row[] }).rows,
    );
  }
  try {
    return await inReadTransaction(pool, work);
  } catch (error) {
    const primary = primaryBehind(pool);
    if (!primary || !standbyFailed(error)) throw error;
    return inReadTransaction(primary, work);
  }
};

/** A statement's text and parameters as `read` would send them (the bench replays them). */
export const statementOf = queryOf;
