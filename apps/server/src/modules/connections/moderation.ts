import type { ModerationAnswer, ModerationDecision, ModerationQuery } from '@ventura/shared';
import { recordAudit } from '../../platform/audit/index.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { pageAnswer } from '../../platform/db/paging.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { declinedNotice } from './notices.ts';
import { connectionPolicy } from './policy.ts';
import { presentModerated } from './present.ts';
import * as repo from './repo.ts';
import { type Context, type Party, requestNotFoundMessage, tellReceiver } from './service.ts';

/** An operator of the tenant in their own session, and the address they call from (for the audit log). */
export type Moderator = Context & { auth: AuthContext };

export const assertModerator = (auth: AuthContext) => {
  if (!connectionPolicy.moderate(auth)) throw forbidden('Only the platform team can moderate connection requests');
  return auth;
};

/** GET admin/connections/moderation: the requests waiting for an operator, the longest waiting first. */
export const moderationQueue = async ({ db, tenant }: Moderator, query: ModerationQuery) => {
  const page = await repo.listModeration(db, tenant.id, query);
  return pageAnswer(page.items.map(presentModerated), page.total, query);
};

/**
 * PATCH admin/connections/moderation/{uuid}: an operator lets a request through (it becomes pending and
 * the receiver is told, as for any request) or stops it (rejected, with the note, and the sender is
 * told). Audited with the decision and the note.
 */
export const moderate = async (
  moderator: Moderator,
  uuid: string,
  decision: ModerationDecision,
): Promise<ModerationAnswer> => {
  const { db, tenant, auth } = moderator;
  const found = await repo.findConnection(db, tenant.id, uuid);
  if (!found) throw notFound(requestNotFoundMessage);
  const approve = decision.decision === 'approve';
  const note = decision.note ? decision.note : null;
  const origin = approve ? await moderator.origin(moderator.db) : '';
  const { connection, delivery } = await db.transaction(async (tx) => {
    const row = await repo.lockConnection(tx, tenant.id, found.id);
    if (!row) throw notFound(requestNotFoundMessage);
    if (row.connection.status !== 'pending_moderation') {
      throw conflict('This request is not waiting for moderation any more');
    }
    const now = new Date();
    const connection = await repo.updateConnection(tx, tenant.id, row.connection.id, ['pending_moderation'], {
      status: approve ? 'pending' : 'rejected',
      moderatedBy: auth.user.id,
      moderatedAt: now,
      moderationNote: note,
      ...(approve ? {} : { respondedAt: now }),
    });
    if (!connection) throw conflict('This request is not waiting for moderation any more');
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.user.id,
      action: approve ? 'connection.moderation.approve' : 'connection.moderation.decline',
      subjectType: 'connection',
      subjectId: connection.uuid,
      detail: {
        from: row.fromProfile.uuid,
        to: row.toProfile.uuid,
        note,
        before: { status: row.connection.status },
        after: { status: connection.status },
      },
      ip: moderator.ip,
    });
    const from: Party = { profile: row.fromProfile, user: row.fromUser };
    const to: Party = { profile: row.toProfile, user: row.toUser };
    const delivery = approve
      ? await tellReceiver(tx, moderator, { connection, from, to, origin })
      : await moderator.notifier.record(tx, declinedNotice({ tenant, from, to, note }));
    return { connection, delivery };
  });
  moderator.notifier.publish(delivery);
  return { connectionUUID: connection.uuid, connectionStatus: connection.status };
};
