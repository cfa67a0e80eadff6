import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from './index.ts';
import { withSavedPlans } from './saved-plans.ts';

const url = process.env.DATABASE_URL;

/** A statement with a parameter, as the shortlist's tiers are. */
const double = (n: number) => sql`select ${n}::int * 2 as doubled`;

describe('withSavedPlans on the embedded database', () => {
  it('runs the statements as usual and gives their rows', async () => {
    if (url) return; // the PostgreSQL run covers it below
    const client = new PGlite();
    try {
      const rows = await withSavedPlans(drizzle({ client }), (read) => read<{ doubled: number }>(double(21)));
      expect(rows).toEqual([{ doubled: 42 }]);
    } finally {
      await client.close();
    }
  });
});

describe.runIf(url)('withSavedPlans on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPostgres(String(url));
  });
  afterAll(async () => {
    await database.close();
  });

  /** The saved statements of the connection `read` runs on, and their plans so far. */
  const savedOf = (read: Parameters<Parameters<typeof withSavedPlans>[1]>[0]) =>
    read<{ statement: string; generic: number; custom: number }>(
      sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
           where name like 'saved_%' and statement like '%as doubled%' and statement not like '%pg_prepared%'`,
    );

  it('prepares a statement once per connection and plans it once, generically', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await withSavedPlans(database.db, (read) => read(double(n)))).toEqual([{ doubled: n * 2 }]);
    }
    // Every run went to a connection that has it saved: across the pool's connections, seven runs at most,
    // every one on a generic plan (PostgreSQL's own choice would have planned the first five anew).
    const saved = await withSavedPlans(database.db, async (read) => {
      await read(double(8));
      return savedOf(read);
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.custom).toBe(0);
    expect(saved[0]?.generic).toBeGreaterThanOrEqual(1);
  });

  it('hands PostgreSQL every parameter as it was given: quotes, backslashes, arrays, nulls, dates', async () => {
    const odd = `it's a \\ "quoted" ; drop table profiles; --`;
    const when = new Date('2026-11-30T08:00:00.000Z');
    const [row] = await withSavedPlans(database.db, (read) =>
      read<{ text: string; list: string[]; none: string | null; at: Date; n: number }>({
        sql: 'select $1::text as text, $2::text[] as list, $3::text as none, $4::timestamptz as at, $5::int + 1 as n',
        params: [odd, [odd, 'b,c', '{d}'], null, when, 7],
      }),
    );
    expect(row).toEqual({ text: odd, list: [odd, 'b,c', '{d}'], none: null, at: when, n: 8 });
  });

  it('sends each read as one message: the settings hold inside it and end with it', async () => {
    const [inside, after] = await withSavedPlans(database.db, async (read) => [
      await read(
        sql`select current_setting('plan_cache_mode') as mode, current_setting('transaction_read_only') as ro`,
      ),
      await read(sql`select count(*)::int as n from pg_prepared_statements where name like 'saved_%'`),
    ]);
    expect(inside).toEqual([{ mode: 'force_generic_plan', ro: 'on' }]);
    expect(after?.[0]).toMatchObject({ n: expect.any(Number) });
    const outside = (await database.db.execute(sql`show plan_cache_mode`)) as unknown as {
      rows: Array<{ plan_cache_mode: string }>;
    };
    expect(outside.rows[0]?.plan_cache_mode).toBe('auto');
  });

  it('leaves the connection as it was: other statements keep custom plans, writes are refused inside', async () => {
    await database.db.execute(sql`create table if not exists saved_plans_written (n int)`);
    await expect(
      withSavedPlans(database.db, (read) => read(sql`insert into saved_plans_written values (1)`)),
    ).rejects.toThrow(/read-only transaction/);
    await database.db.execute(sql`drop table saved_plans_written`);
    const outside = (await database.db.execute(sql`show plan_cache_mode`)) as unknown as {
      rows: Array<{ plan_cache_mode: string }>;
    };
    expect(outside.rows[0]?.plan_cache_mode).toBe('auto');
    // The connection of the failed run was closed; the next run has another.
    expect(await withSavedPlans(database.db, (read) => read(double(4)))).toEqual([{ doubled: 8 }]);
  });

  it('names nothing behind a transaction pooler, where named statements are off, and gives the same rows', async () => {
    const pooled = await openPostgres(String(url), { preparedStatements: false });
    try {
      const [rows, saved] = await withSavedPlans(pooled.db, async (read) => [
        await read(double(5)),
        await read(sql`select count(*)::int as n from pg_prepared_statements`),
      ]);
      expect(rows).toEqual([{ doubled: 10 }]);
      expect(saved).toEqual([{ n: 0 }]);
    } finally {
      await pooled.close();
    }
  });

  it('runs the work again on the primary when the standby drops it', async () => {
    const standbyUrl = new URL(String(url));
    standbyUrl.searchParams.set('application_name', 'standby');
    const withReplica = await openPostgres(String(url), { readUrl: standbyUrl.toString() });
    try {
      const replica = withReplica.replica?.db;
      if (!replica) throw new Error('no replica');
      let tries = 0;
      const answeredBy = await withSavedPlans(replica, async (read) => {
        tries += 1;
        // The first try's connection ends under it, as when a standby goes away mid-read.
        if (tries === 1) await read(sql`select pg_terminate_backend(pg_backend_pid())`);
        const [row] = await read<{ name: string }>(sql`select current_setting('application_name') as name`);
        return row?.name;
      });
      expect(tries).toBe(2);
      expect(answeredBy).not.toBe('standby');
    } finally {
      await withReplica.close();
    }
  });
});
