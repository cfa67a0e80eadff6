import { documentKindInfo, limits } from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import { type Jobs, jobType } from '../../platform/jobs/index.ts';
import { newFileId, type Storage } from '../../platform/storage/index.ts';
import { assertSafeKey } from '../../platform/storage/keys.ts';
import {
  type FileRemoval,
  removeStoredFile,
  type UploadSweep,
  unclaimedUploadSweep,
} from '../../platform/storage/removal.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { throttle } from '../../platform/throttle/index.ts';
import * as attachmentRepo from './attachment-repo.ts';
import { connectionPolicy, notApprovedRefusal } from './policy.ts';
import { presentAttachment } from './present.ts';
import * as repo from './repo.ts';

type Uploader = { db: Db; tenant: Tenant; auth: AuthContext };
type Files = { storage: Storage; jobs: Jobs; log: FastifyBaseLogger };

/** Uploads of request documents one person may make in an hour, counted before the file is read. */
export const attachmentUploadsPerHour = 30;
/** An upload no request took is removed after this long. */
export const attachmentKeepSeconds = 24 * 60 * 60;
const documentNotFound = () => notFound('This request carries no document');

/** Stored beside application documents, never under the keys the public files route serves. */
const attachmentKey = (tenantId: string, extension: string) =>
  assertSafeKey(`${tenantId}/connection-attachments/${newFileId()}.${extension}`);

/** 403 unless the caller may send requests at all (a document goes with one), then counts the upload. */
export const admitUpload = async ({ db, tenant, auth }: Uploader) => {
  if (!profilePolicy.connectAtAll(auth.profile, tenant.settings)) {
    throw forbidden('Your profile cannot send connection requests, so it cannot upload a document for one');
  }
  if (auth.profile.approvalStatus !== 'approved') throw forbidden(notApprovedRefusal);
  const message = 'Too many uploads. Please try again in an hour.';
  await throttle(db, tenant.id, [
    {
      key: `connections:uploads:user:${auth.user.id}`,
      limit: { limit: attachmentUploadsPerHour, windowSeconds: 3600 },
      message,
    },
  ]);
};

export const attachmentSweepJob = jobType<UploadSweep>('connections.attachment-sweep');

/**
 * POST connections/upload/document: checks the bytes (400 for anything but a document kind), stores the
 * file under a fresh key, records it as the caller's, and queues its removal in a day should no request
 * take it.
 */
export const storeAttachment = async (uploader: Uploader, files: Files, bytes: Buffer) => {
  const { db, tenant, auth } = uploader;
  const kind = await documentKindOf(bytes);
  const key = attachmentKey(tenant.id, kind);
  await files.storage.put(key, bytes, documentKindInfo[kind].contentType);
  const name = auth.profile.organizationName?.trim() || auth.user.name;
  try {
    const row = await db.transaction(async (tx) => {
      const saved = await attachmentRepo.insertAttachment(tx, {
        tenantId: tenant.id,
        profileId: auth.profile.id,
        fileKey: key,
        fileName: `${name} document.${kind}`,
        fileKind: kind,
        fileSize: bytes.length,
      });
      if (!saved) throw new Error('the connection document was not saved');
      await files.jobs.send(
        tx,
        attachmentSweepJob,
        { tenantId: tenant.id, uuid: saved.uuid },
        { startAfterSeconds: attachmentKeepSeconds + 60 },
      );
      return saved;
    });
    return presentAttachment(row);
  } catch (error) {
    await removeStoredFile(files, key);
    throw error;
  }
};

/**
 * GET connections/{uuid}/document: the file a request to an investor carried, for its two ends and the
 * tenant's operators; for anyone else the request does not exist.
 */
export const openAttachment = async ({ db, tenant, auth }: Uploader, storage: Storage, uuid: string) => {
  const connection = await repo.findConnection(db, tenant.id, uuid);
  if (!connection || !connectionPolicy.readDocument(auth, connection)) throw notFound('Connection request not found');
  if (connection.attachmentId === null) throw documentNotFound();
  const attachment = await attachmentRepo.findAttachment(db, tenant.id, connection.attachmentId);
  if (!attachment) throw documentNotFound();
  const file = await storage.get(attachment.fileKey);
  if (!file) throw documentNotFound();
  return { file, name: attachment.fileName, contentType: documentKindInfo[attachment.fileKind].contentType };
};

/**
 * The job that removes an upload no request took within its day (and its file). Registered with the
 * other job definitions when the server starts.
 */
export const createAttachmentSweep = (deps: FileRemoval & { db: Db }) =>
  unclaimedUploadSweep(attachmentSweepJob, attachmentKeepSeconds, deps, async ({ tenantId, uuid }, createdBefore) => {
    const removed = await attachmentRepo.deleteUnclaimedAttachment(deps.db, tenantId, uuid, createdBefore);
    return removed?.fileKey;
  });

export const maxAttachmentBytes = limits.documentSizeBytes;
