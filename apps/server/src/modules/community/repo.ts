import type { LinkPreview } from '@ventura/shared';
import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { authorFields, authorOf, userOfAuthor } from './authors.ts';
import { linkPreviews, postComments, postMentions, postReactions, posts } from './tables.ts';

// Posts' queries: the feed and its filters, one post, its writes, its mentions, and the stats and link previews.

export type PostRow = typeof posts.$inferSelect;

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

export const postsByIds = (db: Db, tenantId: string, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ post: posts, author: authorFields })
        .from(posts)
        .innerJoin(profiles, authorOf(posts))
        .innerJoin(users, userOfAuthor)
        .where(and(eq(posts.tenantId, tenantId), inArray(posts.id, ids)));

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
