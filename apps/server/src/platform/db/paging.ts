import type { PageRequest } from '@ventura/shared';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './index.ts';

/** The rows before a page: all the pages before it, whole. */
export const offsetOf = (page: PageRequest) => (page.pageNumber - 1) * page.limit;

/** The rows a page covers, as the `{ limit, offset }` a repo reads. */
export const pageWindow = (page: PageRequest) => ({ limit: page.limit, offset: offsetOf(page) });

/** A page's answer (shared's pageOf): its items, how many there are in all, and the page as it was asked. */
export const pageAnswer = <T>(items: T[], total: number, page: PageRequest) => ({
  items,
  total,
  pageNumber: page.pageNumber,
  limit: page.limit,
});

type PlanRow = { 'QUERY PLAN'?: unknown };
const planRows = (result: unknown) => {
  const [row] = ((result as { rows?: PlanRow[] }).rows ?? []) as PlanRow[];
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  const rows = Array.isArray(plan) ? plan[0]?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' ? Math.round(rows) : 0;
};

/**
 * How many rows a query would return, as the planner estimates it from the table's statistics: counting
 * a hundred thousand matches exactly costs more than reading the page, and "about 31,000" is what a
 * searcher needs.
 */
export const estimateRows = async (db: Db, query: SQLWrapper) =>
  planRows(await db.execute(sql`explain (format json) ${query.getSQL()}`));

/** The exact number of rows a query returns. */
export const countRows = async (db: Db, query: SQLWrapper) => {
  const result = await db.execute(sql`select count(*)::int as n from (${query.getSQL()}) as matching`);
  const [row] = (result as { rows?: Array<{ n?: unknown }> }).rows ?? [];
  return Number(row?.n ?? 0);
};

export type CountedPage<T> = { rows: T[]; total: number; totalIsEstimate: boolean };

/**
 * A page read with one row past its end (`limit + 1`), and how many rows match: exact when this page is
 * the last (what was seen), otherwise at least one more than what was seen and else the planner's
 * estimate, so a list of a hundred thousand never counts them. `matching` is the same search without
 * paging, selecting anything; `estimate` may answer from a cache instead of asking the planner.
 */
export const countedPage = async <T>(
  db: Db,
  rowsPlusOne: T[],
  page: { limit: number; offset: number },
  matching: SQLWrapper,
  estimate: () => Promise<number> = () => estimateRows(db, matching),
): Promise<CountedPage<T>> => {
  const rows = rowsPlusOne.slice(0, page.limit);
  if (rowsPlusOne.length > page.limit) {
    const seen = page.offset + page.limit + 1;
    return { rows, total: Math.max(seen, await estimate()), totalIsEstimate: true };
  }
  // Past the end: nothing seen tells how many there are.
  if (rows.length === 0 && page.offset > 0)
    return { rows, total: await countRows(db, matching), totalIsEstimate: false };
  return { rows, total: page.offset + rows.length, totalIsEstimate: false };
};
