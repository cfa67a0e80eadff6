import {
  communityEvents,
  type PageRequest,
  type ReactionItem,
  type ReactionSummary,
  type ReactionType,
} from '@ventura/shared';
import { pageAnswer } from '../../platform/db/paging.ts';
import { conflict } from '../../platform/errors.ts';
import { type Context, member, participant, publish } from './context.ts';
import { presentAuthor } from './present.ts';
import * as reactionRepo from './reaction-repo.ts';
import { emptyCounts } from './tables.ts';
import { type Target, targetOf, visiblePost } from './visibility.ts';

const summaryOf = (
  target: Target,
  counts: { total: number; counts: ReactionSummary['counts'] } | undefined,
  mine: ReactionType | null,
): ReactionSummary => ({
  item: target.item,
  uuid: target.uuid,
  postUUID: target.postUuid,
  total: counts?.total ?? 0,
  counts: { ...emptyCounts, ...counts?.counts },
  myReaction: mine,
});

const announce = (ctx: Context, summary: ReactionSummary) => {
  const { myReaction: _mine, ...event } = summary;
  publish(ctx, communityEvents.reactionsChanged, event);
};

/**
 * POST …/react/{type}: one reaction per member per item; a different kind replaces it, the same kind
 * again is a 409 and changes nothing. The item's row is locked while its counts move.
 */
export const react = async (ctx: Context, item: ReactionItem, uuid: string, type: ReactionType) => {
  const m = participant(ctx);
  const target = await targetOf(m, item, uuid);
  const counts = await m.db.transaction(async (tx) => {
    await reactionRepo.lockItem(tx, m.tenant.id, target);
    const before = await reactionRepo.myReaction(tx, m.tenant.id, target, m.auth.profile.id);
    if (before === type) throw conflict('You have already reacted this way');
    await reactionRepo.putReaction(tx, m.tenant.id, target, m.auth.profile.id, type);
    return reactionRepo.countReaction(tx, m.tenant.id, target, before, type);
  });
  const summary = summaryOf(target, counts, type);
  announce(m, summary);
  return summary;
};

/** DELETE …/react: takes the caller's reaction back (nothing to take back: the counts as they are). */
export const unreact = async (ctx: Context, item: ReactionItem, uuid: string) => {
  const m = participant(ctx);
  const target = await targetOf(m, item, uuid);
  const { counts, changed } = await m.db.transaction(async (tx) => {
    await reactionRepo.lockItem(tx, m.tenant.id, target);
    const before = await reactionRepo.myReaction(tx, m.tenant.id, target, m.auth.profile.id);
    if (!before)
      return { counts: await reactionRepo.countReaction(tx, m.tenant.id, target, null, null), changed: false };
    await reactionRepo.removeReaction(tx, m.tenant.id, target, m.auth.profile.id);
    return { counts: await reactionRepo.countReaction(tx, m.tenant.id, target, before, null), changed: true };
  });
  const summary = summaryOf(target, counts, null);
  if (changed) announce(m, summary);
  return summary;
};

/** GET …/react/count: an item's reactions and the caller's own. */
export const reactionCount = async (ctx: Context, item: ReactionItem, uuid: string) => {
  const m = member(ctx);
  const target = await targetOf(m, item, uuid);
  const [counts, mine] = await Promise.all([
    reactionRepo.itemCounts(m.db, m.tenant.id, target),
    reactionRepo.myReaction(m.db, m.tenant.id, target, m.auth.profile.id),
  ]);
  return summaryOf(target, counts, mine);
};

/** GET posts/{uuid}/react/{type}: who reacted (one kind or all), newest first. */
export const reactors = async (ctx: Context, uuid: string, type: ReactionType | 'all', page: PageRequest) => {
  const m = member(ctx);
  const { post } = await visiblePost(m, uuid);
  const rows = await reactionRepo.listReactors(m.db, m.tenant.id, post.id, type === 'all' ? null : type, page);
  const total = type === 'all' ? post.reactionCount : ({ ...emptyCounts, ...post.reactionCounts }[type] ?? 0);
  const items = rows.map((row) => ({
    profile: presentAuthor(row.author),
    type: row.type,
    createdAt: row.createdAt.toISOString(),
  }));
  return pageAnswer(items, total, page);
};
