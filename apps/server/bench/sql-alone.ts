// The SQL of each benchmarked search, run alone through a bare pg client: the same statement and
// parameters the server's repo builds, the same pool size, the same concurrency. The gap between this and
// the HTTP figure is what the server adds (routing, validation, session, labels, JSON).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { defaultWeights, thesisWords, visibleFactors } from '../src/modules/matching/factors.ts';
import { shortlistQuery, startupOf } from '../src/modules/matching/repo.ts';
import { searchDirectory, searchNames } from '../src/modules/search/repo.ts';
import type { Db } from '../src/platform/db/index.ts';
import type { MatchSql, SearchSql } from './cases.ts';
import { type Latencies, summarise } from './latency.ts';

/**
 * The statement and parameters the server runs for a search: for a directory page, its first try, over
 * the newest profiles (service.ts findPage; the benchmarked filters fill a page there).
 */
export const statementOf = async (db: Db, tenantId: string, search: SearchSql) => {
  if ('directory' in search) return searchDirectory(db, tenantId, search.directory, 'window').toSQL();
  if ('names' in search) return searchNames(db, tenantId, search.names).toSQL();
  return matchShortlistOf(db, tenantId, search.matches);
};

/**
 * A match list's main statement: the shortlist of investors the indexes find and rank for the member's
 * startup (modules/matching/service.ts asks it, then explains the best of it).
 */
const matchShortlistOf = async (db: Db, tenantId: string, search: MatchSql) => {
  const found = await db.execute(
    sql`select p.id from profiles p join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
         where p.tenant_id = ${tenantId} and u.email = ${search.email} and p.account_type = 'startup' limit 1`,
  );
  const profileId = Number((found as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
  const own = await startupOf(db, tenantId, profileId);
  if (!own) throw new Error(`${search.email} has no startup profile`);
  const startup = { ...own, words: thesisWords(own.tagline, own.about) };
  const size = Math.max(60, search.limit * 3);
  const query = shortlistQuery(db, {
    tenantId,
    viewerProfileId: profileId,
    startup,
    weights: defaultWeights,
    factors: visibleFactors(),
    size,
  });
  if (!query) throw new Error(`${search.email}'s startup has no stage or industries to match on`);
  return query.toSQL();
};

export const measureSqlAlone = async (
  databaseUrl: string,
  host: string,
  search: SearchSql,
  options: { seconds: number; connections: number; poolSize: number },
) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize });
  try {
    const found = await pool.query('select tenant_id from tenant_hosts where host = $1', [host]);
    const tenantId = String(found.rows[0]?.tenant_id);
    const statement = await statementOf(drizzle(pool), tenantId, search);
    const run = () => pool.query(statement.sql, statement.params as unknown[]);
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
