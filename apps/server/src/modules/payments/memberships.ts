import { and, eq } from 'drizzle-orm';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { memberships } from '../../platform/payments/index.ts';
import type { Member } from '../../platform/request-context.ts';
import { GatewayError } from './gateways/index.ts';
import { liveMembership } from './plans.ts';
import { membershipPolicy, presentMembership } from './present.ts';
import { gatewayFor, loadSettings, type PaymentContext } from './settings.ts';

/**
 * POST membership/cancel (cancel: true) and membership/resume (false): a recurring membership stops, or
 * starts again, renewing at its period's end. The provider is told first; only then is it noted here.
 */
export const setRenewal = async (m: Member & PaymentContext, cancel: boolean) => {
  const live = await liveMembership(m.db, m.tenant.id, m.auth.user.id);
  if (!live) throw notFound('You hold no membership');
  const gateway = gatewayFor(m, await loadSettings(m.db, m.tenant.id));
  const allowed = cancel
    ? membershipPolicy.cancel(live.membership)
    : membershipPolicy.resume(live.membership, gateway?.canResume ?? false);
  if (!gateway || !allowed || !live.membership.subscriptionRef) {
    throw conflict(cancel ? 'This membership does not renew' : 'This membership cannot be resumed');
  }
  try {
    await gateway.cancelAtPeriodEnd(live.membership.subscriptionRef, cancel);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new HttpError(502, error.message, [error.message]);
  }
  const [row] = await m.db
    .update(memberships)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
    .where(and(eq(memberships.tenantId, m.tenant.id), eq(memberships.id, live.membership.id)))
    .returning();
  return presentMembership(row ?? live.membership, live.plan, gateway.canResume);
};
