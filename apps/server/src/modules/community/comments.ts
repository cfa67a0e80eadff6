import {
  type CommentPage,
  type CommentQuery,
  type CommentsChangedEvent,
  communityEvents,
  limits,
  type NewComment,
} from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { forbidden } from '../../platform/errors.ts';
import { throttle } from '../../platform/throttle/index.ts';
import * as commentRepo from './comment-repo.ts';
import { type Context, commentNotFound, deliver, type Member, member, participant, publish } from './context.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { asMentions, mentionsIn, notifyMentions } from './mentions.ts';
import { communityPolicy } from './policy.ts';
import { excerpt, postPath, presentComment } from './present.ts';
import * as repo from './repo.ts';
import { commentAbout, openPost, visiblePost } from './visibility.ts';

export const commentFloodMessage = `You are commenting too fast: at most ${limits.commentsPerTenMinutes} comments in ten minutes. Please wait a moment.`;

/** GET posts/{uuid}/comments: top-level comments oldest first, or one thread's replies. */
export const listComments = async (ctx: Context, postUuid: string, query: CommentQuery): Promise<CommentPage> => {
  const { post } = await visiblePost(ctx, postUuid);
  let parent: { id: number; uuid: string } | null = null;
  if (query.parentUUID) {
    const found = await commentRepo.findComment(ctx.db, ctx.tenant.id, query.parentUUID, null);
    if (!found || found.comment.postId !== post.id) throw commentNotFound();
    parent = { id: found.comment.id, uuid: found.comment.uuid };
  }
  const afterId = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'k');
  const rows = await commentRepo.listComments(ctx.db, ctx.tenant.id, ctx.auth?.profile.id ?? null, {
    postId: post.id,
    parentId: parent?.id ?? null,
    afterId,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentComment(row, post, parent?.uuid ?? null, ctx.auth)),
    nextCursor: rows.length > query.limit && last ? encodeCursor('k', last.comment.id) : null,
  };
};

/**
 * POST posts/{uuid}/comments: a comment, or a reply (to a reply: it joins that thread). The post's
 * author, the thread's author and whoever it mentions are notified, once each.
 */
export const addComment = async (ctx: Context, postUuid: string, input: NewComment) => {
  const m = participant(ctx);
  const { post } = await openPost(m, postUuid);
  let parent: commentRepo.CommentRow | null = null;
  if (input.parentUUID) {
    const found = await commentRepo.findComment(m.db, m.tenant.id, input.parentUUID, null);
    if (!found || found.comment.postId !== post.id || found.comment.hiddenAt !== null) throw commentNotFound();
    parent = found.comment;
    if (parent.parentId !== null) {
      const [top] = await commentRepo.commentsByIds(m.db, m.tenant.id, [parent.parentId]);
      if (!top) throw commentNotFound();
      parent = top.comment;
    }
  }
  const mentioned = await mentionsIn(m, input.comment, 'comment');
  const { comment, counts, deliveries } = await m.db.transaction(async (tx) => {
    await throttle(tx, m.tenant.id, [
      {
        key: `comments:profile:${m.auth.profile.id}`,
        limit: { limit: limits.commentsPerTenMinutes, windowSeconds: 600 },
        message: commentFloodMessage,
      },
    ]);
    const comment = await commentRepo.insertComment(tx, {
      tenantId: m.tenant.id,
      postId: post.id,
      parentId: parent?.id ?? null,
      authorProfileId: m.auth.profile.id,
      body: input.comment,
      mentions: asMentions(mentioned),
    });
    const counts = await commentRepo.countComments(tx, m.tenant.id, post.id, parent?.id ?? null, 1);
    const deliveries = await notifyComment(m, tx, { post, parent, mentioned, text: input.comment });
    return { comment, counts, deliveries };
  });
  deliver(m, deliveries);
  const event: CommentsChangedEvent = {
    postUUID: post.uuid,
    commentUUID: comment.uuid,
    parentUUID: parent?.uuid ?? null,
    change: 'added',
    commentCount: counts.commentCount,
    replyCount: counts.replyCount,
    authorUUID: m.auth.profile.uuid,
  };
  publish(m, communityEvents.commentsChanged, event);
  const row = await commentRepo.findComment(m.db, m.tenant.id, comment.uuid, m.auth.profile.id);
  if (!row) throw commentNotFound();
  return presentComment(row, post, parent?.uuid ?? null, m.auth);
};

/** Who hears of a new comment: mentioned members, the thread's author, the post's author (once each). */
const notifyComment = async (
  ctx: Member,
  tx: Db,
  input: {
    post: repo.PostRow;
    parent: commentRepo.CommentRow | null;
    mentioned: { id: number; userId: string }[];
    text: string;
  },
) => {
  const me = ctx.auth.profile.id;
  const url = postPath(input.post.uuid);
  const told = new Set<number>([me]);
  const mentioned = input.mentioned.filter((one) => !told.has(one.id));
  for (const one of mentioned) told.add(one.id);
  const deliveries = [await notifyMentions(ctx, tx, mentioned, 'a comment', input.text, url)];
  const name = ctx.auth.user.name;
  const tell = async (profileId: number, kind: 'community_reply' | 'community_comment', title: string) => {
    if (told.has(profileId)) return null;
    told.add(profileId);
    const [author] = await repo.profileUsers(tx, ctx.tenant.id, [profileId]);
    if (!author) return null;
    return ctx.notifier.record(tx, {
      tenantId: ctx.tenant.id,
      userIds: [author.userId],
      kind,
      title,
      body: excerpt(input.text),
      url,
      email: { notice: 'communityActivity', subject: title, text: `${title}:\n\n${excerpt(input.text, 500)}` },
    });
  };
  if (input.parent)
    deliveries.push(await tell(input.parent.authorProfileId, 'community_reply', `${name} replied to your comment`));
  deliveries.push(await tell(input.post.authorProfileId, 'community_comment', `${name} commented on your post`));
  return deliveries;
};

/** DELETE comments/{uuid}: by its author, the post's author or an operator; its replies go with it. */
export const deleteComment = async (ctx: Context, uuid: string) => {
  const m = member(ctx);
  const { row, post } = await commentAbout(m, uuid);
  const { comment } = row;
  if (!communityPolicy.deleteComment(m.auth, comment.authorProfileId, post.authorProfileId)) {
    throw forbidden('Only its author, the post’s author or the platform team can delete this comment');
  }
  const counts = await m.db.transaction(async (tx) => {
    await commentRepo.deleteComment(tx, m.tenant.id, comment.id);
    return commentRepo.countComments(tx, m.tenant.id, post.id, comment.parentId, -(1 + comment.replyCount));
  });
  const parentUuid = comment.parentId === null ? null : await parentUuidOf(m, comment.parentId);
  const event: CommentsChangedEvent = {
    postUUID: post.uuid,
    commentUUID: comment.uuid,
    parentUUID: parentUuid,
    change: 'removed',
    commentCount: counts.commentCount,
    replyCount: counts.replyCount,
    authorUUID: row.author.uuid,
  };
  publish(m, communityEvents.commentsChanged, event);
  return { commentUUID: comment.uuid, postUUID: post.uuid, commentCount: counts.commentCount };
};

const parentUuidOf = async (ctx: Context, parentId: number) =>
  (await commentRepo.commentsByIds(ctx.db, ctx.tenant.id, [parentId]))[0]?.comment.uuid ?? null;
