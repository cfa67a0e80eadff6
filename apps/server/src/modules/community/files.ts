import { documentKindInfo, limits, type PostFileType } from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { fileKey, fileUrl, newFileId, type Storage } from '../../platform/storage/index.ts';
import { assertSafeKey } from '../../platform/storage/keys.ts';
import { openImage, renderWebp } from '../uploads/index.ts';

/** A file ready to store: its bytes as kept, and what a post shows of it. */
export type PreparedFile = {
  type: PostFileType;
  kind: string;
  bytes: Buffer;
  contentType: string;
  width: number | null;
  height: number | null;
};

/**
 * A file for a post, told from its bytes (the `fileType` the caller says must match them): an image is
 * re-encoded as WebP within limits.postImageBoundPx (upright, its camera metadata gone); a document
 * (PDF, Word, Excel, PowerPoint) is kept as sent.
 */
export const preparePostFile = async (bytes: Buffer, type: PostFileType): Promise<PreparedFile> => {
  if (type === 'image') {
    const image = await openImage(bytes);
    const bound = limits.postImageBoundPx;
    const rendered = await renderWebp(image, { width: bound, height: bound, fit: 'inside', withoutEnlargement: true });
    return { type, kind: 'webp', contentType: 'image/webp', ...rendered };
  }
  const kind = await documentKindOf(bytes);
  if (kind === 'png' || kind === 'jpg') {
    throw badRequest('Send a photo as an image', ['fileType: This file is an image: send it with fileType image']);
  }
  return { type, kind, bytes, contentType: documentKindInfo[kind].contentType, width: null, height: null };
};

/**
 * Images are served like profile images (a random, unguessable name under the public files route);
 * documents are kept apart and read only through GET posts/files/{uuid} by whoever may read the post.
 */
export const storePostFile = async (storage: Storage, tenantId: string, file: PreparedFile) => {
  const key =
    file.type === 'image'
      ? fileKey(tenantId, newFileId(), 'post', 'webp')
      : assertSafeKey(`${tenantId}/post-files/${newFileId()}.${file.kind}`);
  await storage.put(key, file.bytes, file.contentType);
  return key;
};

export const postFileUrl = (file: { type: PostFileType; key: string; uuid: string }) =>
  file.type === 'image' ? fileUrl(file.key) : `/api/v1/posts/files/${file.uuid}`;

/** A link preview's image, copied in as a small WebP so members' browsers load nothing from elsewhere. */
export const storePreviewImage = async (storage: Storage, tenantId: string, bytes: Buffer) => {
  const image = await openImage(bytes);
  const rendered = await renderWebp(image, { width: 600, height: 315, fit: 'cover' }, 75);
  const key = fileKey(tenantId, newFileId(), 'preview', 'webp');
  await storage.put(key, rendered.bytes, 'image/webp');
  return fileUrl(key);
};

/** Removes stored files no post points at any more; a failure is logged, never the caller's problem. */
export const removePostFiles = async (deps: { storage: Storage; log: FastifyBaseLogger }, keys: string[]) => {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') deps.log.warn({ err: result.reason }, 'could not remove a post file');
  }
};
