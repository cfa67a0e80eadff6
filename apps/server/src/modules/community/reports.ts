import type { NewReport, ReactionItem } from '@ventura/shared';
import { conflict, forbidden } from '../../platform/errors.ts';
import { type Context, participant } from './context.ts';
import { communityPolicy } from './policy.ts';
import * as reportRepo from './report-repo.ts';
import { targetOf } from './visibility.ts';

/** POST posts/{uuid}/report, comments/{uuid}/report: once per member and item; operators see it in the console. */
export const report = async (ctx: Context, item: ReactionItem, uuid: string, input: NewReport) => {
  const m = participant(ctx);
  const target = await targetOf(m, item, uuid);
  if (!communityPolicy.report(m.auth, target.authorProfileId))
    throw forbidden('You cannot report what you wrote yourself');
  const filed = await reportRepo.insertReport(m.db, {
    tenantId: m.tenant.id,
    postId: target.postId,
    commentId: item === 'comment' ? target.id : null,
    reporterProfileId: m.auth.profile.id,
    reason: input.reason,
    note: input.note ? input.note : null,
  });
  if (!filed) throw conflict('You have already reported this');
  return { message: 'Thank you: the platform team will look at it' };
};
