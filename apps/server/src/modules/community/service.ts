import {
  type CommentPage,
  type CommentQuery,
  type CommentsChangedEvent,
  communityEvents,
  communityRoom,
  type DocumentKind,
  documentKindInfo,
  type EditPost,
  type LinkPreview,
  limits,
  type Mention,
  type MyPostsType,
  mentionPattern,
  type NewComment,
  type NewPost,
  type NewReport,
  type Post,
  type PostCreatedEvent,
  type PostFileType,
  type PostPage,
  type PostQuery,
  type PostRemovedEvent,
  type PostUpdatedEvent,
  type ReactionItem,
  type ReactionSummary,
  type ReactionType,
} from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../platform/audit/index.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { findProfileByUuid } from '../../platform/identity/index.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { createNotifier, Delivery } from '../../platform/notify/notifier.ts';
import type { Realtime } from '../../platform/realtime/publisher.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { type PreparedFile, removePostFiles, storePostFile } from './files.ts';
import { firstLink } from './link-preview.ts';
import { communityPolicy } from './policy.ts';
import { excerpt, postPath, presentAuthor, presentComment, presentPost } from './present.ts';
import { linkPreviewJob, previewFor, uploadSweepJob } from './previews.ts';
import * as repo from './repo.ts';
import { emptyCounts, type StoredPostFile } from './tables.ts';

/** What every wall verb needs: the caller (null signed out), their tenant, and where effects go. */
export type Context = {
  db: Db;
  tenant: Tenant;
  auth: AuthContext | null;
  realtime: Realtime;
  jobs: Jobs;
  storage: Storage;
  log: FastifyBaseLogger;
  notifier: ReturnType<typeof createNotifier>;
  /** Link previews may read private addresses (tests only; see config). */
  previewsMayReadPrivate: boolean;
};
type Member = Context & { auth: AuthContext };

export const postNotFoundMessage = 'Post not found!';
export const commentNotFoundMessage = 'Comment not found';
const postNotFound = () => notFound(postNotFoundMessage);
const commentNotFound = () => notFound(commentNotFoundMessage);

export const postFloodMessage = `You are posting too often: at most ${limits.postsPerHour} posts an hour. Please try again later.`;
export const commentFloodMessage = `You are commenting too fast: at most ${limits.commentsPerTenMinutes} comments in ten minutes. Please wait a moment.`;

const member = (ctx: Context): Member => {
  if (!ctx.auth) throw forbidden('Sign in to take part in the community');
  return ctx as Member;
};

/** 403 unless the caller may write on the wall at all (approved, or an operator). */
const participant = (ctx: Context): Member => {
  const m = member(ctx);
  if (!communityPolicy.participate(m.auth)) {
    throw forbidden('The community is open to approved profiles: yours is not approved yet');
  }
  return m;
};

const publish = (ctx: Context, event: string, payload: unknown) =>
  ctx.realtime.toRoom(ctx.tenant.id, communityRoom, event, payload);

// ——— mentions ———

/**
 * The members a text mentions, checked against the tenant's approved members (400 naming `field` for
 * anyone else: another tenant's profile, an unknown uuid), with their names as they are now.
 */
const mentionsIn = async (ctx: Context, text: string, field: string) => {
  const uuids = [...new Set([...text.matchAll(mentionPattern)].map((match) => match[2] as string))];
  if (uuids.length > limits.mentionsPerItem) {
    throw badRequest(`Mention at most ${limits.mentionsPerItem} members`, [
      `${field}: Mention at most ${limits.mentionsPerItem} members`,
    ]);
  }
  const found = await repo.findMentionable(ctx.db, ctx.tenant.id, uuids);
  if (found.length !== uuids.length) {
    throw badRequest('A member you mentioned was not found', [`${field}: A member you mentioned was not found`]);
  }
  // In the order the text names them.
  return uuids.flatMap((uuid) => found.filter((one) => one.uuid === uuid));
};

const asMentions = (found: { uuid: string; name: string }[]): Mention[] =>
  found.map(({ uuid, name }) => ({ uuid, name }));

// ——— reading ———

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

/**
 * A post the caller may see: any visible post for a member (signed out, only where the tenant opens shared
 * links); a hidden one for its author and operators. Anything else, another tenant's included: 404.
 */
const visiblePost = async (ctx: Context, uuid: string) => {
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

/** GET posts/{uuid}: one post, for its shareable page. */
export const getPost = async (ctx: Context, uuid: string): Promise<Post> =>
  presentPost(await visiblePost(ctx, uuid), ctx.auth);

/** A post the caller may act on (comment, react, report): visible to them and not hidden. */
const openPost = async (ctx: Member, uuid: string) => {
  const row = await visiblePost(ctx, uuid);
  if (row.post.hiddenAt !== null) throw forbidden('This post was hidden by the platform team');
  return row;
};

// ——— writing posts ———

/** Counts a post against the author's hourly allowance (429 past it), inside the post's transaction. */
const countPost = (db: Db, ctx: Member) =>
  throttle(db, ctx.tenant.id, [
    {
      key: `posts:profile:${ctx.auth.profile.id}`,
      limit: { limit: limits.postsPerHour, windowSeconds: 3600 },
      message: postFloodMessage,
    },
  ]);

const notifyMentions = (
  ctx: Member,
  tx: Db,
  mentioned: { userId: string; id: number }[],
  what: 'a post' | 'a comment',
  text: string,
  url: string,
) => {
  const userIds = mentioned.filter((m) => m.id !== ctx.auth.profile.id).map((m) => m.userId);
  if (userIds.length === 0) return Promise.resolve(null);
  const title = `${ctx.auth.user.name} mentioned you in ${what}`;
  return ctx.notifier.record(tx, {
    tenantId: ctx.tenant.id,
    userIds,
    kind: 'community_mention',
    title,
    body: excerpt(text),
    url,
    email: { notice: 'communityActivity', subject: title, text: `${title}:\n\n${excerpt(text, 500)}` },
  });
};

const deliver = (ctx: Context, deliveries: (Delivery | null)[]) => {
  for (const delivery of deliveries) if (delivery) ctx.notifier.publish(delivery);
};

/**
 * POST posts: checks who may post (the tenant's rule), the mentions and the files (the caller's own
 * uploads, not yet on a post), stores it, notifies whom it mentions, and tells open feeds. A link's
 * preview comes from what the composer showed (kept a day) or is read afterwards by a job.
 */
export const createPost = async (ctx: Context, input: NewPost): Promise<Post> => {
  const m = member(ctx);
  const reason = communityPolicy.cannotPost(m.auth, m.tenant.settings);
  if (reason) throw forbidden(reason);
  const mentioned = await mentionsIn(m, input.text, 'text');
  const link = input.linkPreviewUrl === null ? null : (input.linkPreviewUrl ?? firstLink(input.text));
  const preview = link && input.text.includes(link) ? await previewFor(m, link, { fetch: false }) : null;
  const { post, delivery } = await m.db.transaction(async (tx) => {
    await countPost(tx, m);
    const post = await repo.insertPost(tx, {
      tenantId: m.tenant.id,
      authorProfileId: m.auth.profile.id,
      body: input.text,
      mentions: asMentions(mentioned),
      linkPreview: preview?.preview ?? null,
    });
    const claimed = await repo.claimUploads(tx, m.tenant.id, m.auth.profile.id, input.fileUUIDs, post.id);
    if (claimed.length !== input.fileUUIDs.length) {
      throw badRequest('A file of this post was not found: upload it again', [
        'fileUUIDs: Each file must be one you uploaded for this post',
      ]);
    }
    // Files in the order the composer listed them.
    const files: StoredPostFile[] = input.fileUUIDs.map((uuid) => {
      const upload = claimed.find((row) => row.uuid === uuid) as repo.UploadRow;
      const { type, kind, name, size, width, height, key } = upload;
      return { uuid, type, kind, name, size, width, height, key };
    });
    const stored = files.length > 0 ? await repo.updatePost(tx, m.tenant.id, post.id, { files }) : post;
    await repo.insertMentions(
      tx,
      m.tenant.id,
      post.id,
      mentioned.map((one) => one.id),
    );
    if (link && !preview) await m.jobs.send(tx, linkPreviewJob, { tenantId: m.tenant.id, postId: post.id, url: link });
    const delivery = await notifyMentions(m, tx, mentioned, 'a post', input.text, postPath(post.uuid));
    return { post: stored ?? post, delivery };
  });
  deliver(m, [delivery]);
  const created: PostCreatedEvent = { postUUID: post.uuid, authorUUID: m.auth.profile.uuid };
  publish(m, communityEvents.postCreated, created);
  return getPost(m, post.uuid);
};

/** A post's row for a change by the caller (the author, or an operator): 403 for anyone else. */
const ownPost = async (ctx: Member, uuid: string, may: (auth: AuthContext, author: number) => boolean) => {
  const row = await visiblePost(ctx, uuid);
  if (!may(ctx.auth, row.post.authorProfileId))
    throw forbidden('Only its author or the platform team can change this post');
  return row;
};

const updatedEvent = (post: repo.PostRow): PostUpdatedEvent => ({
  postUUID: post.uuid,
  text: post.body,
  mentions: post.mentions,
  linkPreview: post.linkPreview ?? null,
  editedAt: post.editedAt?.toISOString() ?? null,
});

/**
 * PATCH posts/{uuid}: new text (the files stay); newly mentioned members are notified.
 *
 * A post an operator hid may still be edited by its author: taking out what got it hidden is what a
 * moderator hopes for, and the operator can then show it again. It stays hidden, and the edit travels
 * nowhere: no `post_updated` to open feeds, no notice to the members it newly mentions (the mentions are
 * kept, so the post lists them if it is shown again). Whether it is hidden is read from the row the
 * update returns, so a hide that lands while the edit runs is seen too.
 */
export const editPost = async (ctx: Context, uuid: string, input: EditPost): Promise<Post> => {
  const m = member(ctx);
  const row = await ownPost(m, uuid, communityPolicy.edit);
  if (input.text.length === 0 && row.post.files.length === 0) {
    throw badRequest('Write something or attach a file', ['text: Write something or attach a file']);
  }
  const mentioned = await mentionsIn(m, input.text, 'text');
  const before = new Set(row.post.mentions.map((one) => one.uuid));
  const { post, delivery } = await m.db.transaction(async (tx) => {
    const post = await repo.updatePost(tx, m.tenant.id, row.post.id, {
      body: input.text,
      mentions: asMentions(mentioned),
      editedAt: new Date(),
    });
    if (!post) throw postNotFound();
    await repo.insertMentions(
      tx,
      m.tenant.id,
      post.id,
      mentioned.map((one) => one.id),
    );
    const fresh = post.hiddenAt === null ? mentioned.filter((one) => !before.has(one.uuid)) : [];
    const delivery = await notifyMentions(m, tx, fresh, 'a post', input.text, postPath(post.uuid));
    await auditIfOperator(tx, m, row.post, 'community.post.edit', { before: row.post.body, after: input.text });
    return { post, delivery };
  });
  deliver(m, [delivery]);
  if (post.hiddenAt === null) publish(m, communityEvents.postUpdated, updatedEvent(post));
  return getPost(m, post.uuid);
};

/** An operator changing someone else's post leaves a line in the audit log. */
const auditIfOperator = async (
  tx: Db,
  ctx: Member,
  post: repo.PostRow,
  action: string,
  detail: Record<string, unknown>,
) => {
  if (post.authorProfileId === ctx.auth.profile.id) return;
  await recordAudit(tx, {
    tenantId: ctx.tenant.id,
    actorUserId: ctx.auth.user.id,
    action,
    subjectType: 'post',
    subjectId: post.uuid,
    detail,
  });
};

/** DELETE posts/{uuid}: the post, its comments, reactions and files go; open feeds drop it. */
export const deletePost = async (ctx: Context, uuid: string) => {
  const m = member(ctx);
  const row = await ownPost(m, uuid, communityPolicy.delete);
  await m.db.transaction(async (tx) => {
    await repo.deletePost(tx, m.tenant.id, row.post.id);
    await auditIfOperator(tx, m, row.post, 'community.post.delete', { text: row.post.body });
  });
  await removePostFiles(
    m,
    row.post.files.map((file) => file.key),
  );
  const removed: PostRemovedEvent = { postUUID: row.post.uuid };
  publish(m, communityEvents.postRemoved, removed);
  return removed;
};

// ——— files and previews ———

/** 403 unless the caller may post at all (a file goes on a post), then counts the upload. */
export const admitUpload = async (ctx: Context) => {
  const m = member(ctx);
  const reason = communityPolicy.cannotPost(m.auth, m.tenant.settings);
  if (reason) throw forbidden(reason);
  await throttle(m.db, m.tenant.id, [
    {
      key: `posts:uploads:profile:${m.auth.profile.id}`,
      limit: { limit: limits.postFiles * limits.postsPerHour, windowSeconds: 3600 },
      message: 'Too many uploads. Please try again in an hour.',
    },
  ]);
};

/** How long an upload waits for its post before it is removed. */
export const uploadKeepSeconds = 24 * 60 * 60;

/** POST posts/upload-file: the checked file, stored, waiting a day for the post that claims it. */
export const storeUpload = async (ctx: Context, file: PreparedFile, fileName: string | undefined) => {
  const m = member(ctx);
  const key = await storePostFile(m.storage, m.tenant.id, file);
  const name = uploadName(fileName, file.type, file.kind);
  try {
    return await m.db.transaction(async (tx) => {
      const upload = await repo.insertUpload(tx, {
        tenantId: m.tenant.id,
        uploaderProfileId: m.auth.profile.id,
        type: file.type,
        kind: file.kind,
        name,
        size: file.bytes.length,
        width: file.width,
        height: file.height,
        key,
      });
      await m.jobs.send(
        tx,
        uploadSweepJob,
        { tenantId: m.tenant.id, uuid: upload.uuid },
        { startAfterSeconds: uploadKeepSeconds + 60 },
      );
      return upload;
    });
  } catch (error) {
    await removePostFiles(m, [key]);
    throw error;
  }
};

const uploadName = (fileName: string | undefined, type: PostFileType, kind: string) => {
  const base = (fileName ?? '').replace(/\.[^.]*$/, '').trim() || (type === 'image' ? 'Image' : 'Document');
  return `${base.slice(0, 120)}.${kind}`;
};

/** GET posts/files/{uuid}: a post's document, for whoever may read the post. */
export const openDocument = async (ctx: Context, uuid: string) => {
  const found = await repo.findPostDocument(ctx.db, ctx.tenant.id, uuid);
  if (!found) throw notFound('File not found');
  await visiblePost(ctx, found.postUuid);
  const file = await ctx.storage.get(found.upload.key);
  if (!file) throw notFound('File not found');
  const kind = found.upload.kind as DocumentKind;
  return { file, name: found.upload.name, contentType: documentKindInfo[kind].contentType };
};

/** GET posts/link-preview: what the composer shows under a link (read now, kept a day). */
export const linkPreview = async (ctx: Context, url: string): Promise<LinkPreview | null> => {
  const m = member(ctx);
  await throttle(m.db, m.tenant.id, [
    {
      key: `posts:previews:profile:${m.auth.profile.id}`,
      limit: { limit: 60, windowSeconds: 600 },
      message: 'Too many link previews. Please wait a few minutes.',
    },
  ]);
  return (await previewFor(m, url, { fetch: true }))?.preview ?? null;
};

// ——— comments ———

const commentAbout = async (ctx: Context, uuid: string) => {
  const row = await repo.findComment(ctx.db, ctx.tenant.id, uuid, ctx.auth?.profile.id ?? null);
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

/** GET posts/{uuid}/comments: top-level comments oldest first, or one thread's replies. */
export const listComments = async (ctx: Context, postUuid: string, query: CommentQuery): Promise<CommentPage> => {
  const { post } = await visiblePost(ctx, postUuid);
  let parent: { id: number; uuid: string } | null = null;
  if (query.parentUUID) {
    const found = await repo.findComment(ctx.db, ctx.tenant.id, query.parentUUID, null);
    if (!found || found.comment.postId !== post.id) throw commentNotFound();
    parent = { id: found.comment.id, uuid: found.comment.uuid };
  }
  const afterId = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'k');
  const rows = await repo.listComments(ctx.db, ctx.tenant.id, ctx.auth?.profile.id ?? null, {
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
  let parent: repo.CommentRow | null = null;
  if (input.parentUUID) {
    const found = await repo.findComment(m.db, m.tenant.id, input.parentUUID, null);
    if (!found || found.comment.postId !== post.id || found.comment.hiddenAt !== null) throw commentNotFound();
    parent = found.comment;
    if (parent.parentId !== null) {
      const [top] = await repo.commentsByIds(m.db, m.tenant.id, [parent.parentId]);
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
    const comment = await repo.insertComment(tx, {
      tenantId: m.tenant.id,
      postId: post.id,
      parentId: parent?.id ?? null,
      authorProfileId: m.auth.profile.id,
      body: input.comment,
      mentions: asMentions(mentioned),
    });
    const counts = await repo.countComments(tx, m.tenant.id, post.id, parent?.id ?? null, 1);
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
  const row = await repo.findComment(m.db, m.tenant.id, comment.uuid, m.auth.profile.id);
  if (!row) throw commentNotFound();
  return presentComment(row, post, parent?.uuid ?? null, m.auth);
};

/** Who hears of a new comment: mentioned members, the thread's author, the post's author (once each). */
const notifyComment = async (
  ctx: Member,
  tx: Db,
  input: {
    post: repo.PostRow;
    parent: repo.CommentRow | null;
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
    await repo.deleteComment(tx, m.tenant.id, comment.id);
    return repo.countComments(tx, m.tenant.id, post.id, comment.parentId, -(1 + comment.replyCount));
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
  (await repo.commentsByIds(ctx.db, ctx.tenant.id, [parentId]))[0]?.comment.uuid ?? null;

// ——— reactions ———

/** A post or a comment someone reacts to or reports: on a post the caller sees, not hidden. */
type Target = {
  item: ReactionItem;
  id: number;
  uuid: string;
  postId: number;
  postUuid: string;
  authorProfileId: number;
};

const targetOf = async (ctx: Member, item: ReactionItem, uuid: string): Promise<Target> => {
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

const summaryOf = (
  target: Target,
  counts: { total: number; counts: ReactionSummary['counts'] } | undefined,
  mine: ReactionType | null,
): ReactionSummary => ({
  item: target.item,
  uuid: target.uuid,
  postUUID: target.postUuid,
  total: counts?.total ?? 0,
  counts: { ...emptyCounts, ...counts?.counts },
  myReaction: mine,
});

const announce = (ctx: Context, summary: ReactionSummary) => {
  const { myReaction: _mine, ...event } = summary;
  publish(ctx, communityEvents.reactionsChanged, event);
};

/**
 * POST …/react/{type}: one reaction per member per item; a different kind replaces it, the same kind
 * again is a 409 and changes nothing. The item's row is locked while its counts move.
 */
export const react = async (ctx: Context, item: ReactionItem, uuid: string, type: ReactionType) => {
  const m = participant(ctx);
  const target = await targetOf(m, item, uuid);
  const counts = await m.db.transaction(async (tx) => {
    await repo.lockItem(tx, m.tenant.id, target);
    const before = await repo.myReaction(tx, m.tenant.id, target, m.auth.profile.id);
    if (before === type) throw conflict('You have already reacted this way');
    await repo.putReaction(tx, m.tenant.id, target, m.auth.profile.id, type);
    return repo.countReaction(tx, m.tenant.id, target, before, type);
  });
  const summary = summaryOf(target, counts, type);
  announce(m, summary);
  return summary;
};

/** DELETE …/react: takes the caller's reaction back (nothing to take back: the counts as they are). */
export const unreact = async (ctx: Context, item: ReactionItem, uuid: string) => {
  const m = participant(ctx);
  const target = await targetOf(m, item, uuid);
  const { counts, changed } = await m.db.transaction(async (tx) => {
    await repo.lockItem(tx, m.tenant.id, target);
    const before = await repo.myReaction(tx, m.tenant.id, target, m.auth.profile.id);
    if (!before) return { counts: await repo.countReaction(tx, m.tenant.id, target, null, null), changed: false };
    await repo.removeReaction(tx, m.tenant.id, target, m.auth.profile.id);
    return { counts: await repo.countReaction(tx, m.tenant.id, target, before, null), changed: true };
  });
  const summary = summaryOf(target, counts, null);
  if (changed) announce(m, summary);
  return summary;
};

/** GET …/react/count: an item's reactions and the caller's own. */
export const reactionCount = async (ctx: Context, item: ReactionItem, uuid: string) => {
  const m = member(ctx);
  const target = await targetOf(m, item, uuid);
  const [counts, mine] = await Promise.all([
    repo.itemCounts(m.db, m.tenant.id, target),
    repo.myReaction(m.db, m.tenant.id, target, m.auth.profile.id),
  ]);
  return summaryOf(target, counts, mine);
};

/** GET posts/{uuid}/react/{type}: who reacted (one kind or all), newest first. */
export const reactors = async (
  ctx: Context,
  uuid: string,
  type: ReactionType | 'all',
  page: { pageNumber: number; limit: number },
) => {
  const m = member(ctx);
  const { post } = await visiblePost(m, uuid);
  const rows = await repo.listReactors(m.db, m.tenant.id, post.id, type === 'all' ? null : type, page);
  const total = type === 'all' ? post.reactionCount : ({ ...emptyCounts, ...post.reactionCounts }[type] ?? 0);
  return {
    items: rows.map((row) => ({
      profile: presentAuthor(row.author),
      type: row.type,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    pageNumber: page.pageNumber,
    limit: page.limit,
  };
};

// ——— reports ———

/** POST posts/{uuid}/report, comments/{uuid}/report: once per member and item; operators see it in the console. */
export const report = async (ctx: Context, item: ReactionItem, uuid: string, input: NewReport) => {
  const m = participant(ctx);
  const target = await targetOf(m, item, uuid);
  if (!communityPolicy.report(m.auth, target.authorProfileId))
    throw forbidden('You cannot report what you wrote yourself');
  const filed = await repo.insertReport(m.db, {
    tenantId: m.tenant.id,
    postId: target.postId,
    commentId: item === 'comment' ? target.id : null,
    reporterProfileId: m.auth.profile.id,
    reason: input.reason,
    note: input.note ? input.note : null,
  });
  if (!filed) throw conflict('You have already reported this');
  return { message: 'Thank you: the platform team will look at it' };
};
