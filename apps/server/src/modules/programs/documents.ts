import { type DocumentKind, documentKindInfo } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { documentKey } from '../../platform/files/keys.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import type { Member } from '../../platform/request-context.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { formFileByUuid } from '../forms/index.ts';
import { readableApplication } from './application-access.ts';
import * as repo from './repo.ts';
import { programDocumentNotFound } from './review.ts';
import { programDocuments } from './tables.ts';

const uploadsPerHour = 60;

/** The name a file is kept under: as uploaded, without a path, or the kind's label. */
const nameOf = (fileName: string, kind: DocumentKind) =>
  fileName.trim().slice(0, 120) || `${documentKindInfo[kind].label}.${kind}`;

/** A document of the caller's own application that still takes a file (403 for another's, 409 once accepted). */
export const openForUpload = async (m: Member, documentUuid: string) => {
  const found = await repo.findDocument(m.db, m.tenant.id, documentUuid);
  if (!found) throw programDocumentNotFound();
  const access = await readableApplication(m, found.application.uuid);
  if (!access.own) throw forbidden('Only the applicant can upload this document');
  if (found.document.status === 'accepted') throw conflict('This document was accepted: it no longer changes');
  const status = found.application.status;
  if (status !== 'draft' && status !== 'in_review') {
    throw conflict('This application is decided or withdrawn: its documents no longer change');
  }
  await throttle(m.db, m.tenant.id, [
    {
      key: `program-documents:profile:${m.auth.profile.id}`,
      limit: { limit: uploadsPerHour, windowSeconds: 3600 },
      message: 'Too many files uploaded in an hour. Please wait and try again.',
    },
  ]);
  return found;
};

/**
 * POST programs-management/documents/{uuid}/upload: stores the file (a document kind, told from its bytes)
 * and marks the document sent for review; the file it replaces is removed once the new one is recorded.
 */
export const storeDocument = async (
  m: Member,
  found: NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>,
  file: { bytes: Buffer; fileName: string },
) => {
  const kind = await documentKindOf(file.bytes);
  const key = documentKey(m.tenant.id, kind);
  await m.storage.put(key, file.bytes, documentKindInfo[kind].contentType);
  try {
    const [row] = await m.db
      .update(programDocuments)
      .set({
        status: 'submitted',
        reason: null,
        fileKey: key,
        fileName: nameOf(file.fileName, kind),
        fileKind: kind,
        fileSize: file.bytes.length,
        submittedAt: new Date(),
        decidedAt: null,
      })
      .where(and(eq(programDocuments.tenantId, m.tenant.id), eq(programDocuments.id, found.document.id)))
      .returning();
    if (!row) throw programDocumentNotFound();
    if (found.document.fileKey) await removeStoredFile(m, found.document.fileKey);
    return row;
  } catch (error) {
    await removeStoredFile(m, key);
    throw error;
  }
};

const fileNotFound = () => notFound('File not found');

/** GET programs-management/documents/{uuid}/file: to the applicant and the program's reviewers. */
export const openDocumentFile = async (m: Member, documentUuid: string) => {
  const found = await repo.findDocument(m.db, m.tenant.id, documentUuid);
  if (!found) throw fileNotFound();
  await readableApplication(m, found.application.uuid);
  const { fileKey, fileKind, fileName } = found.document;
  const file = fileKey ? await m.storage.get(fileKey) : undefined;
  if (!fileKey || !fileKind || !fileName || !file) throw fileNotFound();
  return { file, name: fileName, kind: fileKind };
};

/** GET programs-management/applications/{uuid}/files/{file}: a file an answer carries, to the same people. */
export const openAnswerFile = async (m: Member, applicationUuid: string, fileUuid: string) => {
  const access = await readableApplication(m, applicationUuid);
  const carried = Object.values(access.found.application.answers).some(
    (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && value.uuid === fileUuid,
  );
  const row = carried ? await formFileByUuid(m.db, m.tenant.id, fileUuid) : undefined;
  const file = row ? await m.storage.get(row.key) : undefined;
  if (!row || !file) throw fileNotFound();
  return { file, name: row.name, kind: row.kind };
};
