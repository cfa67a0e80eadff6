import type {
  MilestoneAccess,
  MilestoneChange,
  MilestoneEvidenceFields,
  MilestoneInput,
  MilestonePageQuery,
  MilestoneQuery,
} from '@ventura/shared';
import { documentKindInfo, evidenceMissingText, mayMove, refusedMoveText } from '@ventura/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import { type Member, memberOf } from '../../platform/request-context.ts';
import { newFileId } from '../../platform/storage/index.ts';
import { assertSafeKey } from '../../platform/storage/keys.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { isReviewer } from '../programs/index.ts';
import { countUpload } from '../uploads/index.ts';
import * as notices from './notices.ts';
import { type Caller, callerOf, keepsNotText, milestonePolicy } from './policy.ts';
import { facts, presentMilestone, presentTemplate, todayOf } from './present.ts';
import * as repo from './repo.ts';

/** A signed-in request as milestones see it: the caller's standing to them. */
export type Milestones = Member & { caller: Caller };

export const milestonesOf = (app: FastifyInstance, req: FastifyRequest): Milestones => {
  const m = memberOf(app, req);
  return { ...m, caller: callerOf(m.auth) };
};

export const milestoneNotFound = 'Milestone not found';
const dayMs = 86_400_000;

export const publish = (h: Pick<Member, 'notifier'>, deliveries: Array<Delivery | null>) => {
  for (const delivery of deliveries) if (delivery) h.notifier.publish(delivery);
};

/** 422, not 403: the caller may use the site, this profile just keeps no milestones (the page says why). */
export const notEligible = (message: string) => new HttpError(422, message, [message]);

/** The startup the caller keeps milestones for, or 422. */
export const ownStartupId = (h: Milestones) => {
  if (h.caller.startupId === null) throw notEligible(keepsNotText);
  return h.caller.startupId;
};

/** Whether the caller reviews the milestone's program (asked only when it has one). */
export const reviewsProgramOf = (h: Milestones, row: repo.MilestoneRow) =>
  row.m.programId === null ? false : isReviewer(h.db, h.tenant.id, row.m.programId, h.caller.userId);

export const present = async (h: Milestones, row: repo.MilestoneRow) =>
  presentMilestone(row, h.caller, await reviewsProgramOf(h, row));

/** One of the caller's startup's milestones (422 for a caller that keeps none; someone else's is not there). */
const ownMilestone = async (h: Milestones, uuid: string) => {
  const startupId = ownStartupId(h);
  const row = await repo.findMilestone(h.db, h.tenant.id, uuid);
  if (!row || row.m.startupProfileId !== startupId) throw notFound(milestoneNotFound);
  return row;
};

const reload = async (h: Milestones, uuid: string) => {
  const row = await repo.findMilestone(h.db, h.tenant.id, uuid);
  if (!row) throw notFound(milestoneNotFound);
  return present(h, row);
};

const changedMeanwhile = () => conflict('The milestone changed meanwhile: look at it again');

/** GET milestones/access: what the caller does with milestones, so the page shows the right tabs. */
export const access = async (h: Milestones): Promise<MilestoneAccess> => ({
  keeps: h.caller.startupId !== null,
  keepsNot: h.caller.startupId === null ? keepsNotText : null,
  confirms:
    h.caller.operator ||
    h.caller.partnerUuid !== null ||
    (await repo.reviewsAnyProgram(h.db, h.tenant.id, h.caller.userId)),
});

/** GET milestones: the startup's milestones by due date, with its counts by status. */
export const mine = async (h: Milestones, query: z.output<typeof MilestoneQuery>) => {
  const startupId = ownStartupId(h);
  const window = pageWindow(query);
  const { rows, matching } = repo.startupMilestones(h.db, h.tenant.id, startupId, query.status, window);
  const counted = await countedPage(h.db, await rows, window, matching);
  const counts = await repo.startupCounts(h.db, h.tenant.id, startupId, todayOf());
  // The startup's own milestones: it reviews none of them unless it is also an operator.
  const items = counted.rows.map((row) => presentMilestone(row, h.caller, false));
  return { ...pageAnswer(items, counted.total, query), counts };
};

/** POST milestones: a milestone of the startup's own, planned. */
export const create = async (h: Milestones, input: z.output<typeof MilestoneInput>) => {
  const startupId = ownStartupId(h);
  const { uuid } = await repo.insertMilestone(h.db, {
    tenantId: h.tenant.id,
    startupProfileId: startupId,
    title: input.title,
    category: input.category,
    description: input.description,
    dueOn: input.dueOn,
  });
  return reload(h, uuid);
};

/** PATCH milestones/{uuid}: until it is confirmed. A new due date may be reminded of again. */
export const change = async (h: Milestones, uuid: string, input: z.output<typeof MilestoneChange>) => {
  const row = await ownMilestone(h, uuid);
  if (!milestonePolicy.edit(h.caller, facts(row))) throw conflict('A confirmed milestone cannot be changed');
  const dueMoved = input.dueOn !== undefined && input.dueOn !== row.m.dueOn;
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const done = await repo.updateMilestone(h.db, h.tenant.id, row.m.id, facts(row).status, {
    ...values,
    ...(dueMoved ? { overdueRemindedAt: null } : {}),
  });
  if (!done) throw changedMeanwhile();
  return reload(h, uuid);
};

/** DELETE milestones/{uuid}: until it is confirmed; its evidence file goes with it. */
export const remove = async (h: Milestones, uuid: string) => {
  const row = await ownMilestone(h, uuid);
  if (!milestonePolicy.remove(h.caller, facts(row))) throw conflict('A confirmed milestone cannot be deleted');
  if (!(await repo.deleteMilestone(h.db, h.tenant.id, row.m.id))) throw changedMeanwhile();
  if (row.m.evidenceFileKey) await removeStoredFile(h, row.m.evidenceFileKey);
  return { uuid };
};

/** POST milestones/{uuid}/start: planned → in progress. */
export const start = async (h: Milestones, uuid: string) => {
  const row = await ownMilestone(h, uuid);
  const from = facts(row).status;
  if (!mayMove('start', from)) throw conflict(refusedMoveText('start', from));
  if (!(await repo.updateMilestone(h.db, h.tenant.id, row.m.id, from, { status: 'in_progress' }))) {
    throw changedMeanwhile();
  }
  return reload(h, uuid);
};

export type Evidence = z.output<typeof MilestoneEvidenceFields> & {
  file: { bytes: Buffer; fileName: string } | null;
};

/**
 * POST milestones/{uuid}/complete: the evidence (words, a link and/or one document, at least one), and the
 * milestone waits for confirmation; its confirmers hear of it. A new file replaces the one sent before.
 */
export const complete = async (h: Milestones, uuid: string, evidence: Evidence) => {
  const row = await ownMilestone(h, uuid);
  const from = facts(row).status;
  if (!mayMove('complete', from)) throw conflict(refusedMoveText('complete', from));
  if (!evidence.evidenceText && !evidence.evidenceUrl && !evidence.file) {
    throw badRequest(evidenceMissingText, [`body.evidenceText: ${evidenceMissingText}`]);
  }
  let fileKey: string | null = null;
  if (evidence.file) {
    const kind = await documentKindOf(evidence.file.bytes);
    await countUpload(h.db, h.tenant.id, h.caller.userId);
    fileKey = assertSafeKey(`${h.tenant.id}/milestone-evidence/${newFileId()}.${kind}`);
    await h.storage.put(fileKey, evidence.file.bytes, documentKindInfo[kind].contentType);
  }
  const replaced = fileKey ? row.m.evidenceFileKey : null;
  try {
    const delivery = await h.db.transaction(async (tx) => {
      const moved = await repo.updateMilestone(tx, h.tenant.id, row.m.id, from, {
        status: 'completed',
        evidenceText: evidence.evidenceText,
        evidenceUrl: evidence.evidenceUrl || null,
        ...(fileKey && evidence.file ? { evidenceFileKey: fileKey, evidenceFileName: evidence.file.fileName } : {}),
        completedAt: new Date(),
      });
      if (!moved) throw changedMeanwhile();
      return notices.submitted(h, tx, row, h.caller.userId);
    });
    publish(h, [delivery]);
  } catch (error) {
    if (fileKey) await removeStoredFile(h, fileKey);
    throw error;
  }
  if (replaced) await removeStoredFile(h, replaced);
  return reload(h, uuid);
};

/** GET milestones/templates: what the tenant, the startup's programs and its partner offer it. */
export const offered = async (h: Milestones, query: z.output<typeof MilestonePageQuery>) => {
  const startupId = ownStartupId(h);
  const startup = await repo.startupProfile(h.db, h.tenant.id, startupId);
  if (!startup) throw notEligible(keepsNotText);
  const window = pageWindow(query);
  const { rows, matching } = repo.offeredTemplates(h.db, h.tenant.id, startup, window);
  const counted = await countedPage(h.db, await rows, window, matching);
  return pageAnswer(
    counted.rows.map((row) => presentTemplate(row, h.tenant.name)),
    counted.total,
    query,
  );
};

/**
 * POST milestones/templates/{uuid}/adopt: a planned milestone from a template offered to the startup, due
 * dueAfterDays from today, confirmed by the template's program when it has one. Taken once until confirmed.
 */
export const adopt = async (h: Milestones, templateUuid: string) => {
  const startupId = ownStartupId(h);
  const startup = await repo.startupProfile(h.db, h.tenant.id, startupId);
  const found = await repo.findTemplate(h.db, h.tenant.id, templateUuid);
  const offeredToIt =
    startup !== undefined &&
    found !== undefined &&
    (found.t.programId !== null
      ? await repo.selectedBy(h.db, h.tenant.id, found.t.programId, startupId)
      : found.t.partnerUuid === null || found.t.partnerUuid === startup.partnerId);
  if (!found || !offeredToIt) throw notFound('Template not found');
  const takenOn = () => conflict('You have already taken on this milestone: finish that one first');
  if (await repo.holdsOpenFromTemplate(h.db, h.tenant.id, startupId, found.t.id)) throw takenOn();
  try {
    const { uuid } = await repo.insertMilestone(h.db, {
      tenantId: h.tenant.id,
      startupProfileId: startupId,
      templateId: found.t.id,
      programId: found.t.programId,
      title: found.t.title,
      category: found.t.category,
      description: found.t.description,
      dueOn: todayOf(new Date(Date.now() + found.t.dueAfterDays * dayMs)),
    });
    return await reload(h, uuid);
  } catch (error) {
    // Adopted at the same moment by another request: the unique index kept one (milestones_adopted_once_idx).
    if (isUniqueViolation(error)) throw takenOn();
    throw error;
  }
};
