import { limits, type TenantSettings } from '@ventura/shared';
import type { AuthContext, ProfileRow, User } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { findProfileByUuid, operatorUserIds } from '../../platform/identity/index.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context as RequestContext } from '../../platform/request-context.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { newNonce, signActionToken } from './action-token.ts';
import * as attachmentRepo from './attachment-repo.ts';
import { acceptedNotice, moderationNotice, requestedNotice } from './notices.ts';
import { connectionPolicy, connectRefusal } from './policy.ts';
import { presentState } from './present.ts';
import * as repo from './repo.ts';

type Matrix = Parameters<typeof profilePolicy.connect>[3];
export type Party = { profile: ProfileRow; user: User };

/** The request as every feature sees it, and the server secret that signs the email action links. */
export type Context = RequestContext & { secret: string };
export type Member = Context & { auth: AuthContext; matrix: () => Promise<Matrix> };

export const requestNotFoundMessage = 'Connection request not found';
export const profileNotFoundMessage = 'Profile not found';
export const alreadyAnsweredMessage = 'This request was already answered or withdrawn';
export const duplicateMessage = 'You are already connected or have a pending request with this profile';
export const tooManyRequestsMessage = `You can send at most ${limits.connectionRequestsPerDay} connection requests a day. Please try again tomorrow.`;
const dayMs = 24 * 60 * 60 * 1000;

/** Why a second request to the same profile is refused, from where the pair stands. */
const duplicateOf = (existing: repo.ConnectionRow, me: ProfileRow) => {
  if (existing.status === 'accepted') return 'You are already connected with this profile';
  if (existing.fromProfileId === me.id) return 'You have already sent a connection request to this profile';
  if (existing.status === 'pending')
    return 'This profile has already asked to connect with you: answer their request instead';
  return duplicateMessage;
};

/** The longest request message the tenant takes (its own setting, never above the platform's). */
const maxMessageLength = (settings: TenantSettings) =>
  Math.min(settings.connections.maxMessageLength, limits.connectionMessageLength);

/** Another member's profile on this tenant, with an active account behind it; else 404. */
const loadProfile = async (db: Db, tenantId: string, uuid: string): Promise<Party> => {
  const found = await findProfileByUuid(db, tenantId, uuid);
  if (found?.user.status !== 'active') throw notFound(profileNotFoundMessage);
  return found;
};

/**
 * Stores the signed link's nonce and records the receiver's notice (in the app, and by email with
 * links to accept or reject at once), inside the caller's transaction.
 */
export const tellReceiver = async (
  tx: Db,
  ctx: Context,
  input: { connection: repo.ConnectionRow; from: Party; to: Party; origin: string },
) => {
  const { connection, from, to, origin } = input;
  const nonce = newNonce();
  const expiresAt = new Date(Date.now() + limits.connectionActionDays * dayMs);
  await repo.insertActionToken(tx, { nonce, tenantId: ctx.tenant.id, connectionId: connection.id, expiresAt });
  const token = signActionToken(ctx.secret, {
    tenantId: ctx.tenant.id,
    connectionUuid: connection.uuid,
    receiverUserId: to.user.id,
    nonce,
    expiresAt,
  });
  return ctx.notifier.record(
    tx,
    requestedNotice({ tenant: ctx.tenant, from, to, message: connection.requestMessage, origin, token }),
  );
};

/**
 * POST connections/send/request and POST connections/investor: asks a profile of the tenant to connect.
 * Where the tenant moderates requests the request waits for an operator (who is told); otherwise the
 * receiver is told at once. A profile sends at most limits.connectionRequestsPerDay a day (counted in
 * the transaction, so refused requests do not count).
 */
export const sendRequest = async (
  member: Member,
  body: { profileUUID: string; message?: string | undefined; documentUUID?: string | undefined },
) => {
  const { db, tenant, auth } = member;
  const me = auth.profile;
  const target = await loadProfile(db, tenant.id, body.profileUUID);
  if (body.documentUUID && target.profile.accountType !== 'investor') {
    throw badRequest('A document goes only with a request to an investor', [
      'body.profileUUID: This profile is not an investor',
    ]);
  }
  const matrix = await member.matrix();
  if (!profilePolicy.connect(me, target.profile, tenant.settings, matrix)) {
    throw forbidden(connectRefusal(me, target.profile, tenant.settings, matrix));
  }
  const message = body.message ? body.message : null;
  const max = maxMessageLength(tenant.settings);
  if (message && message.length > max) {
    const text = `The message can be at most ${max} characters`;
    throw badRequest(text, [`body.message: ${text}`]);
  }
  const existing = await repo.findLiveBetween(db, tenant.id, me.id, target.profile.id);
  if (existing) throw conflict(duplicateOf(existing, me));

  const moderated = tenant.settings.connections.moderated;
  const origin = moderated ? '' : await member.origin(member.db);
  const sender: Party = { profile: me, user: auth.user };
  const { connection, delivery } = await db.transaction(async (tx) => {
    await throttle(tx, tenant.id, [
      {
        key: `connections:requests:profile:${me.id}`,
        limit: { limit: limits.connectionRequestsPerDay, windowSeconds: 24 * 60 * 60 },
        message: tooManyRequestsMessage,
      },
    ]);
    let attachmentId: number | null = null;
    if (body.documentUUID) {
      const attachment = await attachmentRepo.lockOwnAttachment(tx, tenant.id, me.id, body.documentUUID);
      if (!attachment) throw notFound('Document not found: upload it again');
      if (await attachmentRepo.isClaimed(tx, tenant.id, attachment.id)) {
        throw conflict('This document already went with another request: upload it again');
      }
      attachmentId = attachment.id;
    }
    const connection = await repo.insertConnection(tx, {
      tenantId: tenant.id,
      fromProfileId: me.id,
      toProfileId: target.profile.id,
      status: moderated ? 'pending_moderation' : 'pending',
      requestMessage: message,
      attachmentId,
    });
    // The pair gained a live connection since the check above (a request the other way, at the same time).
    if (!connection) throw conflict(duplicateMessage);
    const delivery = moderated
      ? await tellOperators(tx, member, { from: sender, to: target })
      : await tellReceiver(tx, member, { connection, from: sender, to: target, origin });
    return { connection, delivery };
  });
  member.notifier.publish(delivery);
  return presentState(connection, me, target.profile);
};

const tellOperators = async (tx: Db, ctx: Context, input: { from: Party; to: Party }) => {
  const operatorIds = await operatorUserIds(tx, ctx.tenant.id);
  return ctx.notifier.record(tx, moderationNotice({ tenant: ctx.tenant, operatorIds, ...input }));
};

/** GET connections/check/request/{profileUuid}: where the caller stands with that profile (null: nowhere). */
export const checkRequest = async (member: Member, profileUuid: string) => {
  const { db, tenant, auth } = member;
  const target = await loadProfile(db, tenant.id, profileUuid);
  const existing = await repo.findLiveBetween(db, tenant.id, auth.profile.id, target.profile.id);
  if (!existing || !connectionPolicy.visible(auth.profile, existing)) return null;
  return presentState(existing, auth.profile, target.profile);
};

/**
 * Answers a pending request, inside the caller's transaction: locks it, refuses (409) one that is no
 * longer pending, stores the answer, and records what the requester is told (accepted: a notice and an
 * email; rejected: only their counts change).
 */
export const answerRequest = async (
  tx: Db,
  ctx: Context,
  input: { connectionId: number; answer: 'accepted' | 'rejected'; actionMessage: string | null; origin: string },
) => {
  const row = await repo.lockConnection(tx, ctx.tenant.id, input.connectionId);
  if (!row) throw notFound(requestNotFoundMessage);
  if (row.connection.status !== 'pending') throw conflict(alreadyAnsweredMessage);
  const updated = await repo.updateConnection(tx, ctx.tenant.id, row.connection.id, ['pending'], {
    status: input.answer,
    actionMessage: input.actionMessage,
    respondedAt: new Date(),
  });
  if (!updated) throw conflict(alreadyAnsweredMessage);
  const from: Party = { profile: row.fromProfile, user: row.fromUser };
  const to: Party = { profile: row.toProfile, user: row.toUser };
  const delivery: Delivery =
    input.answer === 'accepted'
      ? await ctx.notifier.record(tx, acceptedNotice({ tenant: ctx.tenant, from, to, origin: input.origin }))
      : await ctx.notifier.countsChanged(tx, ctx.tenant.id, [from.user.id]);
  return { connection: updated, from, to, delivery };
};

/** PATCH connections/accept|reject/{uuid}: the receiver answers a pending request. */
export const respond = async (
  member: Member,
  input: { uuid: string; answer: 'accepted' | 'rejected'; actionMessage?: string | undefined },
) => {
  const { db, tenant, auth } = member;
  const connection = await repo.findConnection(db, tenant.id, input.uuid);
  if (!connection || !connectionPolicy.visible(auth.profile, connection)) throw notFound(requestNotFoundMessage);
  if (!connectionPolicy.respond(auth.profile, connection)) {
    // The receiver asking again (a second tab, a stale list): the request is settled, not theirs to lose.
    if (connection.toProfileId === auth.profile.id) throw conflict(alreadyAnsweredMessage);
    throw forbidden('Only the receiver can answer a pending request');
  }
  const origin = input.answer === 'accepted' ? await member.origin(member.db) : '';
  const answered = await db.transaction((tx) =>
    answerRequest(tx, member, {
      connectionId: connection.id,
      answer: input.answer,
      actionMessage: input.actionMessage ? input.actionMessage : null,
      origin,
    }),
  );
  member.notifier.publish(answered.delivery);
  return answered.connection;
};

/**
 * DELETE connections/{uuid}: the sender withdraws a request nobody answered yet, or either end ends an
 * accepted connection. The row goes (with the document it carried); the other end's counts change.
 * Answers the key of the removed document's file, for the caller to delete once this has committed.
 */
export const removeConnection = async (member: Member, uuid: string) => {
  const { db, tenant, auth } = member;
  const me = auth.profile;
  const row = await repo.loadConnection(db, tenant.id, uuid);
  if (!row || !connectionPolicy.visible(me, row.connection)) throw notFound(requestNotFoundMessage);
  const { connection } = row;
  if (!connectionPolicy.withdraw(me, connection) && !connectionPolicy.remove(me, connection)) {
    if (connection.status === 'rejected') throw conflict('This request was rejected: there is nothing to withdraw');
    throw forbidden('Only the sender can withdraw a request: reject it instead');
  }
  const other = connection.fromProfileId === me.id ? row.toUser : row.fromUser;
  const { delivery, fileKey } = await db.transaction(async (tx) => {
    const deleted = await repo.deleteConnection(tx, tenant.id, connection.id, [connection.status]);
    if (!deleted) throw conflict('This request changed meanwhile: reload to see where it stands');
    const attachment = deleted.attachmentId
      ? await attachmentRepo.deleteAttachment(tx, tenant.id, deleted.attachmentId)
      : undefined;
    // A request still with the operators never reached the other end.
    const delivery =
      deleted.status === 'pending_moderation' ? null : await member.notifier.countsChanged(tx, tenant.id, [other.id]);
    return { delivery, fileKey: attachment?.fileKey };
  });
  if (delivery) member.notifier.publish(delivery);
  return { fileKey };
};
