import { type DocumentKind, documentKindInfo } from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { badRequest } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { newFileId, type Storage } from '../../platform/storage/index.ts';
import { assertSafeKey } from '../../platform/storage/keys.ts';
import { maxInputPixels, withImageSlot } from '../uploads/index.ts';

/** A photo sent in a chat is kept at most this many pixels on its longer side. */
const imageBoundPx = 2048;

export type ChatFile = {
  bytes: Buffer;
  kind: DocumentKind;
  width: number | null;
  height: number | null;
};

/**
 * A file for a chat message, told from its bytes (400 naming `file` for anything but a document kind).
 * A photo is re-encoded, bounded and turned upright: what a camera wrote into it (the place, the device,
 * the time) is not passed on to the other members.
 */
export const prepareChatFile = async (bytes: Buffer): Promise<ChatFile> => {
  const kind = await documentKindOf(bytes);
  if (kind !== 'png' && kind !== 'jpg') return { bytes, kind, width: null, height: null };
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, pages: 1 })
      .autoOrient()
      .resize({ width: imageBoundPx, height: imageBoundPx, fit: 'inside', withoutEnlargement: true });
    const encoded = kind === 'png' ? image.png({ compressionLevel: 8 }) : image.jpeg({ quality: 85, mozjpeg: true });
    // In the process's image slots: a photo decodes while no other image does (uploads/images.ts).
    const { data, info } = await withImageSlot(() => encoded.toBuffer({ resolveWithObject: true }));
    return { bytes: data, kind, width: info.width, height: info.height };
  } catch {
    throw badRequest('This image could not be read', ['file: The image is damaged, or too large in pixels']);
  }
};

/** Kept apart from public images (the files route never serves these keys): read through chat only. */
export const storeChatFile = async (storage: Storage, tenantId: string, file: ChatFile) => {
  const key = assertSafeKey(`${tenantId}/chat-files/${newFileId()}.${file.kind}`);
  await storage.put(key, file.bytes, documentKindInfo[file.kind].contentType);
  return key;
};

/** Removes a file no message points at any more; a failure is logged, never the caller's problem. */
export const removeChatFile = async (deps: { storage: Storage; log: FastifyBaseLogger }, key: string | null) => {
  if (!key) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'could not remove a chat file');
  }
};
