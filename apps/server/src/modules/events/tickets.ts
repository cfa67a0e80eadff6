import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { conflict, HttpError } from '../../platform/errors.ts';
import { paymentTerms } from '../../platform/payments/index.ts';
import { eventFull, register } from './attend.ts';
import { eventPolicy } from './policy.ts';
import { ticketOf } from './present.ts';
import * as repo from './repo.ts';
import { type Context, visibleEvent } from './service.ts';
import { eventSeatHolds } from './tables.ts';

/*
 * Paid tickets (docs/payments.md), for the payments feature: a seat is held while the member pays, taken
 * when the provider confirms (the member is registered), released when the payment fails or runs out.
 */

const alreadyAttending = 'You already have a place at this event';

/** An event a member may buy a ticket for: visible, open, with a price on a tenant that takes payments. */
export const ticketedEvent = async (ctx: Context, uuid: string) => {
  const event = await visibleEvent(ctx, uuid);
  if (!eventPolicy.register(event)) throw conflict('This event is not open for registration');
  const ticket = ticketOf(event, await paymentTerms(ctx.db, ctx.tenant.id));
  if (!ticket) {
    const message = 'This event is free: register for it instead';
    throw new HttpError(422, message, [message]);
  }
  return { event, ticket };
};

/**
 * Holds a seat for an order until `until`, under the event's lock: the attending places and the seats held
 * by others must leave one free. A member already attending is refused.
 */
export const holdSeat = async (
  tx: Db,
  tenantId: string,
  hold: { eventId: number; userId: string; profileId: number; orderUuid: string; until: Date },
) => {
  const locked = await repo.lockEvent(tx, tenantId, hold.eventId);
  if (!locked || !eventPolicy.register(locked)) throw conflict('This event is not open for registration');
  const existing = await repo.memberRegistration(tx, tenantId, locked.id, hold.profileId);
  if (existing && existing.responseAction !== 'declined') throw conflict(alreadyAttending);
  if (locked.capacity !== null) {
    const [held] = await tx
      .select({ value: count() })
      .from(eventSeatHolds)
      .where(
        and(
          eq(eventSeatHolds.tenantId, tenantId),
          eq(eventSeatHolds.eventId, locked.id),
          gt(eventSeatHolds.holdUntil, sql`now()`),
        ),
      );
    if (locked.attendingCount + (held?.value ?? 0) >= locked.capacity) throw conflict(eventFull);
  }
  await tx.insert(eventSeatHolds).values({
    tenantId,
    eventId: locked.id,
    userId: hold.userId,
    orderUuid: hold.orderUuid,
    holdUntil: hold.until,
  });
};

/** Lets an order's seat go (the payment failed or was abandoned). */
export const releaseSeat = (db: Db, tenantId: string, orderUuid: string) =>
  db.delete(eventSeatHolds).where(and(eq(eventSeatHolds.tenantId, tenantId), eq(eventSeatHolds.orderUuid, orderUuid)));

/**
 * The payment for a ticket is confirmed: the buyer is registered as attending (the held seat is theirs even
 * when the hold ran out meanwhile: they paid), with the usual confirmation email and reminders.
 */
export const admitTicketHolder = async (
  ctx: Context,
  holder: {
    eventId: number;
    orderUuid: string;
    profileId: number;
    userId: string;
    name: string;
    email: string | null;
  },
) => {
  const event = await repo.eventById(ctx.db, ctx.tenant.id, holder.eventId);
  if (!event) return;
  await register(
    ctx,
    event,
    { kind: 'member', profileId: holder.profileId, userId: holder.userId, name: holder.name, email: holder.email },
    { responseAction: 'attending', timeZone: event.timeZone, offset: 0, slot: null, seatHeld: true },
  );
  await releaseSeat(ctx.db, ctx.tenant.id, holder.orderUuid);
};

/** A refunded ticket gives its place back: the registration is declined. */
export const revokeTicket = async (
  ctx: Context,
  holder: { eventId: number; profileId: number; userId: string; name: string; email: string | null },
) => {
  const event = await repo.eventById(ctx.db, ctx.tenant.id, holder.eventId);
  if (!event) return;
  await register(
    ctx,
    event,
    { kind: 'member', profileId: holder.profileId, userId: holder.userId, name: holder.name, email: holder.email },
    { responseAction: 'declined', timeZone: event.timeZone, offset: 0, slot: null },
  );
};

/** Uuids of the events of these ids, for presenting orders. */
export const eventUuids = async (db: Db, tenantId: string, ids: number[]) => repo.eventUuids(db, tenantId, ids);
