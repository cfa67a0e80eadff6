// The SQL of each benchmarked search, run alone through a bare pg client: the same statement and
// parameters the server's repo builds, the same pool size, the same concurrency. The gap between this and
// the HTTP figure is what the server adds (routing, validation, session, labels, JSON).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { searchDirectory, searchNames } from '../src/modules/search/repo.ts';
import type { Db } from '../src/platform/db/index.ts';
import type { SearchSql } from './cases.ts';
import { type Latencies, summarise } from './latency.ts';

/**
 * The statement and parameters the server runs for a search: for a directory page, its first try, over
 * the newest profiles (service.ts findPage; the benchmarked filters fill a page there).
 */
const statementOf = (db: Db, tenantId: string, search: SearchSql) =>
  'directory' in search
    ? searchDirectory(db, tenantId, search.directory, 'window').toSQL()
    : searchNames(db, tenantId, search.names).toSQL();

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
    const { sql, params } = statementOf(drizzle(pool), tenantId, search);
    const run = () => pool.query(sql, params as unknown[]);
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
