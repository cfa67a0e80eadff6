import {
  communityEvents,
  type DocumentKind,
  documentKindInfo,
  type EditPost,
  type LinkPreview,
  limits,
  type NewPost,
  type Post,
  type PostCreatedEvent,
  type PostFileType,
  type PostRemovedEvent,
  type PostUpdatedEvent,
} from '@ventura/shared';
import { recordAudit } from '../../platform/audit/index.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { type Context, deliver, type Member, member, postNotFound, publish } from './context.ts';
import { type PreparedFile, removePostFiles, storePostFile } from './files.ts';
import { firstLink } from './link-preview.ts';
import { asMentions, mentionsIn, notifyMentions } from './mentions.ts';
import { communityPolicy } from './policy.ts';
import { postPath } from './present.ts';
import { linkPreviewJob, previewFor, uploadSweepJob } from './previews.ts';
import { getPost } from './reading.ts';
import * as repo from './repo.ts';
import type { StoredPostFile } from './tables.ts';
import * as uploadRepo from './upload-repo.ts';
import { visiblePost } from './visibility.ts';

// The post verbs: write, edit and delete a post, with its files and link preview (reading.ts reads them).

export const postFloodMessage = `You are posting too often: at most ${limits.postsPerHour} posts an hour. Please try again later.`;

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
    const claimed = await uploadRepo.claimUploads(tx, m.tenant.id, m.auth.profile.id, input.fileUUIDs, post.id);
    if (claimed.length !== input.fileUUIDs.length) {
      throw badRequest('A file of this post was not found: upload it again', [
        'fileUUIDs: Each file must be one you uploaded for this post',
      ]);
    }
    // Files in the order the composer listed them.
    const files: StoredPostFile[] = input.fileUUIDs.map((uuid) => {
      const upload = claimed.find((row) => row.uuid === uuid) as uploadRepo.UploadRow;
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
      const upload = await uploadRepo.insertUpload(tx, {
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
  const found = await uploadRepo.findPostDocument(ctx.db, ctx.tenant.id, uuid);
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
