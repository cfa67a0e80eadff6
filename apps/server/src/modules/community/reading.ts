import type { MyPostsType, Post, PostPage, PostQuery } from '@ventura/shared';
import { notFound } from '../../platform/errors.ts';
import { findProfileByUuid } from '../../platform/identity/index.ts';
import { type Context, member } from './context.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { communityPolicy } from './policy.ts';
import { presentPost } from './present.ts';
import * as repo from './repo.ts';
import { visiblePost } from './visibility.ts';

// Reading the wall: the feed, a member's posts, the caller's numbers, one post.

const pageOf = async (
  ctx: Context,
  where: Parameters<typeof repo.selectPosts>[3] | 'feed',
  query: PostQuery,
): Promise<PostPage> => {
  const viewer = member(ctx).auth;
  const beforeId = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'p');
  const page = { beforeId, limit: query.limit };
  const rows =
    where === 'feed'
      ? await repo.feedPage(ctx.db, ctx.tenant.id, viewer.profile.id, page)
      : await repo.selectPosts(ctx.db, ctx.tenant.id, viewer.profile.id, where, page);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const cannotPost = communityPolicy.cannotPost(viewer, ctx.tenant.settings);
  return {
    items: items.map((row) => presentPost(row, viewer)),
    nextCursor: rows.length > query.limit && last ? encodeCursor('p', last.post.id) : null,
    canPost: cannotPost === null,
    cannotPostReason: cannotPost,
  };
};

/** GET posts: the feed, newest first, by cursor. */
export const feed = (ctx: Context, query: PostQuery) => pageOf(ctx, 'feed', query);

/** GET posts/me/{type}: the caller's posts (hidden ones too), or those they commented on, reacted to, were mentioned in. */
export const myPosts = (ctx: Context, type: MyPostsType, query: PostQuery) => {
  const { auth, tenant } = member(ctx);
  const where = {
    posts: () => repo.byAuthor(auth.profile.id, true),
    commented: () => repo.commentedBy(tenant.id, auth.profile.id),
    reacted: () => repo.reactedBy(tenant.id, auth.profile.id),
    mentioned: () => repo.mentioning(tenant.id, auth.profile.id),
  }[type]();
  return pageOf(ctx, where, query);
};

/** GET posts/user/{uuid}: a member's posts as others see them. */
export const userPosts = async (ctx: Context, profileUuid: string, query: PostQuery) => {
  const { auth, db, tenant } = member(ctx);
  const profile = await findProfileByUuid(db, tenant.id, profileUuid);
  if (!profile) throw notFound('Profile not found');
  return pageOf(ctx, repo.byAuthor(profile.profile.id, profile.profile.id === auth.profile.id), query);
};

export const stats = (ctx: Context) => {
  const { db, tenant, auth } = member(ctx);
  return repo.stats(db, tenant.id, auth.profile.id);
};

/** GET posts/{uuid}: one post, for its shareable page. */
export const getPost = async (ctx: Context, uuid: string): Promise<Post> =>
  presentPost(await visiblePost(ctx, uuid), ctx.auth);
