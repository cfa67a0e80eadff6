// npx tsx bench/explain.ts: EXPLAIN ANALYZE of each benchmarked search on DATABASE_URL (a seeded database).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { estimateDirectory, searchDirectory } from '../src/modules/search/repo.ts';
import type { Db } from '../src/platform/db/index.ts';
import { executeOf, savedReadSettings } from '../src/platform/db/saved-plans.ts';
import { benchCases } from './cases.ts';
import { statementsOf } from './sql-alone.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const db = drizzle(pool);
const tenantId = String(
  (await pool.query("select tenant_id from tenant_hosts where host = 'localhost'")).rows[0]?.tenant_id,
);
const only = process.env.EXPLAIN_ONLY;

/** Statements whose plans the server keeps (platform/db/saved-plans.ts): their generic plans, as it runs them. */
const explainGeneric = async (name: string, statements: Array<{ sql: string; params: unknown[] }>) => {
  const client = await pool.connect();
  try {
    await client.query(`begin; ${savedReadSettings}`);
    for (const [i, { sql, params }] of statements.entries()) {
      await client.query(`prepare saved_${i} as ${sql}`);
      for (const run of ['first', 'saved']) {
        const plan = await client.query(`explain (analyze, buffers) ${executeOf(`saved_${i}`, params)}`);
        console.log(
          `\n## ${name}, statement ${i + 1}, ${run} run\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
        );
      }
    }
    await client.query('rollback');
  } finally {
    client.release();
  }
};
for (const c of benchCases) {
  if (!c.search || (only && !c.name.includes(only))) continue;
  const { statements: queries, savedPlans } =
    'directory' in c.search
      ? {
          statements: [
            searchDirectory(db, tenantId, c.search.directory, 'window').toSQL(),
            searchDirectory(db, tenantId, c.search.directory).toSQL(),
          ],
          savedPlans: false,
        }
      : await statementsOf(db as unknown as Db, 'localhost', c.search);
  if ('directory' in c.search) {
    const started = performance.now();
    const total = await estimateDirectory(db, tenantId, c.search.directory);
    console.log(`estimate ${total} in ${(performance.now() - started).toFixed(1)} ms`);
  }
  if (savedPlans) {
    await explainGeneric(c.name, queries);
    continue;
  }
  for (const { sql, params } of queries) {
    const plan = await pool.query(`explain (analyze, buffers) ${sql}`, params as unknown[]);
    console.log(`\n## ${c.name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}
await pool.end();
