import type { PublicConnectionAction, PublicConnectionActionAnswer } from '@ventura/shared';
import { badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { readActionToken } from './action-token.ts';
import * as repo from './repo.ts';
import { answerRequest, type Context } from './service.ts';

export const invalidLinkMessage = 'This link is not valid: open the request from your connections instead';
export const expiredLinkMessage = 'This link has expired: open the request from your connections instead';
export const usedLinkMessage = 'This link has already been used';
export const goneRequestMessage = 'This request was withdrawn or already answered';

const invalid = () => badRequest(invalidLinkMessage, [`body.token: ${invalidLinkMessage}`]);

/**
 * POST public/connections/action: the receiver accepts or rejects from the email's link, without a
 * session. The token must be this server's, for this host's tenant, unexpired, and its nonce unspent;
 * the nonce is spent in the same transaction as the answer, so a link works once, and any refusal
 * leaves everything as it was.
 */
export const actOnLink = async (ctx: Context, body: PublicConnectionAction): Promise<PublicConnectionActionAnswer> => {
  const { db, tenant } = ctx;
  const claims = readActionToken(ctx.secret, body.token);
  // Another tenant's link is refused like a forged one: this host does not say it knows it.
  if (!claims || claims.tenantId !== tenant.id) throw invalid();
  const now = new Date();
  if (claims.expiresAt <= now) throw badRequest(expiredLinkMessage, [`body.token: ${expiredLinkMessage}`]);
  const answer = body.action === 'accept' ? 'accepted' : 'rejected';
  const origin = answer === 'accepted' ? await ctx.origin(ctx.db) : '';
  const answered = await db.transaction(async (tx) => {
    const spent = await repo.spendActionToken(tx, tenant.id, claims.nonce, now);
    if (!spent) {
      // Used before, or its request is gone (withdrawn requests take their links with them).
      const known = await repo.findActionToken(tx, tenant.id, claims.nonce);
      if (!known) throw conflict(goneRequestMessage);
      if (known.usedAt) throw conflict(usedLinkMessage);
      throw badRequest(expiredLinkMessage, [`body.token: ${expiredLinkMessage}`]);
    }
    const row = await repo.lockConnection(tx, tenant.id, spent.connectionId);
    if (!row || row.connection.uuid !== claims.connectionUuid || row.toUser.id !== claims.receiverUserId) {
      throw invalid();
    }
    if (row.toUser.status !== 'active') throw forbidden('This account cannot answer requests now');
    return answerRequest(tx, ctx, {
      connectionId: row.connection.id,
      answer,
      actionMessage: body.actionMessage ? body.actionMessage : null,
      origin,
    });
  });
  ctx.notifier.publish(answered.delivery);
  return { connectionStatus: answered.connection.status, requesterName: answered.from.user.name };
};
