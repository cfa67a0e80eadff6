import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import type { PresenceCircle } from './publisher.ts';

/**
 * A presence circle answered by one query: `select` gets the tenant, the asking user and the candidates
 * as a SQL list, and returns the rows (`user_id`) of the candidates the user may see online.
 */
export const sqlCircle =
  (db: Db, select: (tenantId: string, userId: string, candidates: SQL) => SQL): PresenceCircle =>
  async (tenantId, userId, candidates) => {
    if (candidates.length === 0) return [];
    const list = sql.join(
      candidates.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await db.execute<{ user_id: string }>(select(tenantId, userId, list));
    return (result as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
  };
