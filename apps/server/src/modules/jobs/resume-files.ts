import { applicationStatusLabels, type DocumentKind, documentKindInfo } from '@ventura/shared';
import { badRequest, conflict } from '../../platform/errors.ts';
import { documentKey } from '../../platform/files/keys.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import type { Context } from '../../platform/request-context.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import * as repo from './repo.ts';
import type { StoredResume } from './tables.ts';

/* The resume files of applications and of job seekers: checked by their bytes, stored, copied, replaced. */

const resumeKinds = new Set<DocumentKind>(['pdf', 'doc', 'docx']);
export const notAResumeMessage = 'A resume must be a PDF or Word (.doc, .docx) file';

/** Checks a resume by its bytes and stores it under a fresh key; the caller points a row at it. */
export const storeResume = async (ctx: Context, bytes: Buffer, fileName: string): Promise<StoredResume> => {
  let kind: DocumentKind;
  try {
    kind = await documentKindOf(bytes);
  } catch {
    throw badRequest(notAResumeMessage, [`file: ${notAResumeMessage}`]);
  }
  if (!resumeKinds.has(kind)) throw badRequest(notAResumeMessage, [`file: ${notAResumeMessage}`]);
  const key = documentKey(ctx.tenant.id, kind);
  await ctx.storage.put(key, bytes, documentKindInfo[kind].contentType);
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 120);
  return { key, name: base || `Resume.${kind}`, kind, size: bytes.length, uploadedAt: new Date().toISOString() };
};

/** A copy of a stored resume under its own key, so that each application keeps the file it was sent with. */
export const copyResume = async (ctx: Context, resume: StoredResume): Promise<StoredResume | null> => {
  const file = await ctx.storage.get(resume.key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  const key = documentKey(ctx.tenant.id, resume.kind as DocumentKind);
  await ctx.storage.put(key, Buffer.concat(chunks), documentKindInfo[resume.kind as DocumentKind].contentType);
  return { ...resume, key, uploadedAt: new Date().toISOString() };
};

/** Points an application at a new resume and removes the one it replaces; the new file goes if that fails. */
export const attachResume = async (ctx: Context, application: repo.ApplicationRow, resume: StoredResume) => {
  try {
    const updated = await repo.updateApplication(ctx.db, ctx.tenant.id, application.id, { resume });
    if (application.resume) await removeStoredFile(ctx, application.resume.key);
    return updated;
  } catch (error) {
    await removeStoredFile(ctx, resume.key);
    throw error;
  }
};

export const assertOpenForResume = (application: repo.ApplicationRow) => {
  if (application.status === 'withdrawn' || application.status === 'rejected') {
    throw conflict(
      `This application is ${applicationStatusLabels[application.status].toLowerCase()}: its resume cannot change`,
    );
  }
};
