import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './types.ts';

/** Runs SQL text with $n parameters: how pg-boss talks to the database. */
export type Executor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** `$1 ... $n` text and its values as one drizzle statement (parameters stay parameters). */
export const positional = (text: string, values: readonly unknown[] = []): SQL => {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
    } else {
      chunks.push(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
    }
  });
  return sql.join(chunks);
};

/**
 * An executor over a drizzle database or transaction: what lets a job be queued inside the caller's
 * transaction, so that it exists exactly when the rows it is about were committed.
 */
export const executorOf = (db: Db): Executor => ({
  executeSql: async (text, values) => {
    const result = await db.execute(positional(text, values));
    return { rows: (result as unknown as { rows: unknown[] }).rows };
  },
});
