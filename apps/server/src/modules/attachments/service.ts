import { type DocumentKind, documentKindInfo, type UploadedAttachment } from '@ventura/shared';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { documentKey } from '../../platform/files/keys.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { type Jobs, jobType } from '../../platform/jobs/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import {
  type FileRemoval,
  removeStoredFile,
  type UploadSweep,
  unclaimedUploadSweep,
} from '../../platform/storage/removal.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { attachments, type StoredFile } from './tables.ts';

/** An upload nobody claimed is kept this long, then swept with its file. */
export const attachmentKeepSeconds = 24 * 60 * 60;
const uploadsPerHour = 60;

export const attachmentSweepJob = jobType<UploadSweep>('attachments.sweep');

export type Uploader = {
  db: Db;
  tenantId: string;
  auth: AuthContext;
  jobs: Jobs;
  storage: Storage;
  log: FastifyBaseLogger;
};

/** The name a file is shown and saved under: the uploaded name without a path, or the kind's label. */
const nameOf = (fileName: string, kind: DocumentKind) => {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 120);
  return base || `${documentKindInfo[kind].label}.${kind}`;
};

/**
 * POST upload/attachment: checks the bytes (a document kind, within limits.documentSizeBytes, read by the
 * route), stores the file and keeps a row for the form that will claim it; a sweep job is queued beside it.
 */
export const storeAttachment = async (
  up: Uploader,
  file: { bytes: Buffer; fileName: string },
): Promise<UploadedAttachment> => {
  await throttle(up.db, up.tenantId, [
    {
      key: `attachments:profile:${up.auth.profile.id}`,
      limit: { limit: uploadsPerHour, windowSeconds: 3600 },
      message: 'Too many files uploaded in an hour. Please wait and try again.',
    },
  ]);
  const kind = await documentKindOf(file.bytes);
  const key = documentKey(up.tenantId, kind);
  await up.storage.put(key, file.bytes, documentKindInfo[kind].contentType);
  try {
    return await up.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(attachments)
        .values({
          tenantId: up.tenantId,
          uploaderProfileId: up.auth.profile.id,
          key,
          kind,
          name: nameOf(file.fileName, kind),
          size: file.bytes.length,
        })
        .returning();
      if (!row) throw new Error('the attachment was not stored');
      await up.jobs.send(
        tx,
        attachmentSweepJob,
        { tenantId: up.tenantId, uuid: row.uuid },
        { startAfterSeconds: attachmentKeepSeconds + 60 },
      );
      return { uuid: row.uuid, name: row.name, kind, size: row.size };
    });
  } catch (error) {
    await removeStoredFile(up, key);
    throw error;
  }
};

/**
 * Claims the caller's unclaimed uploads for a record, inside its transaction: 400 when one is unknown,
 * another's, or already used. Uploads already on the record (`kept`) pass through as they are.
 */
export const claimAttachments = async (
  tx: Db,
  input: { tenantId: string; profileId: number; uuids: readonly string[]; kept?: readonly StoredFile[]; field: string },
): Promise<StoredFile[]> => {
  const kept = new Map((input.kept ?? []).map((file) => [file.uuid, file]));
  const fresh = input.uuids.filter((uuid) => !kept.has(uuid));
  const claimed =
    fresh.length === 0
      ? []
      : await tx
          .update(attachments)
          .set({ claimedAt: new Date() })
          .where(
            and(
              eq(attachments.tenantId, input.tenantId),
              eq(attachments.uploaderProfileId, input.profileId),
              inArray(attachments.uuid, fresh),
              isNull(attachments.claimedAt),
            ),
          )
          .returning();
  if (claimed.length !== fresh.length) {
    const message = 'A file is not one you uploaded, or it was already used: upload it again';
    throw badRequest(message, [`body.${input.field}: ${message}`]);
  }
  const byUuid = new Map(claimed.map((row) => [row.uuid, row]));
  return [...new Set(input.uuids)].map((uuid) => {
    const old = kept.get(uuid);
    if (old) return old;
    const row = byUuid.get(uuid);
    if (!row) throw new Error('a claimed attachment went missing');
    return { uuid: row.uuid, key: row.key, name: row.name, kind: row.kind, size: row.size };
  });
};

/** The files a record no longer carries: removed after the change that dropped them commits. */
export const droppedFiles = (before: readonly StoredFile[], after: readonly StoredFile[]) => {
  const still = new Set(after.map((file) => file.uuid));
  return before.filter((file) => !still.has(file.uuid));
};

export const removeStoredFiles = async (
  deps: { storage: Storage; log: FastifyBaseLogger },
  files: readonly StoredFile[],
) => {
  for (const file of files) await removeStoredFile(deps, file.key);
};

/** Removes an upload no form claimed within its day, and its file. */
export const createAttachmentUploadSweep = (deps: FileRemoval & { db: Db }) =>
  unclaimedUploadSweep(attachmentSweepJob, attachmentKeepSeconds, deps, async ({ tenantId, uuid }, createdBefore) => {
    const [removed] = await deps.db
      .delete(attachments)
      .where(
        and(
          eq(attachments.tenantId, tenantId),
          eq(attachments.uuid, uuid),
          isNull(attachments.claimedAt),
          lt(attachments.createdAt, createdBefore),
        ),
      )
      .returning({ key: attachments.key });
    return removed?.key;
  });
