import { type ApprovalStatus, approvalRequestableFrom, type ProfileAccountType } from '@ventura/shared';
import { recordAudit } from '../../platform/audit/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { type Caller, completenessFor, ownCard } from './own-card.ts';
import { presentCompleteness } from './present.ts';
import * as repo from './repo.ts';

/* Approval of a profile: the holder asks for it, the tenant's operators decide. */

/** The holder asks the tenant's operators to approve the profile: only when complete, never twice. */
export const requestApproval = async (
  caller: Caller & { ip: string },
  type: ProfileAccountType,
  note: string | undefined,
) => {
  const { db, tenant, auth } = caller;
  // The card as it is now: an operator's decision may be newer than the session's copy.
  const loaded = await repo.loadProfile(db, tenant.id, ownCard(auth, type));
  const card = loaded.card;
  if (card.approvalStatus === 'approved') throw conflict('Your profile is already approved');
  if (card.approvalStatus === 'submitted') throw conflict('Your profile is already waiting for approval');
  const result = completenessFor(loaded);
  if (!result.complete) {
    throw new HttpError(
      400,
      'Complete your profile before requesting approval',
      result.missing.map((part) => `${part.title}: ${part.fields.join(', ')}`),
    );
  }
  const updated = await db.transaction(async (tx) => {
    const row = await repo.setApproval(
      tx,
      tenant.id,
      card.id,
      { approvalStatus: 'submitted', approvalRequestedAt: new Date(), approvalMessage: null },
      [...approvalRequestableFrom],
    );
    if (!row) throw conflict('Your profile is already waiting for approval');
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.impersonatorId ?? auth.user.id,
      action: 'profile.request_approval',
      subjectType: 'profile',
      subjectId: card.uuid,
      detail: note ? { note } : {},
      ip: caller.ip,
    });
    return row;
  });
  return presentCompleteness(updated, result);
};

/** An operator's decision on a profile (the operator console calls this; tests do until it exists). */
export const decideApproval = async (
  db: Db,
  input: {
    tenantId: string;
    profileId: number;
    status: Exclude<ApprovalStatus, 'draft' | 'submitted'>;
    message: string | null;
    actorUserId: string | null;
    ip?: string;
  },
) =>
  db.transaction(async (tx) => {
    const before = await repo.findCard(tx, input.tenantId, input.profileId);
    if (!before) throw notFound('Profile not found');
    const row = await repo.setApproval(
      tx,
      input.tenantId,
      input.profileId,
      { approvalStatus: input.status, approvalMessage: input.message, approvalDecidedAt: new Date() },
      ['draft', 'submitted', 'approved', 'rejected', 'limited_access'],
    );
    if (!row) throw notFound('Profile not found');
    // A team's members hold copies of its profile: they follow the decision.
    await repo.setTeamApproval(tx, input.tenantId, row.id, input.status);
    await recordAudit(tx, {
      tenantId: input.tenantId,
      actorUserId: input.actorUserId,
      action: `profile.${input.status}`,
      subjectType: 'profile',
      subjectId: row.uuid,
      detail: {
        before: { approvalStatus: before.approvalStatus, approvalMessage: before.approvalMessage },
        after: { approvalStatus: row.approvalStatus, approvalMessage: row.approvalMessage },
      },
      ip: input.ip ?? null,
    });
    return { before, row };
  });
