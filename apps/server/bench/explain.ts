// npx tsx bench/explain.ts: EXPLAIN ANALYZE of each benchmarked search on DATABASE_URL (a seeded database).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { estimateDirectory, searchDirectory } from '../src/modules/search/repo.ts';
import type { Db } from '../src/platform/db/index.ts';
import { benchCases } from './cases.ts';
import { statementsOf } from './sql-alone.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const db = drizzle(pool);
const tenantId = String(
  (await pool.query("select tenant_id from tenant_hosts where host = 'localhost'")).rows[0]?.tenant_id,
);
const only = process.env.EXPLAIN_ONLY;
for (const c of benchCases) {
  if (!c.search || (only && !c.name.includes(only))) continue;
  const queries =
    'directory' in c.search
      ? [
          searchDirectory(db, tenantId, c.search.directory, 'window').toSQL(),
          searchDirectory(db, tenantId, c.search.directory).toSQL(),
        ]
      : await statementsOf(db as unknown as Db, 'localhost', c.search);
  if ('directory' in c.search) {
    const started = performance.now();
    const total = await estimateDirectory(db, tenantId, c.search.directory);
    console.log(`estimate ${total} in ${(performance.now() - started).toFixed(1)} ms`);
  }
  for (const { sql, params } of queries) {
    const plan = await pool.query(`explain (analyze, buffers) ${sql}`, params as unknown[]);
    console.log(`\n## ${c.name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}
await pool.end();
