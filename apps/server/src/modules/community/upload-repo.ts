import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { posts, postUploads } from './tables.ts';

// A post's files: uploaded first, claimed by the post that lists them, swept when no post does.

export type UploadRow = typeof postUploads.$inferSelect;

/** Claims the caller's unclaimed uploads for a post; answers those it claimed. */
export const claimUploads = (db: Db, tenantId: string, uploaderProfileId: number, uuids: string[], postId: number) =>
  uuids.length === 0
    ? Promise.resolve([] as UploadRow[])
    : db
        .update(postUploads)
        .set({ postId })
        .where(
          and(
            eq(postUploads.tenantId, tenantId),
            eq(postUploads.uploaderProfileId, uploaderProfileId),
            inArray(postUploads.uuid, uuids),
            isNull(postUploads.postId),
          ),
        )
        .returning();

export const insertUpload = async (db: Db, values: typeof postUploads.$inferInsert) => {
  const [row] = await db.insert(postUploads).values(values).returning();
  if (!row) throw new Error('upload not stored');
  return row;
};

/** Removes an upload no post claimed since `before`; answers its file's key to remove too. */
export const deleteUnclaimedUpload = async (db: Db, tenantId: string, uuid: string, before: Date) => {
  const [row] = await db
    .delete(postUploads)
    .where(
      and(
        eq(postUploads.tenantId, tenantId),
        eq(postUploads.uuid, uuid),
        isNull(postUploads.postId),
        lt(postUploads.createdAt, before),
      ),
    )
    .returning({ key: postUploads.key });
  return row;
};

/** A claimed document by its uuid, with the post it belongs to. */
export const findPostDocument = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ upload: postUploads, postUuid: posts.uuid })
    .from(postUploads)
    .innerJoin(posts, and(eq(posts.tenantId, postUploads.tenantId), eq(posts.id, postUploads.postId)))
    .where(and(eq(postUploads.tenantId, tenantId), eq(postUploads.uuid, uuid), eq(postUploads.type, 'document')));
  return row;
};
