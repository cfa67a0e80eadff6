import type { LinkPreview, ReactionType, ReportReason } from '@ventura/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import {
  commentReactions,
  linkPreviews,
  postComments,
  postMentions,
  postReactions,
  postReports,
  posts,
  postUploads,
} from './tables.ts';

export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof postComments.$inferSelect;
export type UploadRow = typeof postUploads.$inferSelect;

/** The card of a post's or comment's author (or a member to mention): only what the feed shows. */
export const authorFields = {
  uuid: profiles.uuid,
  userId: profiles.userId,
  accountType: profiles.accountType,
  organizationName: profiles.organizationName,
  avatar: profiles.avatar,
  name: users.name,
};
export type AuthorRow = {
  uuid: string;
  userId: string;
  accountType: (typeof profiles.$inferSelect)['accountType'];
  organizationName: string | null;
  avatar: string | null;
  name: string;
};

const authorOf = (table: typeof posts | typeof postComments) =>
  and(eq(profiles.tenantId, table.tenantId), eq(profiles.id, table.authorProfileId));
const userOfAuthor = and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId));

/**
 * Posts with their author and the viewer's reaction, newest first, one more than asked (to know whether
 * older ones remain). `where` narrows them (the feed, an author, the viewer's activity).
 */
export const selectPosts = (
  db: Db,
  tenantId: string,
  viewerProfileId: number | null,
  where: SQL | undefined,
  page: { beforeId?: number; limit: number },
) =>
  db
    .select({
      post: posts,
      author: authorFields,
      myReaction: postReactions.type,
    })
    .from(posts)
    .innerJoin(profiles, authorOf(posts))
    .innerJoin(users, userOfAuthor)
    .leftJoin(
      postReactions,
      and(
        eq(postReactions.tenantId, posts.tenantId),
        eq(postReactions.postId, posts.id),
        eq(postReactions.profileId, viewerProfileId ?? -1),
      ),
    )
    .where(
      and(eq(posts.tenantId, tenantId), where, page.beforeId === undefined ? undefined : lt(posts.id, page.beforeId)),
    )
    .orderBy(desc(posts.id))
    .limit(page.limit + 1);
export type PostListRow = Awaited<ReturnType<typeof selectPosts>>[number];

/** The feed: posts nobody hid, by active members. */
export const visible = and(isNull(posts.hiddenAt), eq(users.status, 'active'));

/**
 * The feed's page as a named prepared statement (one per database handle, first page and later pages):
 * PostgreSQL plans it once per connection instead of on every call, and drizzle builds its SQL once. The
 * plan costs three times the execution here, so this is most of a feed read's database time.
 */
const feedOf = preparedFor((db: Db) => {
  const page = (after: boolean) =>
    db
      .select({ post: posts, author: authorFields, myReaction: postReactions.type })
      .from(posts)
      .innerJoin(profiles, authorOf(posts))
      .innerJoin(users, userOfAuthor)
      .leftJoin(
        postReactions,
        and(
          eq(postReactions.tenantId, posts.tenantId),
          eq(postReactions.postId, posts.id),
          eq(postReactions.profileId, sql.placeholder('viewer')),
        ),
      )
      .where(
        and(
          eq(posts.tenantId, sql.placeholder('tenantId')),
          visible,
          after ? lt(posts.id, sql.placeholder('beforeId')) : undefined,
        ),
      )
      .orderBy(desc(posts.id))
      .limit(sql.placeholder('limit'))
      .prepare(after ? 'community_feed_after' : 'community_feed_first');
  return { first: page(false), after: page(true) };
});

/** A page of the feed (one more than asked, to know whether older posts remain). */
export const feedPage = (
  db: Db,
  tenantId: string,
  viewerProfileId: number,
  page: { beforeId?: number; limit: number },
): Promise<PostListRow[]> => {
  const statements = feedOf(db);
  const input = { tenantId, viewer: viewerProfileId, limit: page.limit + 1 };
  return page.beforeId === undefined
    ? statements.first.execute(input)
    : statements.after.execute({ ...input, beforeId: page.beforeId });
};

/** Posts an author wrote (theirs hidden too, when the author asks). */
export const byAuthor = (profileId: number, withHidden: boolean) =>
  and(eq(posts.authorProfileId, profileId), withHidden ? undefined : visible);

export const commentedBy = (tenantId: string, profileId: number) =>
  and(
    visible,
    inArray(
      posts.id,
      sql`(select ${postComments.postId} from ${postComments} where ${postComments.tenantId} = ${tenantId} and ${postComments.authorProfileId} = ${profileId})`,
    ),
  );

export const reactedBy = (tenantId: string, profileId: number) =>
  and(
    visible,
    inArray(
      posts.id,
      sql`(select ${postReactions.postId} from ${postReactions} where ${postReactions.tenantId} = ${tenantId} and ${postReactions.profileId} = ${profileId})`,
    ),
  );

export const mentioning = (tenantId: string, profileId: number) =>
  and(
    visible,
    inArray(
      posts.id,
      sql`(select ${postMentions.postId} from ${postMentions} where ${postMentions.tenantId} = ${tenantId} and ${postMentions.profileId} = ${profileId})`,
    ),
  );

/** One post by uuid with its author and the viewer's reaction, hidden or not. */
export const findPost = async (db: Db, tenantId: string, uuid: string, viewerProfileId: number | null) => {
  const [row] = await selectPosts(db, tenantId, viewerProfileId, eq(posts.uuid, uuid), { limit: 0 });
  return row;
};

/** The post row itself, locked for a change of its counts (reactions, comments) or its text. */
export const lockPost = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)))
    .for('update');
  return row;
};

export const insertPost = async (db: Db, values: typeof posts.$inferInsert) => {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('post not stored');
  return row;
};

export const updatePost = async (db: Db, tenantId: string, id: number, set: Partial<typeof posts.$inferInsert>) => {
  const [row] = await db
    .update(posts)
    .set(set)
    .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)))
    .returning();
  return row;
};

/** Puts a link's preview on a post that has none yet (a job, after the post was written). */
export const setPreview = async (db: Db, tenantId: string, id: number, preview: LinkPreview) => {
  const [row] = await db
    .update(posts)
    .set({ linkPreview: preview })
    .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id), isNull(posts.linkPreview)))
    .returning();
  return row;
};

export const deletePost = (db: Db, tenantId: string, id: number) =>
  db.delete(posts).where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));

export const insertMentions = (db: Db, tenantId: string, postId: number, profileIds: number[]) =>
  profileIds.length === 0
    ? Promise.resolve()
    : db
        .insert(postMentions)
        .values(profileIds.map((profileId) => ({ tenantId, postId, profileId })))
        .onConflictDoNothing();

/** The users behind these profiles (whom to notify). */
export const profileUsers = (db: Db, tenantId: string, profileIds: number[]) =>
  db
    .select({ profileId: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, profileIds)));

export const profileUuids = (db: Db, tenantId: string, profileIds: number[]) =>
  db
    .select({ id: profiles.id, uuid: profiles.uuid })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, profileIds)));

/** Approved profiles of the tenant among these uuids, with their user (for mentions). */
export const findMentionable = (db: Db, tenantId: string, uuids: string[]) =>
  uuids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: profiles.id, uuid: profiles.uuid, userId: profiles.userId, name: users.name })
        .from(profiles)
        .innerJoin(users, userOfAuthor)
        .where(
          and(
            eq(profiles.tenantId, tenantId),
            inArray(profiles.uuid, uuids),
            eq(profiles.approvalStatus, 'approved'),
            eq(users.status, 'active'),
          ),
        );

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

// ——— comments ———

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

// ——— reactions ———

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
export const listReactors = (
  db: Db,
  tenantId: string,
  postId: number,
  type: ReactionType | null,
  page: { pageNumber: number; limit: number },
) =>
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
    .offset((page.pageNumber - 1) * page.limit);

// ——— reports ———

/** Files a report once per member and item; answers false when the member had reported it already. */
export const insertReport = async (
  db: Db,
  values: {
    tenantId: string;
    postId: number;
    commentId: number | null;
    reporterProfileId: number;
    reason: ReportReason;
    note: string | null;
  },
) => {
  const rows = await db.insert(postReports).values(values).onConflictDoNothing().returning({ id: postReports.id });
  return rows.length > 0;
};

/** Reported items (a post, or a comment), open or decided, the longest waiting first. */
export const listReportedItems = (
  db: Db,
  tenantId: string,
  input: { open: boolean; pageNumber: number; limit: number },
) =>
  db
    .select({
      postId: postReports.postId,
      commentId: postReports.commentId,
      reportCount: sql<number>`count(*)::int`,
      firstReportedAt: sql<string>`min(${postReports.createdAt})`.mapWith((value: string | Date) => new Date(value)),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(postReports)
    .where(
      and(
        eq(postReports.tenantId, tenantId),
        input.open ? isNull(postReports.decidedAt) : sql`${postReports.decidedAt} is not null`,
      ),
    )
    .groupBy(postReports.postId, postReports.commentId)
    .orderBy(input.open ? sql`min(${postReports.createdAt})` : sql`max(${postReports.decidedAt}) desc`)
    .limit(input.limit)
    .offset((input.pageNumber - 1) * input.limit);

const decider = alias(users, 'decider');

/** Every report of these posts (and their comments), with the reporter's name and the decider's. */
export const reportsOf = (db: Db, tenantId: string, postIds: number[]) =>
  postIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ report: postReports, reporterName: users.name, deciderName: decider.name })
        .from(postReports)
        .innerJoin(
          profiles,
          and(eq(profiles.tenantId, postReports.tenantId), eq(profiles.id, postReports.reporterProfileId)),
        )
        .innerJoin(users, userOfAuthor)
        .leftJoin(decider, and(eq(decider.tenantId, postReports.tenantId), eq(decider.id, postReports.decidedBy)))
        .where(and(eq(postReports.tenantId, tenantId), inArray(postReports.postId, postIds)))
        .orderBy(desc(postReports.createdAt));

export const postsByIds = (db: Db, tenantId: string, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ post: posts, author: authorFields })
        .from(posts)
        .innerJoin(profiles, authorOf(posts))
        .innerJoin(users, userOfAuthor)
        .where(and(eq(posts.tenantId, tenantId), inArray(posts.id, ids)));

export const commentsByIds = (db: Db, tenantId: string, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ comment: postComments, author: authorFields })
        .from(postComments)
        .innerJoin(profiles, authorOf(postComments))
        .innerJoin(users, userOfAuthor)
        .where(and(eq(postComments.tenantId, tenantId), inArray(postComments.id, ids)));

/** Decides every open report of an item (a post's own, or one comment's). */
export const decideReports = (
  db: Db,
  tenantId: string,
  item: { postId: number; commentId: number | null },
  decision: { decision: 'hide' | 'delete' | 'dismiss'; note: string | null; by: string },
) =>
  db
    .update(postReports)
    .set({ decision: decision.decision, decisionNote: decision.note, decidedBy: decision.by, decidedAt: new Date() })
    .where(
      and(
        eq(postReports.tenantId, tenantId),
        eq(postReports.postId, item.postId),
        item.commentId === null ? isNull(postReports.commentId) : eq(postReports.commentId, item.commentId),
        isNull(postReports.decidedAt),
      ),
    )
    .returning({ id: postReports.id });

// ——— stats and link previews ———

/** The caller's wall in numbers: what they wrote, and what others gave back. */
export const stats = async (db: Db, tenantId: string, profileId: number) => {
  type Row = {
    posts: number;
    comments: number;
    reactions_received: number;
    comments_received: number;
    mentions: number;
  };
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${posts} where tenant_id = ${tenantId} and author_profile_id = ${profileId}) as posts,
      (select count(*)::int from ${postComments} where tenant_id = ${tenantId} and author_profile_id = ${profileId}) as comments,
      (select coalesce(sum(reaction_count), 0)::int from ${posts} where tenant_id = ${tenantId} and author_profile_id = ${profileId}) as reactions_received,
      (select coalesce(sum(comment_count), 0)::int from ${posts} where tenant_id = ${tenantId} and author_profile_id = ${profileId}) as comments_received,
      (select count(*)::int from ${postMentions} where tenant_id = ${tenantId} and profile_id = ${profileId}) as mentions
  `);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  return {
    posts: Number(row?.posts ?? 0),
    comments: Number(row?.comments ?? 0),
    reactionsReceived: Number(row?.reactions_received ?? 0),
    commentsReceived: Number(row?.comments_received ?? 0),
    mentions: Number(row?.mentions ?? 0),
  };
};

export const cachedPreview = async (db: Db, tenantId: string, url: string, since: Date) => {
  const [row] = await db
    .select({ preview: linkPreviews.preview })
    .from(linkPreviews)
    .where(and(eq(linkPreviews.tenantId, tenantId), eq(linkPreviews.url, url), gt(linkPreviews.fetchedAt, since)));
  return row;
};

export const storePreview = (
  db: Db,
  tenantId: string,
  url: string,
  preview: (typeof linkPreviews.$inferInsert)['preview'],
) =>
  db
    .insert(linkPreviews)
    .values({ tenantId, url, preview: preview ?? null, fetchedAt: new Date() })
    .onConflictDoUpdate({
      target: [linkPreviews.tenantId, linkPreviews.url],
      set: { preview: preview ?? null, fetchedAt: new Date() },
    });
