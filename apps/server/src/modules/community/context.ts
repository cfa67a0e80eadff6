import { communityRoom } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context as RequestContext } from '../../platform/request-context.ts';
import { communityPolicy } from './policy.ts';

/** The request as every feature sees it, and whether link previews may read private addresses (tests only; see config). */
export type Context = RequestContext & { previewsMayReadPrivate: boolean };
export type Member = Context & { auth: AuthContext };

export const postNotFoundMessage = 'Post not found!';
export const commentNotFoundMessage = 'Comment not found';
export const postNotFound = () => notFound(postNotFoundMessage);
export const commentNotFound = () => notFound(commentNotFoundMessage);

export const member = (ctx: Context): Member => {
  if (!ctx.auth) throw forbidden('Sign in to take part in the community');
  return ctx as Member;
};

/** 403 unless the caller may write on the wall at all (approved, or an operator). */
export const participant = (ctx: Context): Member => {
  const m = member(ctx);
  if (!communityPolicy.participate(m.auth)) {
    throw forbidden('The community is open to approved profiles: yours is not approved yet');
  }
  return m;
};

export const publish = (ctx: Context, event: string, payload: unknown) =>
  ctx.realtime.toRoom(ctx.tenant.id, communityRoom, event, payload);

/** Sends the notices a transaction recorded, once it has committed. */
export const deliver = (ctx: Context, deliveries: (Delivery | null)[]) => {
  for (const delivery of deliveries) if (delivery) ctx.notifier.publish(delivery);
};
