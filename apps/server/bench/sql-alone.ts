// The SQL of each benchmarked search, run alone through a bare pg client: the same statement and
// parameters the server's repo builds, the same pool size, the same concurrency. The gap between this and
// the HTTP figure is what the server adds (routing, validation, session, labels, JSON).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listStatements } from '../src/modules/matching/service.ts';
import { createLabels } from '../src/modules/search/index.ts';
import { searchDirectory, searchNames } from '../src/modules/search/repo.ts';
import type { Db } from '../src/platform/db/index.ts';
import { readOn } from '../src/platform/db/saved-plans.ts';
import { findTenantByHost } from '../src/platform/tenancy/repo.ts';
import type { SearchSql } from './cases.ts';
import { type Latencies, summarise } from './latency.ts';

type Statement = { sql: string; params: unknown[] };
/** A search's statements, and whether the server keeps their plans (platform/db/saved-plans.ts). */
type Statements = { statements: Statement[]; savedPlans: boolean };

/**
 * The statements and parameters the server runs for a search, in order: for a directory page, its first
 * try, over the newest profiles (service.ts findPage; the benchmarked filters fill a page there); for a
 * match list, the member's own row and its shortlist's tiers (modules/matching/shortlist.ts), as many as
 * the list runs, with their plans kept as the server keeps them.
 */
export const statementsOf = async (db: Db, host: string, search: SearchSql): Promise<Statements> => {
  const tenant = await findTenantByHost(db, host);
  if (!tenant) throw new Error(`no tenant on ${host}`);
  if ('directory' in search) {
    return { statements: [searchDirectory(db, tenant.id, search.directory, 'window').toSQL()], savedPlans: false };
  }
  if ('names' in search) return { statements: [searchNames(db, tenant.id, search.names).toSQL()], savedPlans: false };
  const { email, kind, limit } = search.matches;
  const accountType = kind === 'investors' ? 'startup' : 'investor';
  const found = await db.execute(
    sql`select p.id from profiles p join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
         where p.tenant_id = ${tenant.id} and u.email = ${email} and p.account_type = ${accountType} limit 1`,
  );
  const id = Number((found as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
  const ctx = { db, tenant, labels: createLabels() };
  return { statements: await listStatements(ctx, { id, accountType }, kind, limit), savedPlans: true };
};

export const measureSqlAlone = async (
  databaseUrl: string,
  host: string,
  search: SearchSql,
  options: { seconds: number; connections: number; poolSize: number },
) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize });
  try {
    const { statements, savedPlans } = await statementsOf(drizzle(pool) as unknown as Db, host, search);
    // One connection per call, as the server's request holds one for its statements.
    const run = async () => {
      const client = await pool.connect();
      try {
        if (!savedPlans) {
          for (const statement of statements) await client.query(statement.sql, statement.params);
          return;
        }
        const read = readOn(client);
        for (const statement of statements) await read(statement);
      } finally {
        client.release();
      }
    };
    for (let i = 0; i < options.connections; i++) await run(); // warm-up: plans, pages in cache
    const latencies: Latencies = [];
    const until = Date.now() + options.seconds * 1000;
    const worker = async () => {
      while (Date.now() < until) {
        const started = performance.now();
        await run();
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    return summarise(latencies, options.seconds);
  } finally {
    await pool.end();
  }
};
