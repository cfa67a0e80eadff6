import { communityEvents, communityRoom, type LinkPreview, type PostUpdatedEvent } from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { type JobDefinition, jobType } from '../../platform/jobs/index.ts';
import type { Realtime } from '../../platform/realtime/publisher.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { removePostFiles, storePreviewImage } from './files.ts';
import { fetchLinkPreview, fetchPreviewImage } from './link-preview.ts';
import * as repo from './repo.ts';
import * as uploadRepo from './upload-repo.ts';

type PreviewDeps = {
  db: Db;
  tenant: { id: string };
  storage: Storage;
  log: FastifyBaseLogger;
  previewsMayReadPrivate: boolean;
};

/** A preview read within the day is read again only after it. */
const keepMs = 24 * 60 * 60 * 1000;

/**
 * The preview of a link: as read within the day, or (with `fetch`) read now and kept, its image copied in
 * as a small WebP. Answers null when it was not read yet and `fetch` is off; `{ preview: null }` when the
 * page had nothing to show.
 */
export const previewFor = async (
  deps: PreviewDeps,
  url: string,
  options: { fetch: boolean },
): Promise<{ preview: LinkPreview | null } | null> => {
  const cached = await repo.cachedPreview(deps.db, deps.tenant.id, url, new Date(Date.now() - keepMs));
  if (cached) return { preview: cached.preview };
  if (!options.fetch) return null;
  const allowPrivate = deps.previewsMayReadPrivate;
  const found = await fetchLinkPreview(url, { allowPrivate });
  const preview = found && { ...found, imageUrl: await copyImage(deps, found.imageUrl) };
  await repo.storePreview(deps.db, deps.tenant.id, url, preview);
  return { preview };
};

const copyImage = async (deps: PreviewDeps, imageUrl: string | null) => {
  if (!imageUrl) return null;
  const bytes = await fetchPreviewImage(imageUrl, { allowPrivate: deps.previewsMayReadPrivate });
  if (!bytes) return null;
  try {
    return await storePreviewImage(deps.storage, deps.tenant.id, bytes);
  } catch (error) {
    deps.log.info({ err: error }, 'a link preview image could not be read');
    return null;
  }
};

type PreviewJob = { tenantId: string; postId: number; url: string };
export const linkPreviewJob = jobType<PreviewJob>('community.link-preview');

/**
 * Reads the preview of a post's link after the post is written (the author's request does not wait on
 * someone else's web server), puts it on the post, and tells open feeds, unless an operator hid the post
 * meanwhile: nothing about a hidden post is sent to the feed. Several previews are read at once, each
 * within its fetch deadlines (link-preview.ts), and a job still running after a minute is let go, so a
 * slow site holds one worker for a few seconds at most and never the queue.
 */
export const createLinkPreviewJob = (deps: {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  log: FastifyBaseLogger;
  previewsMayReadPrivate: boolean;
}): JobDefinition<PreviewJob> => ({
  name: linkPreviewJob.name,
  retryLimit: 1,
  retryDelaySeconds: 30,
  backoff: false,
  concurrency: 4,
  expireInSeconds: 60,
  async run(job) {
    const found = await previewFor({ ...deps, tenant: { id: job.tenantId } }, job.url, { fetch: true });
    if (!found?.preview) return;
    const post = await repo.setPreview(deps.db, job.tenantId, job.postId, found.preview);
    if (!post || post.hiddenAt !== null) return;
    const event: PostUpdatedEvent = {
      postUUID: post.uuid,
      text: post.body,
      mentions: post.mentions,
      linkPreview: post.linkPreview ?? null,
      editedAt: post.editedAt?.toISOString() ?? null,
    };
    deps.realtime.toRoom(job.tenantId, communityRoom, communityEvents.postUpdated, event);
  },
});

type UploadSweep = { tenantId: string; uuid: string };
export const uploadSweepJob = jobType<UploadSweep>('community.upload-sweep');

/** Removes an upload no post claimed within its day, and its file. */
export const createUploadSweep = (deps: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  keepSeconds: number;
}): JobDefinition<UploadSweep> => ({
  name: uploadSweepJob.name,
  retryLimit: 3,
  retryDelaySeconds: 60,
  backoff: true,
  async run(job) {
    const before = new Date(Date.now() - deps.keepSeconds * 1000);
    const removed = await uploadRepo.deleteUnclaimedUpload(deps.db, job.tenantId, job.uuid, before);
    if (removed) await removePostFiles(deps, [removed.key]);
  },
});
