import type { DataExportPart } from '@ventura/shared';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/identity/tables.ts';
import { dataExports } from './tables.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

const mine = (tenantId: string, userId: string) =>
  and(eq(dataExports.tenantId, tenantId), eq(dataExports.userId, userId));

/** The member's newest export, whatever its state. */
export const findLatest = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(mine(tenantId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
};

/** One of the member's own exports by uuid: another member's, or another tenant's, is not found. */
export const findOwn = async (db: Db, tenantId: string, userId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(mine(tenantId, userId), eq(dataExports.uuid, uuid)))
    .limit(1);
  return row;
};

/**
 * Holds the member's account row until the transaction ends, so that two requests at once are counted one
 * after the other (the second sees the first's row).
 */
export const lockMember = (db: Db, tenantId: string, userId: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .for('update');

/** The member's exports asked for since `since`, newest first (a handful: the daily limit is small). */
export const requestedSince = (db: Db, tenantId: string, userId: string, since: Date) =>
  db
    .select({ status: dataExports.status })
    .from(dataExports)
    .where(and(mine(tenantId, userId), gte(dataExports.requestedAt, since)))
    .orderBy(desc(dataExports.requestedAt))
    .limit(20);

export const insertExport = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db.insert(dataExports).values({ tenantId, userId }).returning();
  if (!row) throw new Error('data export insert returned nothing');
  return row;
};

/**
 * Takes an export for building: a queued one, or one a failed attempt left building (its retry). Answers
 * nothing when it is gone (the account was deleted) or already finished.
 */
export const claimForBuild = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'building', error: null })
    .where(
      and(
        eq(dataExports.tenantId, tenantId),
        eq(dataExports.id, id),
        inArray(dataExports.status, ['queued', 'building']),
      ),
    )
    .returning();
  return row;
};

/** Marks a built export ready; answers nothing when another attempt finished it first (or it is gone). */
export const markReady = async (
  db: Db,
  tenantId: string,
  id: number,
  result: { fileKey: string; bytes: number; parts: DataExportPart[]; readyAt: Date; expiresAt: Date },
) => {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'ready', ...result, error: null })
    .where(and(eq(dataExports.tenantId, tenantId), eq(dataExports.id, id), eq(dataExports.status, 'building')))
    .returning();
  return row;
};

export const markFailed = (db: Db, tenantId: string, id: number, error: string) =>
  db
    .update(dataExports)
    .set({ status: 'failed', error })
    .where(
      and(
        eq(dataExports.tenantId, tenantId),
        eq(dataExports.id, id),
        inArray(dataExports.status, ['queued', 'building']),
      ),
    );

/**
 * A slice of ready exports past their expiry, of every tenant, marked expired as they are found; answers
 * their zips' keys, to remove from the store once this commits.
 */
export const expireSlice = async (db: Db, now: Date, limit: number) => {
  const result = await db.execute(sql`
    with due as (
      select id, file_key from ${dataExports}
       where status = 'ready' and expires_at < ${now.toISOString()}::timestamptz
       order by id
       limit ${limit}
       for update skip locked
    )
    update ${dataExports} d set status = 'expired', file_key = null
      from due where d.id = due.id
    returning due.file_key as "fileKey"`);
  return (result as unknown as { rows: { fileKey: string | null }[] }).rows;
};

/**
 * Exports still queued or building a day after they were asked for: their job gave up without a word (a
 * worker lost mid-build, the queue's own time limit). They end failed, so the member may ask again.
 */
export const failStale = (db: Db, before: Date, error: string) =>
  db
    .update(dataExports)
    .set({ status: 'failed', error })
    .where(and(inArray(dataExports.status, ['queued', 'building']), lt(dataExports.requestedAt, before)));
