import { type MilestonePageQuery, type MilestoneReview, mayMove, refusedMoveText } from '@ventura/shared';
import type { z } from 'zod';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import * as notices from './notices.ts';
import { milestonePolicy } from './policy.ts';
import { facts, presentMilestone } from './present.ts';
import * as repo from './repo.ts';
import { type Milestones, milestoneNotFound, present, publish, reviewsProgramOf } from './service.ts';

/*
 * The confirmers' side: the completed milestones waiting for them, the evidence file, and their decision.
 * A milestone the caller does not confirm is not there for them (404), whatever its status.
 */

/** A milestone the caller confirms (or owns, for `owner`), with whether they review its program; else 404. */
const confirmable = async (h: Milestones, uuid: string, options: { owner: boolean }) => {
  const row = await repo.findMilestone(h.db, h.tenant.id, uuid);
  if (!row) throw notFound(milestoneNotFound);
  const reviews = await reviewsProgramOf(h, row);
  const f = facts(row);
  const allowed =
    milestonePolicy.confirms(h.caller, f, reviews) || (options.owner && milestonePolicy.owns(h.caller, f));
  if (!allowed) throw notFound(milestoneNotFound);
  return { row, reviews };
};

/** GET milestones/to-confirm: completed milestones the caller confirms, the longest waiting first. */
export const toConfirm = async (h: Milestones, query: z.output<typeof MilestonePageQuery>) => {
  const window = pageWindow(query);
  const { rows, matching } = repo.toConfirm(h.db, h.tenant.id, { ...h.caller }, window);
  const counted = await countedPage(h.db, await rows, window, matching);
  // Every row here is one the caller confirms: as a reviewer of its program, its partner or an operator.
  const items = counted.rows.map((row) => presentMilestone(row, h.caller, true));
  return pageAnswer(items, counted.total, query);
};

/**
 * POST milestones/{uuid}/review: confirm the evidence, or send the milestone back to in progress with a
 * note; the startup's team hears of it.
 */
export const review = async (h: Milestones, uuid: string, input: z.output<typeof MilestoneReview>) => {
  const { row } = await confirmable(h, uuid, { owner: false });
  const from = facts(row).status;
  const move = input.decision;
  if (!mayMove(move, from)) throw conflict(refusedMoveText(move, from));
  const confirmed = move === 'confirm';
  const now = new Date();
  const delivery = await h.db.transaction(async (tx) => {
    const moved = await repo.updateMilestone(tx, h.tenant.id, row.m.id, from, {
      status: confirmed ? 'confirmed' : 'in_progress',
      reviewerNote: input.note || null,
      confirmedByUserId: h.caller.userId,
      confirmedAt: confirmed ? now : null,
    });
    if (!moved) throw conflict('The milestone changed meanwhile: look at it again');
    return notices.reviewed(h, tx, row, {
      actorId: h.caller.userId,
      actorName: h.auth.user.name,
      confirmed,
      note: input.note,
    });
  });
  publish(h, [delivery]);
  const after = await repo.findMilestone(h.db, h.tenant.id, uuid);
  if (!after) throw notFound(milestoneNotFound);
  return present(h, after);
};

/** GET milestones/{uuid}/evidence: the evidence file, for the startup and its confirmers only. */
export const evidenceFile = async (h: Milestones, uuid: string) => {
  const { row } = await confirmable(h, uuid, { owner: true });
  const key = row.m.evidenceFileKey;
  const file = key ? await h.storage.get(key) : null;
  if (!key || !file) throw notFound('This milestone has no evidence file');
  const kind = key.split('.').at(-1) ?? '';
  return { file, kind, fileName: row.m.evidenceFileName ?? `evidence.${kind}` };
};
