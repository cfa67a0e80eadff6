import {
  type DocumentKind,
  documentKindInfo,
  type IpLicensingChange,
  type IpRequest,
  type IpRequestChange,
  type IpStage,
  type IpStageChange,
  ipDocumentKinds,
  ipDocumentKindsText,
  ipLicensableStages,
  ipLimits,
  ipStageLabels,
  type MyIpRequestsQuery,
  type NewIpNote,
  type NewIpRequest,
} from '@ventura/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import { termNames } from '../../platform/reference/repo.ts';
import { type Member, memberOf } from '../../platform/request-context.ts';
import { newFileId } from '../../platform/storage/index.ts';
import { assertSafeKey } from '../../platform/storage/keys.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { countUpload } from '../uploads/index.ts';
import * as notices from './notices.ts';
import { type Caller, callerOf, ipPolicy } from './policy.ts';
import { facts, presentFile, presentRequest, presentSummary } from './present.ts';
import * as repo from './repo.ts';

/** A signed-in request as IP requests see it: the caller's side. */
export type IpMember = Member & { caller: Caller };

export const ipOf = (app: FastifyInstance, req: FastifyRequest): IpMember => {
  const m = memberOf(app, req);
  return { ...m, caller: callerOf(m.auth) };
};

const requestNotFound = 'IP request not found';
const stageLabel = (stage: IpStage) => ipStageLabels[stage].toLowerCase();

const publish = (m: Pick<Member, 'notifier'>, deliveries: Array<Delivery | null>) => {
  for (const delivery of deliveries) if (delivery) m.notifier.publish(delivery);
};

/** A request the caller may see (its owner's side, its facilitator, operators), or 404: others' are not there. */
export const visibleRequest = async (m: IpMember, uuid: string, db: Db = m.db) => {
  const row = await repo.findRequest(db, m.tenant.id, uuid);
  if (!row || !ipPolicy.view(m.caller, facts(row))) throw notFound(requestNotFound);
  return row;
};

/** GET ip-requests/{uuid}: the request, its history (internal notes for the team only) and documents. */
export const detail = async (m: IpMember, uuid: string): Promise<IpRequest> => {
  const row = await visibleRequest(m, uuid);
  const [events, files, industryNames, team] = await Promise.all([
    repo.eventsOf(m.db, m.tenant.id, row.id, ipPolicy.isTeam(m.caller, facts(row))),
    repo.filesOf(m.db, m.tenant.id, row.id),
    termNames(m.db, m.tenant.id, 'industries', row.industries),
    teamUserIds(m.db, m.tenant.id, row.profileId),
  ]);
  const ownerSide = new Set([...team, row.requesterUserId]);
  return presentRequest(row, m.caller, { events, files, industryNames, ownerSide });
};

const listed = async (
  m: IpMember,
  query: MyIpRequestsQuery,
  pick: (window: { limit: number; offset: number }) => ReturnType<typeof repo.ownRequests>,
) => {
  const window = pageWindow(query);
  const { rows, matching } = pick(window);
  const counted = await countedPage(m.db, await rows, window, matching);
  return pageAnswer(counted.rows.map(presentSummary), counted.total, query);
};

/** GET ip-requests: the requests of the caller's organisation (and those they filed), recently changed first. */
export const mine = async (m: IpMember, query: MyIpRequestsQuery) => ({
  ...(await listed(m, query, (window) =>
    repo.ownRequests(m.db, m.tenant.id, { profileId: m.caller.organisationId, userId: m.caller.userId }, window),
  )),
  canFile: ipPolicy.cannotFile(m.caller) === null,
});

/** GET ip-requests/assigned: the requests the caller facilitates. */
export const assigned = (m: IpMember, query: MyIpRequestsQuery) =>
  listed(m, query, (window) => repo.assignedRequests(m.db, m.tenant.id, m.caller.userId, window));

/** POST ip-requests: a startup or corporate (or its team) files a request for its organisation; the team hears. */
export const file = async (m: IpMember, input: z.output<typeof NewIpRequest>): Promise<IpRequest> => {
  const refusal = ipPolicy.cannotFile(m.caller);
  if (refusal) throw new HttpError(422, refusal, [refusal]);
  const { uuid, delivery } = await m.db.transaction(async (tx) => {
    const stored = await repo.insertRequest(tx, {
      tenantId: m.tenant.id,
      requesterUserId: m.caller.userId,
      profileId: m.caller.organisationId,
      kind: input.kind,
      title: input.title,
      description: input.description,
      inventors: input.inventors,
    });
    await repo.insertEvent(tx, {
      tenantId: m.tenant.id,
      ipRequestId: stored.id,
      authorUserId: m.caller.userId,
      toStage: 'submitted',
    });
    const row = await repo.findRequest(tx, m.tenant.id, stored.uuid);
    if (!row) throw new Error('The request just stored was not found');
    const delivery = await notices.newRequest(m, tx, row, {
      actorId: m.caller.userId,
      by: m.auth.user.name,
      owner: row.ownerName,
    });
    return { uuid: stored.uuid, delivery };
  });
  publish(m, [delivery]);
  return detail(m, uuid);
};

/** The owner's word while the team waits for information sends it back to review, recorded as a move. */
const answerReturns = async (tx: Db, m: IpMember, row: repo.RequestRow, note: string) => {
  if (row.stage !== 'needs_information' || !ipPolicy.isOwner(m.caller, facts(row))) return false;
  if (!(await repo.moveRequest(tx, m.tenant.id, row.id, 'needs_information', { stage: 'in_review' }))) {
    throw conflict('The request changed meanwhile: look at it again');
  }
  await repo.insertEvent(tx, {
    tenantId: m.tenant.id,
    ipRequestId: row.id,
    authorUserId: m.caller.userId,
    fromStage: 'needs_information',
    toStage: 'in_review',
    note,
  });
  return true;
};

/** PATCH ip-requests/{uuid}: the owner changes the title, description or inventors while it may. */
export const change = async (m: IpMember, uuid: string, input: z.output<typeof IpRequestChange>) => {
  const row = await visibleRequest(m, uuid);
  if (!ipPolicy.isOwner(m.caller, facts(row))) throw forbidden('Only the request’s owner changes it');
  if (!ipPolicy.edit(m.caller, facts(row))) {
    throw conflict(`A request that is ${stageLabel(facts(row).stage)} cannot be changed: write a note instead`);
  }
  const changed = (['title', 'description', 'inventors'] as const).filter((key) => input[key] !== undefined);
  const delivery = await m.db.transaction(async (tx) => {
    await repo.updateRequest(tx, m.tenant.id, row.id, input);
    const note = `Updated the ${changed.join(', ')}.`;
    if (!(await answerReturns(tx, m, row, note))) {
      await repo.insertEvent(tx, { tenantId: m.tenant.id, ipRequestId: row.id, authorUserId: m.caller.userId, note });
    }
    return notices.edited(m, tx, row, { actorId: m.caller.userId, actorName: m.auth.user.name });
  });
  publish(m, [delivery]);
  return detail(m, uuid);
};

/** What else changes when a request moves to a stage. */
const stagePatch = (body: z.output<typeof IpStageChange>) => {
  if (body.stage === 'filed') {
    return { stage: body.stage, applicationNumber: body.applicationNumber ?? null, filedOn: body.filedOn ?? null };
  }
  // Neither refused nor withdrawn IP is on offer.
  if (!ipLicensableStages.includes(body.stage)) return { stage: body.stage, publishedForLicensing: false };
  return { stage: body.stage };
};

/**
 * POST ip-requests/{uuid}/stage: a move the table of moves allows the caller now, or 409 naming it; recorded with
 * its note, and the other side hears.
 */
export const move = async (m: IpMember, uuid: string, body: z.output<typeof IpStageChange>) => {
  const row = await visibleRequest(m, uuid);
  const r = facts(row);
  if (!ipPolicy.moves(m.caller, r).includes(body.stage)) {
    const why =
      body.stage === 'withdrawn' && ipPolicy.isOwner(m.caller, r)
        ? 'A request can be withdrawn only before it is filed'
        : `A request that is ${stageLabel(r.stage)} cannot be moved to ${stageLabel(body.stage)}`;
    if (!ipPolicy.isTeam(m.caller, r) && body.stage !== 'withdrawn') {
      throw forbidden('The IP team moves a request through its stages');
    }
    throw conflict(why);
  }
  const byOwner = ipPolicy.viewer(m.caller, r) === 'owner';
  const deliveries = await m.db.transaction(async (tx) => {
    if (!(await repo.moveRequest(tx, m.tenant.id, row.id, r.stage, stagePatch(body)))) {
      throw conflict('The request changed meanwhile: look at it again');
    }
    await repo.insertEvent(tx, {
      tenantId: m.tenant.id,
      ipRequestId: row.id,
      authorUserId: m.caller.userId,
      fromStage: r.stage,
      toStage: body.stage,
      note: body.note,
    });
    return notices.moved(m, tx, row, {
      actorId: m.caller.userId,
      actorName: m.auth.user.name,
      to: body.stage,
      note: body.note,
      byOwner,
    });
  });
  publish(m, deliveries);
  return detail(m, uuid);
};

/** POST ip-requests/{uuid}/notes: the team's notes (internal or not) and the owner's (never internal). */
export const note = async (m: IpMember, uuid: string, body: z.output<typeof NewIpNote>) => {
  const row = await visibleRequest(m, uuid);
  const r = facts(row);
  if (body.internal && !ipPolicy.isTeam(m.caller, r)) throw forbidden('Only the IP team keeps internal notes');
  if (!ipPolicy.note(m.caller, r)) throw conflict('This request was withdrawn: file a new one to ask again');
  const byOwner = ipPolicy.viewer(m.caller, r) === 'owner';
  const delivery = await m.db.transaction(async (tx) => {
    const returned = !body.internal && (await answerReturns(tx, m, row, body.note));
    if (!returned) {
      await repo.insertEvent(tx, {
        tenantId: m.tenant.id,
        ipRequestId: row.id,
        authorUserId: m.caller.userId,
        note: body.note,
        internal: body.internal,
      });
      await repo.updateRequest(tx, m.tenant.id, row.id, {});
    }
    return notices.noted(m, tx, row, {
      actorId: m.caller.userId,
      actorName: m.auth.user.name,
      note: body.note,
      byOwner,
      internal: body.internal,
    });
  });
  publish(m, [delivery]);
  return detail(m, uuid);
};

const assertOwnerDocuments = (m: IpMember, row: repo.RequestRow) => {
  const r = facts(row);
  if (!ipPolicy.isOwner(m.caller, r)) throw forbidden('Documents are added by the request’s owner');
  if (!ipPolicy.upload(m.caller, r)) {
    throw conflict(`A request that is ${stageLabel(r.stage)} keeps its documents as they are`);
  }
};

/** The kind of a document a request takes (PDF, DOCX, PNG, JPEG by their bytes), or a 400 naming `file`. */
const requestDocumentKind = async (bytes: Buffer): Promise<DocumentKind> => {
  const kind = await documentKindOf(bytes);
  if ((ipDocumentKinds as readonly DocumentKind[]).includes(kind)) return kind;
  const message = `Only ${ipDocumentKindsText} can be added to an IP request`;
  throw badRequest(message, [`file: This is a ${documentKindInfo[kind].label}, not ${ipDocumentKindsText}`]);
};

/** POST ip-requests/{uuid}/files: one document by the owner before it is filed, up to the limit. */
export const attach = async (m: IpMember, uuid: string, input: { bytes: Buffer; fileName: string }) => {
  const row = await visibleRequest(m, uuid);
  assertOwnerDocuments(m, row);
  if ((await repo.countFiles(m.db, m.tenant.id, row.id)) >= ipLimits.filesPerRequest) {
    throw conflict(`A request holds at most ${ipLimits.filesPerRequest} documents: remove one first`);
  }
  const kind = await requestDocumentKind(input.bytes);
  await countUpload(m.db, m.tenant.id, m.caller.userId);
  const key = assertSafeKey(`${m.tenant.id}/ip-files/${newFileId()}.${kind}`);
  await m.storage.put(key, input.bytes, documentKindInfo[kind].contentType);
  const stored = await m.db.transaction(async (tx) => {
    const file = await repo.insertFile(tx, {
      tenantId: m.tenant.id,
      ipRequestId: row.id,
      storageKey: key,
      fileName: input.fileName,
      kind,
      size: input.bytes.length,
    });
    await repo.updateRequest(tx, m.tenant.id, row.id, {});
    return file;
  });
  return presentFile(row.uuid, stored);
};

/** GET ip-requests/{uuid}/files/{fileUuid}: for whoever may see the request. */
export const openFile = async (m: IpMember, uuid: string, fileUuid: string) => {
  const row = await visibleRequest(m, uuid);
  const found = await repo.findFile(m.db, m.tenant.id, row.id, fileUuid);
  const stored = found ? await m.storage.get(found.storageKey) : null;
  if (!found || !stored) throw notFound('Document not found');
  return { file: stored, row: found };
};

/** DELETE ip-requests/{uuid}/files/{fileUuid}: the owner removes a document before it is filed. */
export const removeFile = async (m: IpMember, uuid: string, fileUuid: string) => {
  const row = await visibleRequest(m, uuid);
  const found = await repo.findFile(m.db, m.tenant.id, row.id, fileUuid);
  if (!found) throw notFound('Document not found');
  assertOwnerDocuments(m, row);
  await repo.deleteFile(m.db, m.tenant.id, found.id);
  await removeStoredFile(m, found.storageKey);
  return detail(m, uuid);
};

/** PUT ip-requests/{uuid}/licensing: the owner offers filed or granted IP for licensing, or takes it back. */
export const license = async (m: IpMember, uuid: string, body: z.output<typeof IpLicensingChange>) => {
  const row = await visibleRequest(m, uuid);
  const r = facts(row);
  if (!ipPolicy.isOwner(m.caller, r)) throw forbidden('Only the request’s owner offers it for licensing');
  if (body.published && !ipPolicy.license(m.caller, r)) {
    throw conflict('IP can be offered for licensing once it is filed or granted');
  }
  const industries = [...new Set(body.industries)];
  const known = await termNames(m.db, m.tenant.id, 'industries', industries);
  const unknown = industries.filter((code) => !known.has(code));
  if (unknown.length > 0) {
    throw badRequest('Choose industries from the list', [
      `body.industries: ${unknown[0]} is not one of the industries`,
    ]);
  }
  await repo.updateRequest(m.db, m.tenant.id, row.id, {
    publishedForLicensing: body.published,
    licensingSummary: body.summary,
    industries,
  });
  return detail(m, uuid);
};
