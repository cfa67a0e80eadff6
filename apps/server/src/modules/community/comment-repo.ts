import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { authorFields, authorOf, userOfAuthor } from './authors.ts';
import { commentReactions, postComments, posts } from './tables.ts';

export type CommentRow = typeof postComments.$inferSelect;

const commentFields = { comment: postComments, author: authorFields, myReaction: commentReactions.type };

const selectComments = (db: Db, tenantId: string, viewerProfileId: number | null, where: SQL | undefined) =>
  db
    .select(commentFields)
    .from(postComments)
    .innerJoin(profiles, authorOf(postComments))
    .innerJoin(users, userOfAuthor)
    .leftJoin(
      commentReactions,
      and(
        eq(commentReactions.tenantId, postComments.tenantId),
        eq(commentReactions.commentId, postComments.id),
        eq(commentReactions.profileId, viewerProfileId ?? -1),
      ),
    )
    .where(and(eq(postComments.tenantId, tenantId), where));
export type CommentListRow = Awaited<ReturnType<typeof selectComments>>[number];

/** A post's top-level comments, or one thread's replies, oldest first (one more than asked). */
export const listComments = (
  db: Db,
  tenantId: string,
  viewerProfileId: number | null,
  input: { postId: number; parentId: number | null; afterId?: number; limit: number },
) =>
  selectComments(
    db,
    tenantId,
    viewerProfileId,
    and(
      eq(postComments.postId, input.postId),
      input.parentId === null ? isNull(postComments.parentId) : eq(postComments.parentId, input.parentId),
      isNull(postComments.hiddenAt),
      input.afterId === undefined ? undefined : gt(postComments.id, input.afterId),
    ),
  )
    .orderBy(asc(postComments.id))
    .limit(input.limit + 1);

export const findComment = async (db: Db, tenantId: string, uuid: string, viewerProfileId: number | null) => {
  const [row] = await selectComments(db, tenantId, viewerProfileId, eq(postComments.uuid, uuid));
  return row;
};

export const insertComment = async (db: Db, values: typeof postComments.$inferInsert) => {
  const [row] = await db.insert(postComments).values(values).returning();
  if (!row) throw new Error('comment not stored');
  return row;
};

/** Moves a post's comment count (and a thread's reply count) by `by`; answers the new counts. */
export const countComments = async (db: Db, tenantId: string, postId: number, parentId: number | null, by: number) => {
  const [post] = await db
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} + ${by}, 0)` })
    .where(and(eq(posts.tenantId, tenantId), eq(posts.id, postId)))
    .returning({ commentCount: posts.commentCount });
  if (parentId === null) return { commentCount: post?.commentCount ?? 0, replyCount: null };
  const [parent] = await db
    .update(postComments)
    .set({ replyCount: sql`greatest(${postComments.replyCount} + ${Math.sign(by)}, 0)` })
    .where(and(eq(postComments.tenantId, tenantId), eq(postComments.id, parentId)))
    .returning({ replyCount: postComments.replyCount });
  return { commentCount: post?.commentCount ?? 0, replyCount: parent?.replyCount ?? 0 };
};

export const deleteComment = (db: Db, tenantId: string, id: number) =>
  db.delete(postComments).where(and(eq(postComments.tenantId, tenantId), eq(postComments.id, id)));

export const hideComment = (db: Db, tenantId: string, id: number) =>
  db
    .update(postComments)
    .set({ hiddenAt: new Date() })
    .where(and(eq(postComments.tenantId, tenantId), eq(postComments.id, id)));

export const commentsByIds = (db: Db, tenantId: string, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ comment: postComments, author: authorFields })
        .from(postComments)
        .innerJoin(profiles, authorOf(postComments))
        .innerJoin(users, userOfAuthor)
        .where(and(eq(postComments.tenantId, tenantId), inArray(postComments.id, ids)));
