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
 * On PostgreSQL with named statements, `withSavedPlans` runs them on one connection, each prepared once per
 * connection under a name made from its text (`PREPARE`) and run with a generic plan: planned once, not at
 * every call. PostgreSQL's own choice would keep planning them: its generic estimate of an array overlap on
 * a parameter is far worse than the custom one, though the plan is the same.
 *
 * Each read is one message and one round trip: `SET TRANSACTION READ ONLY; SET LOCAL plan_cache_mode =
 * force_generic_plan; EXECUTE name(arguments)` (with the `PREPARE` before them the first time), which
 * PostgreSQL runs as one implicit transaction, so the settings end with it. A transaction of our own
 * (begin, the reads, commit) took two more round trips per list, and the server's writes to PostgreSQL
 * were a quarter of its busy time.
 * Only the statements given to `read` are affected; every other statement keeps its custom plans.
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
    name = `saved_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
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

/** An array's text as PostgreSQL reads it: every element quoted, backslashes and quotes escaped. */
const arrayText = (items: unknown[]) =>
  `{${items
    .map((item) => {
      if (item === null || item === undefined) return 'NULL';
      if (typeof item !== 'string' && typeof item !== 'number') throw new TypeError('Only arrays of text or numbers');
      return `"${String(item).replace(/[\\"]/g, '\\$&')}"`;
    })
    .join(',')}}`;

/**
 * A parameter written as a literal of EXECUTE's arguments, escaped as the driver escapes literals; untyped,
 * so PostgreSQL reads it as the prepared statement's parameter type, as it does a bound parameter.
 */
export const literalOf = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return pg.escapeLiteral(arrayText(value));
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return pg.escapeLiteral(String(value));
  throw new TypeError(`A saved statement's parameter cannot be ${typeof value}`);
};

/** The statement that runs a prepared one with these parameters. */
export const executeOf = (name: string, params: unknown[]) =>
  params.length > 0 ? `execute ${name}(${params.map(literalOf).join(', ')})` : `execute ${name}`;

/** How every saved read begins: read only, with a generic plan, for this message only. */
export const savedReadSettings = 'set transaction read only; set local plan_cache_mode = force_generic_plan';

/** Saved reads on a connection of one's own (the bench's SQL-alone replay sends what the server sends). */
export const readOn = (client: pg.PoolClient): Read => {
  // A connection that ends while held is heard by the listener every pooled client has (index.ts, openPool).
  const saved = named.get(client) ?? new Set<string>();
  named.set(client, saved);
  return async <Row extends object>(query: SQL | Query) => {
    const { sql: text, params } = queryOf(query);
    const name = nameOf(text);
    const known = saved.has(name);
    if (!known && saved.size >= namesPerConnection) {
      return (await client.query<Row & pg.QueryResultRow>(text, params)).rows;
    }
    const prepare = known ? '' : `prepare ${name} as ${text};\n`;
    try {
      const results = (await client.query(
        `${savedReadSettings};\n${prepare}${executeOf(name, params)}`,
      )) as unknown as pg.QueryResult<Row & pg.QueryResultRow>[];
      saved.add(name);
      return results.at(-1)?.rows ?? [];
    } catch (error) {
      // Whether the failed message left its statement prepared is unknown: the connection is not reused.
      unsure.add(client);
      throw error;
    }
  };
};

/** Connections a saved read failed on, closed when released. */
const unsure = new WeakSet<pg.PoolClient>();

const onOneConnection = async <T>(pool: pg.Pool, work: (read: Read) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    return await work(readOn(client));
  } finally {
    client.release(unsure.has(client));
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
    return await onOneConnection(pool, work);
  } catch (error) {
    const primary = primaryBehind(pool);
    if (!primary || !standbyFailed(error)) throw error;
    return onOneConnection(primary, work);
  }
};

/** A statement's text and parameters as `read` would send them (the bench replays them). */
export const statementOf = queryOf;
