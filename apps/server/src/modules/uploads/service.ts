import { limits, type UploadedImage } from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { fileIdOfUrl, fileKey, fileUrl, newFileId, type Storage } from '../../platform/storage/index.ts';
import { filesPath } from '../../platform/storage/keys.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { renderImage, type Variant, variants } from './images.ts';
import { type ImageColumn, imageInUse, setProfileImage } from './repo.ts';

/** Uploads one person may make in an hour: plenty for trying a few pictures, too few to fill a disk. */
export const uploadsPerHour = 30;
export const tooManyUploadsMessage = 'Too many uploads. Please try again in an hour.';

/** Counts an upload against the person's hourly allowance, before its bytes are read (429 past it). */
export const countUpload = (db: Db, tenantId: string, userId: string) =>
  throttle(db, tenantId, [
    {
      key: `uploads:user:${userId}`,
      limit: { limit: uploadsPerHour, windowSeconds: 3600 },
      message: tooManyUploadsMessage,
    },
  ]);

/**
 * The largest upload the tenant accepts. A tenant whose settings were stored before profile settings
 * existed has none: the spec's 512 KB applies.
 */
export const uploadLimitOf = (tenant: Tenant) =>
  tenant.settings.profile_settings?.upload_max_bytes ?? limits.fileSizeBytes;

/** Which rendition a column shows: avatars are small squares, logos keep their shape. */
const shownIn: Record<ImageColumn, Variant> = { avatar: '100', organizationLogo: '512' };

const removeFiles = async (storage: Storage, keys: string[]) => {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
};

/**
 * Checks and re-encodes an uploaded image (400 for anything but an image) and stores every rendition;
 * if one cannot be written, none is kept. Answers the keys written and the key of each rendition.
 */
export const storeRenditions = async (storage: Storage, tenantId: string, bytes: Buffer) => {
  const renditions = await renderImage(bytes);
  const fileId = newFileId();
  const keyOf = (variant: Variant) => fileKey(tenantId, fileId, variant, 'webp');
  const keys = variants.map(keyOf);
  const stored = await Promise.allSettled(
    renditions.map((rendition) => storage.put(keyOf(rendition.variant), rendition.bytes, 'image/webp')),
  );
  const failed = stored.find((result) => result.status === 'rejected');
  if (failed) {
    await removeFiles(storage, keys);
    throw failed.reason;
  }
  return { keys, keyOf, remove: () => removeFiles(storage, keys) };
};

/**
 * Stores an uploaded image as its renditions and points the profile's column at one of them. The
 * bytes are checked and re-encoded first (400 for anything but an image); the files are written
 * before the row changes, and removed again if it cannot. The image it replaces is removed after,
 * unless another profile still shows it; failing that is logged, never the caller's problem.
 */
export const replaceProfileImage = async (
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  input: { tenantId: string; profileId: number; column: ImageColumn; bytes: Buffer },
): Promise<UploadedImage> => {
  const { tenantId, profileId, column } = input;
  const { keys, keyOf } = await storeRenditions(storage, tenantId, input.bytes);
  const sizes = { original: fileUrl(keyOf('512')), '100': fileUrl(keyOf('100')), '70': fileUrl(keyOf('70')) };
  const url = fileUrl(keyOf(shownIn[column]));
  let replaced: Awaited<ReturnType<typeof setProfileImage>>;
  try {
    replaced = await setProfileImage(db, tenantId, profileId, column, url);
  } catch (error) {
    await removeFiles(storage, keys);
    throw error;
  }
  if (!replaced) {
    await removeFiles(storage, keys);
    throw notFound('Profile not found');
  }
  await removeReplaced(db, storage, log, tenantId, replaced.previous);
  return { url, sizes };
};

/** Removes the renditions of an image no profile shows any more; a URL that is not one of ours is left alone. */
const removeReplaced = async (
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  tenantId: string,
  previous: string | null,
) => {
  const fileId = fileIdOfUrl(tenantId, previous);
  if (!fileId) return;
  try {
    if (await imageInUse(db, tenantId, `${filesPath}/${tenantId}/${fileId}-`)) return;
    await Promise.all(variants.map((variant) => storage.delete(fileKey(tenantId, fileId, variant, 'webp'))));
  } catch (error) {
    log.warn({ err: error, tenantId, fileId }, 'could not remove a replaced image');
  }
};
