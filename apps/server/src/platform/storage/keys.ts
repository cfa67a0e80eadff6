import { randomBytes } from 'node:crypto';

/*
 * Where a stored file lives: `<tenant id>/<random id>-<variant>.<extension>`, for example
 * `6f1c...e2/0b8e...94-100.webp`. Nothing of it comes from the request: the tenant is the request's
 * host's, the id is random (so a key is never reused and a URL cannot be guessed), the variant and
 * extension are chosen by the server.
 */

/** The path under which files are served (platform/storage/routes.ts). */
export const filesPath = '/api/v1/files';

/** Each segment starts with a letter or digit and has at most one extension: no `..`, no hidden files. */
const segment = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/;
export const maxKeyLength = 200;

/** Whether a key is one a store accepts: relative, lower-case, no dot segments, nothing outside [a-z0-9/._-]. */
export const isSafeKey = (key: string) =>
  key.length > 0 &&
  key.length <= maxKeyLength &&
  /^[a-z0-9/._-]+$/.test(key) &&
  !key.includes('..') &&
  key.split('/').every((part) => segment.test(part));

/** Refuses a key that is not safe: a programming error, never a user's (keys are not taken from input). */
export const assertSafeKey = (key: string) => {
  if (!isSafeKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key.slice(0, maxKeyLength))}`);
  return key;
};

/** A fresh random file id: 128 bits as 32 hex digits. */
export const newFileId = () => randomBytes(16).toString('hex');

export const fileIdPattern = /^[0-9a-f]{32}$/;
/** The name part of a key: `<file id>-<variant>.<extension>`. */
export const fileNamePattern = /^[0-9a-f]{32}-[a-z0-9]{1,16}\.[a-z0-9]{2,5}$/;

export const fileKey = (tenantId: string, fileId: string, variant: string, extension: string) =>
  assertSafeKey(`${tenantId}/${fileId}-${variant}.${extension}`);

/** The URL a stored file is served at, on its tenant's host. */
export const fileUrl = (key: string) => `${filesPath}/${assertSafeKey(key)}`;

/**
 * The tenant's file id behind a URL this server handed out, or undefined for anything else (an
 * external link, another tenant's file, a seeded value).
 */
export const fileIdOfUrl = (tenantId: string, url: string | null | undefined) => {
  const prefix = `${filesPath}/${tenantId}/`;
  if (!url?.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  if (!fileNamePattern.test(name)) return undefined;
  return name.slice(0, 32);
};

/** The content type a key's extension names; the disk store keeps no other record of it. */
export const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  // Application documents (modules/documents), stored as uploaded under <tenant id>/documents/.
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // Pitch clips as uploaded (modules/pitch), and what they are transcoded and compiled to.
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  // A member's copy of their data (modules/data-export).
  zip: 'application/zip',
};

export const contentTypeOfKey = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? contentTypes[key.slice(dot + 1)] : undefined;
};
