import {
  awaitingUploadStatuses,
  type DocumentStatus,
  documentKindInfo,
  limits,
  type PageRequest,
  type RequestDocument,
  type UpdateDocument,
} from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../platform/audit/index.ts';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer } from '../../platform/db/paging.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { documentKey } from '../../platform/files/keys.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { findProfileByUuid } from '../../platform/identity/index.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import type { Member } from '../../platform/request-context.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { documentPolicy } from './policy.ts';
import { presentDocument } from './present.ts';
import * as repo from './repo.ts';

export type Caller = Pick<Member, 'db' | 'tenant' | 'auth' | 'ip'>;

export const documentNotFoundMessage = 'Document request not found';
export const notApprovedMessage = 'Your program office profile must be approved before it can work with documents';
const notThere = () => notFound(documentNotFoundMessage);

/** Uploads of documents one person may make in an hour, counted before the file is read. */
export const documentUploadsPerHour = 30;
export const tooManyUploadsMessage = 'Too many uploads. Please try again in an hour.';

const audit = (db: Db, caller: Caller, action: string, document: repo.DocumentRow, detail = {}) =>
  recordAudit(db, {
    tenantId: caller.tenant.id,
    actorUserId: caller.auth.impersonatorId ?? caller.auth.user.id,
    action: `document.${action}`,
    subjectType: 'document_request',
    subjectId: document.uuid,
    detail,
    ip: caller.ip,
  });

const present = async (caller: Caller, id: number) => {
  const row = await repo.loadDocument(caller.db, caller.tenant.id, id);
  if (!row) throw notThere();
  return presentDocument(row, caller.auth);
};

/** The request by uuid, when it concerns the caller; for anyone else it does not exist (404). */
const involvedDocument = async (caller: Caller, uuid: string) => {
  const document = await repo.findDocument(caller.db, caller.tenant.id, uuid);
  if (!document || !documentPolicy.involved(caller.auth, document)) throw notThere();
  return document;
};

/** 403 unless the caller acts for the office that asked, and that office is approved. */
const assertActsForOffice = (profile: ProfileRow, document: repo.DocumentRow) => {
  if (!documentPolicy.isOfficeSide(profile, document)) {
    throw forbidden('Only the program office that asked can change this request');
  }
  if (profile.approvalStatus !== 'approved') throw forbidden(notApprovedMessage);
};

// ---- Requests ----

/** POST submit-document: an approved office asks a startup of the tenant for a document. */
export const requestDocument = async (caller: Caller, body: RequestDocument) => {
  const { db, tenant, auth } = caller;
  if (auth.profile.accountType !== 'program_office') throw forbidden('Only program offices can request documents');
  if (!documentPolicy.request(auth.profile)) throw forbidden(notApprovedMessage);
  const target = await findProfileByUuid(db, tenant.id, body.startupUuid);
  if (target?.profile.accountType !== 'startup' || target.user.status !== 'active') throw notFound('Startup not found');
  const officeProfileId = organisationOf(auth.profile);
  const startupProfileId = organisationOf(target.profile);
  if ((await repo.countOpenRequests(db, tenant.id, officeProfileId, startupProfileId)) >= limits.openDocumentRequests) {
    throw conflict(`This startup already has ${limits.openDocumentRequests} open document requests from your office`);
  }
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertDocument(tx, {
      tenantId: tenant.id,
      officeProfileId,
      startupProfileId,
      title: body.title,
      description: body.description,
      dueDate: body.dueDate ?? null,
      programCode: body.programCode ?? null,
    });
    await audit(tx, caller, 'requested', row, { startup: target.profile.uuid });
    return row;
  });
  return present(caller, created.id);
};

/** The lists: an office sees its office's requests, a startup those addressed to it, operators the tenant's. */
export const listDocuments = async (
  caller: Caller,
  input: {
    statuses: readonly DocumentStatus[] | null;
    counterpart: string | undefined;
  } & PageRequest,
) => {
  const { db, tenant, auth } = caller;
  if (!documentPolicy.list(auth)) {
    throw forbidden(
      auth.profile.accountType === 'program_office'
        ? notApprovedMessage
        : 'Application documents are for program offices and startups',
    );
  }
  const scope: repo.ListScope =
    auth.user.role === 'operator'
      ? 'tenant'
      : auth.profile.accountType === 'program_office'
        ? { office: organisationOf(auth.profile) }
        : { startup: organisationOf(auth.profile) };
  const page = await repo.listDocuments(db, tenant.id, { scope, ...input });
  const items = page.items.map((row) => presentDocument(row, auth));
  return pageAnswer(items, page.total, input);
};

/** PUT update-document/{id}: the office accepts or rejects a submitted file, or edits a request still owed. */
export const updateDocument = async (caller: Caller, uuid: string, body: UpdateDocument) => {
  const { db, tenant, auth } = caller;
  const document = await involvedDocument(caller, uuid);
  assertActsForOffice(auth.profile, document);
  const { change, onlyFrom, action } = changeOf(auth.profile, document, body);
  await db.transaction(async (tx) => {
    const row = await repo.updateDocument(tx, tenant.id, document.id, onlyFrom, change);
    if (!row) throw conflict('The document request changed meanwhile: reload it and try again');
    await audit(tx, caller, action, row, body.action === 'edit' ? { fields: Object.keys(change) } : {});
  });
  return present(caller, document.id);
};

const reviewRefusal: Record<DocumentStatus, string> = {
  pending: 'There is no file to review yet',
  rejected: 'This document was rejected: wait for the startup to upload it again',
  accepted: 'This document was already accepted',
  submitted: '',
};

/** What an update changes, from which states, under which audit action; 409 when the state does not allow it. */
const changeOf = (profile: ProfileRow, document: repo.DocumentRow, body: UpdateDocument) => {
  if (body.action === 'edit') {
    if (!documentPolicy.edit(profile, document)) {
      throw conflict('The request can be changed only while the startup still owes a file');
    }
    // Only the fields sent: a due date or program code sent as null is cleared, one left out stays.
    const change: Partial<Pick<repo.DocumentRow, 'title' | 'description' | 'dueDate' | 'programCode'>> = {};
    if (body.title !== undefined) change.title = body.title;
    if (body.description !== undefined) change.description = body.description;
    if (body.dueDate !== undefined) change.dueDate = body.dueDate;
    if (body.programCode !== undefined) change.programCode = body.programCode;
    return { change, onlyFrom: awaitingUploadStatuses, action: 'edited' };
  }
  if (!documentPolicy.review(profile, document)) throw conflict(reviewRefusal[document.status]);
  const status = body.action === 'accept' ? 'accepted' : 'rejected';
  const change = { status, reviewComment: body.comment || null, decidedAt: new Date() } as const;
  return { change, onlyFrom: ['submitted'] as const, action: status };
};

/** DELETE delete-document/{id}: the office withdraws its request, and the file the startup sent goes with it. */
export const withdrawDocument = async (caller: Caller, storage: Storage, log: FastifyBaseLogger, uuid: string) => {
  const { db, tenant, auth } = caller;
  const document = await involvedDocument(caller, uuid);
  assertActsForOffice(auth.profile, document);
  const removed = await db.transaction(async (tx) => {
    const row = await repo.deleteDocument(tx, tenant.id, document.id);
    if (!row) throw notThere();
    await audit(tx, caller, 'withdrawn', row, { title: row.title });
    return row;
  });
  if (removed.fileKey) await removeStoredFile({ storage, log }, removed.fileKey);
};

// ---- Files ----

/**
 * The request the caller is about to upload a file for: only the startup asked (403 for the office and
 * operators), and not once it is accepted (409). Called before a byte of the file is read.
 */
export const openForUpload = async (caller: Caller, uuid: string) => {
  const document = await involvedDocument(caller, uuid);
  if (!documentPolicy.isStartupSide(caller.auth.profile, document)) {
    throw forbidden('Only the startup asked can upload this document');
  }
  if (!documentPolicy.upload(caller.auth.profile, document)) {
    throw conflict('This document was accepted: it cannot be replaced');
  }
  return document;
};

/** Counts an upload against the person's hourly allowance, before its bytes are read (429 past it). */
export const countUpload = (caller: Caller) =>
  throttle(caller.db, caller.tenant.id, [
    {
      key: `documents:user:${caller.auth.user.id}`,
      limit: { limit: documentUploadsPerHour, windowSeconds: 3600 },
      message: tooManyUploadsMessage,
    },
  ]);

/**
 * Stores the startup's file for a request and marks it submitted. The bytes are checked first (400 for
 * anything but an allowed kind); the file is written under a fresh key before the row changes, and
 * removed again if it cannot. The file it replaces is removed after the change is committed.
 */
export const storeFile = async (
  caller: Caller,
  storage: Storage,
  log: FastifyBaseLogger,
  document: repo.DocumentRow,
  bytes: Buffer,
) => {
  const { db, tenant, auth } = caller;
  const kind = await documentKindOf(bytes);
  const key = documentKey(tenant.id, kind);
  await storage.put(key, bytes, documentKindInfo[kind].contentType);
  let replaced: string | null;
  try {
    replaced = await db.transaction(async (tx) => {
      // Locked: two uploads of one request take turns, and the second removes the first's file.
      const locked = await repo.lockDocument(tx, tenant.id, document.id);
      if (!locked) throw notThere();
      if (!documentPolicy.upload(auth.profile, locked))
        throw conflict('This document was accepted: it cannot be replaced');
      const row = await repo.updateDocument(tx, tenant.id, locked.id, [locked.status], {
        status: 'submitted',
        fileKey: key,
        fileKind: kind,
        fileSize: bytes.length,
        submissions: locked.submissions + 1,
        submittedAt: new Date(),
      });
      if (!row) throw notThere();
      await audit(tx, caller, 'uploaded', row, { kind, size: bytes.length, submission: row.submissions });
      return locked.fileKey;
    });
  } catch (error) {
    await removeStoredFile({ storage, log }, key);
    throw error;
  }
  if (replaced) await removeStoredFile({ storage, log }, replaced);
  return present(caller, document.id);
};

/**
 * The file of a request for the parties and the tenant's operators (an operator's download is recorded,
 * since they are no party to it); 404 while there is none, 403 for an office that is not approved.
 */
export const openFile = async (caller: Caller, storage: Storage, uuid: string) => {
  const { auth } = caller;
  const document = await involvedDocument(caller, uuid);
  if (document.fileKey === null || document.fileKind === null) {
    throw notFound('No file has been uploaded for this request yet');
  }
  if (!documentPolicy.download(auth, document)) throw forbidden(notApprovedMessage);
  const file = await storage.get(document.fileKey);
  if (!file) throw notFound('File not found');
  const party =
    documentPolicy.isOfficeSide(auth.profile, document) || documentPolicy.isStartupSide(auth.profile, document);
  if (auth.user.role === 'operator' && !party) {
    await audit(caller.db, caller, 'downloaded', document);
  }
  return { document, kind: document.fileKind, file };
};
