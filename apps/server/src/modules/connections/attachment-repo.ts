import { and, eq, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { connectionAttachments, connections } from './tables.ts';

// The documents requests to investors carry (connection_attachments): every function takes the tenant id first.

export type AttachmentRow = typeof connectionAttachments.$inferSelect;

export const insertAttachment = async (db: Db, values: typeof connectionAttachments.$inferInsert) => {
  const [row] = await db.insert(connectionAttachments).values(values).returning();
  return row;
};

/** No request carries the attachment. */
const unclaimed = (db: Db, tenantId: string) =>
  notExists(
    db
      .select({ id: connections.id })
      .from(connections)
      .where(and(eq(connections.tenantId, tenantId), eq(connections.attachmentId, connectionAttachments.id))),
  );

/** The profile's own upload, locked until the transaction ends, so that it goes with one request only. */
export const lockOwnAttachment = async (db: Db, tenantId: string, profileId: number, uuid: string) => {
  const [row] = await db
    .select()
    .from(connectionAttachments)
    .where(
      and(
        eq(connectionAttachments.tenantId, tenantId),
        eq(connectionAttachments.uuid, uuid),
        eq(connectionAttachments.profileId, profileId),
      ),
    )
    .limit(1)
    .for('update');
  return row;
};

/** Whether a request carries the attachment already. */
export const isClaimed = async (db: Db, tenantId: string, attachmentId: number) => {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.tenantId, tenantId), eq(connections.attachmentId, attachmentId)))
    .limit(1);
  return row !== undefined;
};

export const findAttachment = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(connectionAttachments)
    .where(and(eq(connectionAttachments.tenantId, tenantId), eq(connectionAttachments.id, id)))
    .limit(1);
  return row;
};

export const deleteAttachment = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .delete(connectionAttachments)
    .where(and(eq(connectionAttachments.tenantId, tenantId), eq(connectionAttachments.id, id)))
    .returning();
  return row;
};

/**
 * Removes an upload that no request took within its day; answers it (for its file) or undefined when a
 * request carries it or it is gone already.
 */
export const deleteUnclaimedAttachment = async (db: Db, tenantId: string, uuid: string, createdBefore: Date) => {
  const [row] = await db
    .delete(connectionAttachments)
    .where(
      and(
        eq(connectionAttachments.tenantId, tenantId),
        eq(connectionAttachments.uuid, uuid),
        lt(connectionAttachments.createdAt, createdBefore),
        unclaimed(db, tenantId),
      ),
    )
    .returning();
  return row;
};
