import type { ReactionItem } from '@ventura/shared';
import { forbidden } from '../../platform/errors.ts';
import * as commentRepo from './comment-repo.ts';
import { type Context, commentNotFound, type Member, postNotFound } from './context.ts';
import { communityPolicy } from './policy.ts';
import * as repo from './repo.ts';

// What the caller may see of the wall, and what they may act on.

/**
 * A post the caller may see: any visible post for a member (signed out, only where the tenant opens shared
 * links); a hidden one for its author and operators. Anything else, another tenant's included: 404.
 */
export const visiblePost = async (ctx: Context, uuid: string) => {
  const viewer = ctx.auth;
  const row = await repo.findPost(ctx.db, ctx.tenant.id, uuid, viewer?.profile.id ?? null);
  if (!row) throw postNotFound();
  if (!viewer && !ctx.tenant.settings.community.public_posts) throw postNotFound();
  if (row.post.hiddenAt !== null) {
    const mayStill = viewer && (viewer.profile.id === row.post.authorProfileId || communityPolicy.moderate(viewer));
    if (!mayStill) throw postNotFound();
  }
  return row;
};

/** A post the caller may act on (comment, react, report): visible to them and not hidden. */
export const openPost = async (ctx: Member, uuid: string) => {
  const row = await visiblePost(ctx, uuid);
  if (row.post.hiddenAt !== null) throw forbidden('This post was hidden by the platform team');
  return row;
};

/** A visible comment and its post, for a caller who may see the post; anything else: 404. */
export const commentAbout = async (ctx: Context, uuid: string) => {
  const row = await commentRepo.findComment(ctx.db, ctx.tenant.id, uuid, ctx.auth?.profile.id ?? null);
  if (!row || row.comment.hiddenAt !== null) throw commentNotFound();
  const posts = await repo.postsByIds(ctx.db, ctx.tenant.id, [row.comment.postId]);
  const post = posts[0];
  if (!post) throw commentNotFound();
  // The comment's post must be one the caller may see.
  await visiblePost(ctx, post.post.uuid).catch(() => {
    throw commentNotFound();
  });
  return { row, post: post.post };
};

/** A post or a comment someone reacts to or reports: on a post the caller sees, not hidden. */
export type Target = {
  item: ReactionItem;
  id: number;
  uuid: string;
  postId: number;
  postUuid: string;
  authorProfileId: number;
};

export const targetOf = async (ctx: Member, item: ReactionItem, uuid: string): Promise<Target> => {
  if (item === 'post') {
    const { post } = await openPost(ctx, uuid);
    return {
      item,
      id: post.id,
      uuid: post.uuid,
      postId: post.id,
      postUuid: post.uuid,
      authorProfileId: post.authorProfileId,
    };
  }
  const { row, post } = await commentAbout(ctx, uuid);
  if (post.hiddenAt !== null) throw forbidden('This post was hidden by the platform team');
  const { comment } = row;
  return {
    item,
    id: comment.id,
    uuid: comment.uuid,
    postId: post.id,
    postUuid: post.uuid,
    authorProfileId: comment.authorProfileId,
  };
};
