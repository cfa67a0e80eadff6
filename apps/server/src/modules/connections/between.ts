/*
 * What other features may ask of connections (chat: may these two write to each other; profiles: may the
 * viewer see a connections-only field), without reaching into this feature's repo.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { connections } from './tables.ts';

/** Whether two profiles have an accepted connection, in either direction. */
export const areConnected = async (db: Db, tenantId: string, a: number, b: number) => {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.tenantId, tenantId),
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.fromProfileId, a), eq(connections.toProfileId, b)),
          and(eq(connections.fromProfileId, b), eq(connections.toProfileId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Which of these profiles are connected with the profile (accepted, either way). */
export const connectedAmong = async (db: Db, tenantId: string, profileId: number, otherIds: number[]) => {
  if (otherIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ from: connections.fromProfileId, to: connections.toProfileId })
    .from(connections)
    .where(
      and(
        eq(connections.tenantId, tenantId),
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.fromProfileId, profileId), inArray(connections.toProfileId, otherIds)),
          and(eq(connections.toProfileId, profileId), inArray(connections.fromProfileId, otherIds)),
        ),
      ),
    );
  return new Set(rows.map((row) => (row.from === profileId ? row.to : row.from)));
};
