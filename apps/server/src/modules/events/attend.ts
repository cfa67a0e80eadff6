import { type Answers, checkAnswers, type EventBooking, type PublicEventRegistration } from '@ventura/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { brokenUniqueIndex } from '../../platform/db/errors.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, HttpError } from '../../platform/errors.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import { paymentTerms } from '../../platform/payments/index.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { confirmRegistration } from './notify.ts';
import { eventPolicy } from './policy.ts';
import { ticketOf } from './present.ts';
import * as repo from './repo.ts';
import { type Context, type Member, presentOne, publicEvent, visibleEvent } from './service.ts';
import { eventRegistrations, events } from './tables.ts';
import { instantOf, wallOf } from './time.ts';

export const eventFull = 'This event is full';
export const slotTaken = 'That slot is taken';
const notOpen = 'This event is not open for registration';
const notASlot = 'That time is not a free slot of this event';

type Slot = { startsAt: Date; endsAt: Date };

/** The slot a booking names, in the registrant's time zone: one of the event's, free to book and ahead. */
export const slotOf = (event: repo.EventRow, booking: z.output<typeof EventBooking>, now = new Date()): Slot => {
  const minutes = event.slotMinutes ?? 0;
  if (!booking.date || !booking.timeFrom || !booking.timeTo) {
    const missing = (['date', 'timeFrom', 'timeTo'] as const).filter((key) => !booking[key]);
    throw badRequest(
      'Choose a slot: its date, timeFrom and timeTo',
      missing.map((key) => `body.${key}: Choose a slot of ${minutes} minutes`),
    );
  }
  const startsAt = instantOf(booking.date, booking.timeFrom, booking.timeZone);
  const endsAt = instantOf(booking.date, booking.timeTo, booking.timeZone);
  const step = minutes * 60_000;
  const fromStart = startsAt.getTime() - event.startsAt.getTime();
  const fits =
    endsAt.getTime() - startsAt.getTime() === step &&
    fromStart >= 0 &&
    fromStart % step === 0 &&
    endsAt <= event.endsAt &&
    startsAt > now;
  if (!fits) throw badRequest(notASlot, [`body.timeFrom: ${notASlot}`]);
  return { startsAt, endsAt };
};

/** GET events/{uuid}/slots: the free slots of an office-hours event, ahead of now, in `zone`. */
export const freeSlots = async (ctx: Context, uuid: string, zone: string | undefined) => {
  const event = await visibleEvent(ctx, uuid);
  if (!event.slotMinutes) throw badRequest('This event has no slots to book');
  const timeZone = zone ?? event.timeZone;
  const now = new Date();
  const held = await repo.heldSlots(ctx.db, ctx.tenant.id, event.id, event.startsAt);
  const step = event.slotMinutes * 60_000;
  const slots = [];
  for (let at = event.startsAt.getTime(); at + step <= event.endsAt.getTime() && slots.length < 500; at += step) {
    if (at <= now.getTime() || held.has(at)) continue;
    const startsAt = new Date(at);
    const endsAt = new Date(at + step);
    const from = wallOf(startsAt, timeZone);
    slots.push({
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      date: from.date,
      timeFrom: from.time,
      timeTo: wallOf(endsAt, timeZone).time,
    });
  }
  return { timeZone, slotMinutes: event.slotMinutes, slots };
};

const checkedAnswers = (event: repo.EventRow, answers: Answers) => {
  const checked = checkAnswers(event.questions, answers, { complete: true });
  if (checked.errors.length > 0) {
    throw badRequest(
      'Some answers need attention',
      checked.errors.map((error) => `body.${error}`),
    );
  }
  return checked.answers;
};

type Registrant =
  | { kind: 'member'; profileId: number; userId: string; name: string; email: string | null }
  | { kind: 'visitor'; name: string; email: string };

type Change = {
  responseAction: z.output<typeof EventBooking>['responseAction'];
  timeZone: string;
  offset: number;
  meetingAgenda?: string | undefined;
  answers?: Answers | undefined;
  slot: Slot | null;
  /** A paid ticket's seat, held since checkout: it is this registrant's whatever the count says. */
  seatHeld?: boolean;
};

/**
 * Registers (or changes the answer of) one registrant under a lock on the event's row, so the count of
 * attending places and the capacity are read and written by one registration at a time. Answers the
 * registration and whether it is new; a newly standing registration (or a new slot) is confirmed.
 */
export const register = async (ctx: Context, event: repo.EventRow, who: Registrant, change: Change) => {
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockEvent(tx, ctx.tenant.id, event.id);
      if (!locked || !eventPolicy.register(locked)) throw conflict(notOpen);
      const existing =
        who.kind === 'member'
          ? await repo.memberRegistration(tx, ctx.tenant.id, locked.id, who.profileId)
          : await repo.visitorRegistration(tx, ctx.tenant.id, locked.id, who.email);
      const wasAttending = existing?.responseAction === 'attending';
      const attending = change.responseAction === 'attending';
      if (
        attending &&
        !wasAttending &&
        !change.seatHeld &&
        locked.capacity !== null &&
        locked.attendingCount >= locked.capacity
      ) {
        throw conflict(eventFull);
      }
      const slot = change.responseAction === 'declined' ? null : change.slot;
      const values = {
        responseAction: change.responseAction,
        timeZone: change.timeZone,
        utcOffset: change.offset,
        slotStartsAt: slot?.startsAt ?? null,
        slotEndsAt: slot?.endsAt ?? null,
        ...(change.meetingAgenda === undefined ? {} : { meetingAgenda: change.meetingAgenda }),
        ...(change.answers === undefined ? {} : { answers: change.answers }),
        name: who.name,
        updatedAt: new Date(),
      };
      const [registration] = existing
        ? await tx
            .update(eventRegistrations)
            .set(values)
            .where(and(eq(eventRegistrations.tenantId, ctx.tenant.id), eq(eventRegistrations.id, existing.id)))
            .returning()
        : await tx
            .insert(eventRegistrations)
            .values({
              ...values,
              tenantId: ctx.tenant.id,
              eventId: locked.id,
              profileId: who.kind === 'member' ? who.profileId : null,
              email: who.kind === 'visitor' ? who.email : null,
            })
            .returning();
      if (!registration) throw new Error('the registration was not stored');
      const delta = (attending ? 1 : 0) - (wasAttending ? 1 : 0);
      if (delta !== 0) {
        await tx
          .update(events)
          .set({ attendingCount: sql`${events.attendingCount} + ${delta}` })
          .where(and(eq(events.tenantId, ctx.tenant.id), eq(events.id, locked.id)));
      }
      const standsNow = change.responseAction !== 'declined';
      const answerChanged = existing?.responseAction !== change.responseAction;
      const slotChanged = existing?.slotStartsAt?.getTime() !== registration.slotStartsAt?.getTime();
      let delivery: Delivery | null = null;
      if (standsNow && (answerChanged || slotChanged)) {
        delivery = await confirmRegistration(tx, ctx, {
          event: locked,
          registration,
          email: who.email,
          userId: who.kind === 'member' ? who.userId : null,
          reminders: existing === undefined || existing.responseAction === 'declined' || slotChanged,
        });
      }
      return { registration, created: existing === undefined, delivery };
    });
    if (result.delivery) ctx.notifier.publish(result.delivery);
    return result;
  } catch (error) {
    const index = brokenUniqueIndex(error);
    if (index?.includes('event_registrations_slot_key')) throw conflict(slotTaken);
    if (index !== null) throw conflict('You registered for this event a moment ago: try again');
    throw error;
  }
};

/** POST events/{uuid}/attend and attend2 (with answers): a member registers or changes their answer. */
export const attend = async (
  m: Member,
  uuid: string,
  booking: z.output<typeof EventBooking> & { answers?: Answers },
) => {
  const event = await visibleEvent(m, uuid);
  if (!eventPolicy.register(event)) throw conflict(notOpen);
  await refusePaid(m, event);
  const answers = booking.answers === undefined ? undefined : checkedAnswers(event, booking.answers);
  const slot = event.slotMinutes && booking.responseAction !== 'declined' ? slotOf(event, booking) : null;
  const { registration, created } = await register(
    m,
    event,
    {
      kind: 'member',
      profileId: m.auth.profile.id,
      userId: m.auth.user.id,
      name: m.auth.user.name,
      email: m.auth.user.email,
    },
    {
      responseAction: booking.responseAction,
      timeZone: booking.timeZone,
      offset: booking.offset,
      meetingAgenda: booking.meetingAgenda,
      answers,
      slot,
    },
  );
  const fresh = await repo.findEvent(m.db, m.tenant.id, uuid);
  return { created, event: await presentOne(m, fresh ?? event), registration };
};

/** GET events/{uuid}/questions. */
export const questions = async (ctx: Context, uuid: string) => (await visibleEvent(ctx, uuid)).questions;

/** POST events/{uuid}/submit-answers: the caller's answers, once registered. */
export const submitAnswers = async (m: Member, uuid: string, answers: Answers) => {
  const event = await visibleEvent(m, uuid);
  const registration = await repo.memberRegistration(m.db, m.tenant.id, event.id, m.auth.profile.id);
  if (!registration) throw forbidden('Register for this event first, then answer its questions');
  const checked = checkedAnswers(event, answers);
  await m.db
    .update(eventRegistrations)
    .set({ answers: checked, updatedAt: new Date() })
    .where(and(eq(eventRegistrations.tenantId, m.tenant.id), eq(eventRegistrations.id, registration.id)));
  return presentOne(m, event);
};

/** A paid event is attended with a ticket bought through checkout (docs/payments.md), never by this call. */
const refusePaid = async (ctx: Context, event: repo.EventRow) => {
  if (ticketOf(event, await paymentTerms(ctx.db, ctx.tenant.id))) {
    throw new HttpError(422, paidEvent, [paidEvent]);
  }
};
export const paidEvent = 'This event has paid tickets: buy one to attend';

const visitorsPerHour = 10;
const perEmailAndEvent = 3;

/** POST events/public/{uuid}/attend2: a visitor registers to a public event by name and email. */
export const attendAsVisitor = async (ctx: Context, uuid: string, body: z.output<typeof PublicEventRegistration>) => {
  const event = await publicEvent(ctx, uuid);
  const email = body.email.toLowerCase();
  await throttle(ctx.db, ctx.tenant.id, [
    {
      key: `event-visitor:ip:${ctx.ip}`,
      limit: { limit: visitorsPerHour, windowSeconds: 3600 },
      message: 'Too many registrations from this address. Please try again in an hour.',
    },
    {
      key: `event-visitor:${event.id}:${email}`,
      limit: { limit: perEmailAndEvent, windowSeconds: 3600 },
      message: 'Too many registrations with this email. Please try again in an hour.',
    },
  ]);
  if (!eventPolicy.register(event)) throw conflict(notOpen);
  if (event.slotMinutes) throw conflict('Office hours are booked by members: sign in to book a slot');
  await refusePaid(ctx, event);
  const answers = checkedAnswers(event, body.answers);
  const { created } = await register(
    ctx,
    event,
    { kind: 'visitor', name: body.name, email },
    { responseAction: 'attending', timeZone: body.timeZone, offset: body.offset, answers, slot: null },
  );
  const fresh = await repo.findEvent(ctx.db, ctx.tenant.id, uuid);
  return { created, event: await presentOne(ctx, fresh ?? event) };
};

export type { Db };
