import type { PageRequest, ReactionType } from '@ventura/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { authorFields, userOfAuthor } from './authors.ts';
import { commentReactions, postComments, postReactions, posts } from './tables.ts';

type ReactionTarget = { item: 'post'; id: number } | { item: 'comment'; id: number };

/** Where an item's reactions are kept, and the column naming the item. */
const reactionsOf = (item: ReactionTarget['item']) =>
  item === 'post'
    ? { table: postReactions, itemColumn: postReactions.postId }
    : { table: commentReactions, itemColumn: commentReactions.commentId };

/** The member's reaction to an item, read inside the transaction that holds the item's row. */
export const myReaction = async (db: Db, tenantId: string, target: ReactionTarget, profileId: number) => {
  const { table, itemColumn } = reactionsOf(target.item);
  const [row] = await db
    .select({ type: table.type })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(itemColumn, target.id), eq(table.profileId, profileId)));
  return row?.type ?? null;
};

export const putReaction = async (
  db: Db,
  tenantId: string,
  target: ReactionTarget,
  profileId: number,
  type: ReactionType,
) => {
  const createdAt = new Date();
  if (target.item === 'post') {
    await db
      .insert(postReactions)
      .values({ tenantId, postId: target.id, profileId, type, createdAt })
      .onConflictDoUpdate({ target: [postReactions.postId, postReactions.profileId], set: { type, createdAt } });
  } else {
    await db
      .insert(commentReactions)
      .values({ tenantId, commentId: target.id, profileId, type, createdAt })
      .onConflictDoUpdate({
        target: [commentReactions.commentId, commentReactions.profileId],
        set: { type, createdAt },
      });
  }
};

export const removeReaction = async (db: Db, tenantId: string, target: ReactionTarget, profileId: number) => {
  const { table, itemColumn } = reactionsOf(target.item);
  await db
    .delete(table)
    .where(and(eq(table.tenantId, tenantId), eq(itemColumn, target.id), eq(table.profileId, profileId)));
};

/** Locks the item's row while its counts move (reactions to one item take turns). */
export const lockItem = async (db: Db, tenantId: string, target: ReactionTarget) => {
  const table = target.item === 'post' ? posts : postComments;
  await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, target.id)))
    .for('update');
};

export const itemCounts = async (db: Db, tenantId: string, target: ReactionTarget) => {
  const table = target.item === 'post' ? posts : postComments;
  const [row] = await db
    .select({ total: table.reactionCount, counts: table.reactionCounts })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, target.id)));
  return row;
};

/** Moves an item's kept counts: one off `from`, one onto `to` (either may be null). */
export const countReaction = async (
  db: Db,
  tenantId: string,
  target: ReactionTarget,
  from: ReactionType | null,
  to: ReactionType | null,
) => {
  const table = target.item === 'post' ? posts : postComments;
  let counts = sql`${table.reactionCounts}`;
  if (from)
    counts = sql`jsonb_set(${counts}, ${`{${from}}`}, to_jsonb(greatest((${table.reactionCounts}->>${from})::int - 1, 0)))`;
  if (to)
    counts = sql`jsonb_set(${counts}, ${`{${to}}`}, to_jsonb(coalesce((${table.reactionCounts}->>${to})::int, 0) + 1))`;
  const by = (to ? 1 : 0) - (from ? 1 : 0);
  const [row] = await db
    .update(table)
    .set({ reactionCounts: counts, reactionCount: sql`greatest(${table.reactionCount} + ${by}, 0)` })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, target.id)))
    .returning({ total: table.reactionCount, counts: table.reactionCounts });
  return row;
};

/** Who reacted to a post (one kind, or all), newest first. */
export const listReactors = (db: Db, tenantId: string, postId: number, type: ReactionType | null, page: PageRequest) =>
  db
    .select({ author: authorFields, type: postReactions.type, createdAt: postReactions.createdAt })
    .from(postReactions)
    .innerJoin(profiles, and(eq(profiles.tenantId, postReactions.tenantId), eq(profiles.id, postReactions.profileId)))
    .innerJoin(users, userOfAuthor)
    .where(
      and(
        eq(postReactions.tenantId, tenantId),
        eq(postReactions.postId, postId),
        type ? eq(postReactions.type, type) : undefined,
      ),
    )
    .orderBy(desc(postReactions.createdAt), desc(postReactions.profileId))
    .limit(page.limit)
    .offset(offsetOf(page));
