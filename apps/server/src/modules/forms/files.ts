import {
  type Answers,
  type AnswerValue,
  type DocumentKind,
  documentKindInfo,
  documentKinds,
  type FormField,
  fileAnswersOf,
  type UploadedFormFile,
} from '@ventura/shared';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { documentKey } from '../../platform/files/keys.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { type Jobs, jobType } from '../../platform/jobs/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { removeStoredFile, type UploadSweep, unclaimedUploadSweep } from '../../platform/storage/removal.ts';
import { formFiles } from './tables.ts';

/*
 * Files answering a form's file questions: uploaded first (POST forms-management/public/upload-file),
 * claimed once by the answers that carry them (a member's submission, a visitor's, a program's
 * application), and swept after a day when nothing claimed them.
 */

/** An upload nobody claimed is kept this long, then swept with its file. */
export const formFileKeepSeconds = 24 * 60 * 60;

export const formFileSweepJob = jobType<UploadSweep>('forms.file-sweep');

export type FileDeps = { storage: Storage; log: FastifyBaseLogger };

const notYoursMessage = 'The file is not one you uploaded for this question, or it was already used: upload it again';

/** The kinds a file question takes, as people read them ("PDF, Word"). */
export const acceptedKinds = (field: FormField): readonly DocumentKind[] => field.accept ?? documentKinds;
const kindsText = (field: FormField) =>
  [...new Set(acceptedKinds(field).map((kind) => documentKindInfo[kind].label))].join(', ');
export const wrongKindMessage = (field: FormField) => `${field.label}: this question takes ${kindsText(field)} files`;

/** The upload's uuid of a file answer, or undefined for any other answer. */
const uploadOf = (value: AnswerValue | undefined) =>
  value && typeof value === 'object' && !Array.isArray(value) ? value.uuid : undefined;

/** The name a file is shown and saved under: the uploaded name without a path, or the kind's label. */
const nameOf = (fileName: string, kind: DocumentKind) => {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 120);
  return base || `${documentKindInfo[kind].label}.${kind}`;
};

/** A form file of the tenant by its uuid, or undefined. */
export const formFileByUuid = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(formFiles)
    .where(and(eq(formFiles.tenantId, tenantId), eq(formFiles.uuid, uuid)))
    .limit(1);
  return row;
};

/**
 * Stores an upload for one file question: its kind is told from the bytes (400 naming `file` for
 * anything else, or a kind the question does not take), the file is stored and a row kept for the
 * answers that will claim it, with a sweep job queued beside it.
 */
export const storeFormFile = async (
  deps: FileDeps & { db: Db; jobs: Jobs },
  input: {
    tenantId: string;
    formId: number;
    field: FormField;
    uploaderProfileId: number | null;
    bytes: Buffer;
    fileName: string;
  },
): Promise<UploadedFormFile> => {
  const kind = await documentKindOf(input.bytes);
  if (!acceptedKinds(input.field).includes(kind)) {
    const message = wrongKindMessage(input.field);
    throw badRequest(message, [`file: ${message}`]);
  }
  const key = documentKey(input.tenantId, kind);
  await deps.storage.put(key, input.bytes, documentKindInfo[kind].contentType);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(formFiles)
        .values({
          tenantId: input.tenantId,
          formId: input.formId,
          fieldKey: input.field.key,
          uploaderProfileId: input.uploaderProfileId,
          key,
          name: nameOf(input.fileName, kind),
          kind,
          size: input.bytes.length,
        })
        .returning();
      if (!row) throw new Error('the form file was not stored');
      await deps.jobs.send(
        tx,
        formFileSweepJob,
        { tenantId: input.tenantId, uuid: row.uuid },
        { startAfterSeconds: formFileKeepSeconds + 60 },
      );
      return { uuid: row.uuid, name: row.name, kind: row.kind, size: row.size };
    });
  } catch (error) {
    await removeStoredFile(deps, key);
    throw error;
  }
};

/**
 * Claims the uploads the answers name, inside the caller's transaction, and returns the answers with
 * each file answer as stored (`{ uuid, name, kind, size }`). An answer keeping the file it had
 * (`before[key]`, same uuid) passes through unchanged; a new one must be an unclaimed upload of this
 * tenant, form and question, uploaded by `profileId` when its uploader was signed in, and of a kind the
 * question takes. Otherwise a 400 names each such answer (`answers.{key}: ...`) and nothing is claimed.
 */
export const claimFormFiles = async (
  tx: Db,
  input: {
    tenantId: string;
    formId: number;
    fields: readonly FormField[];
    answers: Answers;
    before: Answers;
    profileId: number | null;
  },
): Promise<Answers> => {
  const claimed: Answers = { ...input.answers };
  const errors: string[] = [];
  for (const { field, uuid } of fileAnswersOf(input.fields, input.answers)) {
    const before = input.before[field.key];
    if (before !== undefined && uploadOf(before) === uuid) {
      claimed[field.key] = before;
      continue;
    }
    const uploader =
      input.profileId === null
        ? isNull(formFiles.uploaderProfileId)
        : or(isNull(formFiles.uploaderProfileId), eq(formFiles.uploaderProfileId, input.profileId));
    const [row] = await tx
      .update(formFiles)
      .set({ claimedAt: new Date() })
      .where(
        and(
          eq(formFiles.tenantId, input.tenantId),
          eq(formFiles.uuid, uuid),
          eq(formFiles.formId, input.formId),
          eq(formFiles.fieldKey, field.key),
          isNull(formFiles.claimedAt),
          uploader,
        ),
      )
      .returning();
    if (!row) errors.push(`answers.${field.key}: ${notYoursMessage}`);
    else if (!acceptedKinds(field).includes(row.kind)) errors.push(`answers.${field.key}: ${wrongKindMessage(field)}`);
    else claimed[field.key] = { uuid: row.uuid, name: row.name, kind: row.kind, size: row.size };
  }
  const [first] = errors;
  if (first) throw badRequest(first.replace(/^answers\.[^:]+: /, ''), errors);
  return claimed;
};

/** The uploads answers held before and no longer do (a file replaced or its question emptied). */
export const droppedUploads = (before: Answers, after: Answers) => {
  const kept = new Set(Object.values(after).map(uploadOf));
  return Object.values(before)
    .map(uploadOf)
    .filter((uuid): uuid is string => uuid !== undefined && !kept.has(uuid));
};

/** Removes uploads answers let go of, rows and files; run after the change that dropped them commits. */
export const releaseFormFiles = async (db: Db, deps: FileDeps, tenantId: string, uuids: readonly string[]) => {
  if (uuids.length === 0) return;
  const removed = await db
    .delete(formFiles)
    .where(and(eq(formFiles.tenantId, tenantId), inArray(formFiles.uuid, [...uuids])))
    .returning({ key: formFiles.key });
  for (const { key } of removed) await removeStoredFile(deps, key);
};

/** Removes stored files by key (those of a deleted form), logging what cannot be removed. */
export const removeFormFileKeys = async (deps: FileDeps, keys: readonly string[]) => {
  for (const key of keys) await removeStoredFile(deps, key);
};

/** Removes an upload no answer claimed within its day, and its file. */
export const createFormFileSweep = (deps: FileDeps & { db: Db }) =>
  unclaimedUploadSweep(formFileSweepJob, formFileKeepSeconds, deps, async ({ tenantId, uuid }, createdBefore) => {
    const [removed] = await deps.db
      .delete(formFiles)
      .where(
        and(
          eq(formFiles.tenantId, tenantId),
          eq(formFiles.uuid, uuid),
          isNull(formFiles.claimedAt),
          lt(formFiles.createdAt, createdBefore),
        ),
      )
      .returning({ key: formFiles.key });
    return removed?.key;
  });
