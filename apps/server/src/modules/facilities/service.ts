import {
  type Booking,
  type BookingInput,
  type Facility,
  type FacilityQuery,
  type FacilitySlotDay,
  type FacilitySlotQuery,
  type FacilitySlots,
  facilityLimits,
  type MyBookingQuery,
  minutesOfClock,
} from '@ventura/shared';
import type { z } from 'zod';
import { icsFile } from '../../platform/calendar/ics.ts';
import { whenText } from '../../platform/calendar/when.ts';
import { isExclusionViolation } from '../../platform/db/errors.ts';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { operatorUserIds } from '../../platform/identity/index.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { addDays, clockText, instantOf, wallOf, weekdayOf } from './clock.ts';
import { cancelUntil, facilityPolicy } from './policy.ts';
import { presentBooking, presentFacility } from './present.ts';
import * as repo from './repo.ts';

export const facilityNotFound = 'Facility not found';
export const bookingNotFound = 'Booking not found';
export const slotTaken = 'That time is already booked: choose another free slot';
export const myBookingsPath = '/facilities-management/my-bookings';

const minute = 60_000;

type NewBooking = z.output<typeof BookingInput>;

/** An active facility, or 404 (an inactive one is not there for members). */
const activeFacility = async (ctx: Context, uuid: string) => {
  const row = await repo.findFacility(ctx.db, ctx.tenant.id, uuid);
  if (!row?.active) throw notFound(facilityNotFound);
  return row;
};

/** GET facilities: the active ones, A to Z. */
export const list = async (ctx: Context, query: FacilityQuery): Promise<Facility[]> =>
  (await repo.listActive(ctx.db, ctx.tenant.id, query)).map(presentFacility);

export const detail = async (ctx: Context, uuid: string) => presentFacility(await activeFacility(ctx, uuid));

// ---- The grid ----

type GridSlot = { startsAt: Date; endsAt: Date; time: string };

/** The slots of one date in the facility's zone: each opening period of its weekday cut into whole slots. */
const gridOn = (facility: repo.FacilityRow, date: string): GridSlot[] => {
  const weekday = weekdayOf(date);
  const periods = facility.openingHours
    .filter((period) => period.day === weekday)
    .sort((a, b) => minutesOfClock(a.opens) - minutesOfClock(b.opens));
  const slots: GridSlot[] = [];
  for (const period of periods) {
    const closes = minutesOfClock(period.closes);
    for (let at = minutesOfClock(period.opens); at + facility.slotMinutes <= closes; at += facility.slotMinutes) {
      const startsAt = instantOf(date, at, facility.timeZone);
      const endsAt = instantOf(date, at + facility.slotMinutes, facility.timeZone);
      // A wall time the clocks skip (spring forward) is no slot.
      if (startsAt && endsAt && endsAt > startsAt) slots.push({ startsAt, endsAt, time: clockText(at) });
    }
  }
  return slots;
};

/**
 * GET facilities/{uuid}/slots: the grid of a date (today in the facility's zone when not given) and the days
 * after it, each slot free, taken, the caller's own, or past. Who holds a taken slot is never said.
 */
export const slots = async (ctx: Context, uuid: string, query: FacilitySlotQuery): Promise<FacilitySlots> => {
  const facility = await activeFacility(ctx, uuid);
  const now = new Date();
  const first = query.date ?? wallOf(now, facility.timeZone).date;
  const dates = Array.from({ length: query.days }, (_, i) => addDays(first, i));
  const grids = dates.map((date) => gridOn(facility, date));
  const all = grids.flat();
  const from = all[0]?.startsAt;
  const to = all.at(-1)?.endsAt;
  const held = from && to ? await repo.liveBookingsBetween(ctx.db, ctx.tenant.id, facility.id, from, to) : [];
  const me = ctx.auth?.user.id;
  const days: FacilitySlotDay[] = dates.map((date, i) => ({
    date,
    weekday: weekdayOf(date),
    slots: (grids[i] ?? []).map((slot) => {
      const holder = held.find((booking) => booking.startsAt < slot.endsAt && booking.endsAt > slot.startsAt);
      const state = holder ? (holder.userId === me ? 'mine' : 'taken') : slot.startsAt <= now ? 'past' : 'free';
      return { startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString(), time: slot.time, state };
    }),
  }));
  return { timeZone: facility.timeZone, slotMinutes: facility.slotMinutes, days };
};

// ---- Booking ----

/**
 * The time a booking asks for, checked against the facility: ahead (within the horizon), whole slots on
 * its grid inside one opening period, and seats within capacity. A 400 naming the field otherwise.
 */
const checkedTime = (facility: repo.FacilityRow, input: NewBooking) => {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const now = Date.now();
  if (endsAt <= startsAt) throw badRequest('A booking ends after it starts', ['body.endsAt: Ends after it starts']);
  if (startsAt.getTime() <= now) throw badRequest('This time has passed', ['body.startsAt: This time has passed']);
  if (startsAt.getTime() > now + facilityLimits.horizonDays * 1440 * minute) {
    const message = `Bookings open ${facilityLimits.horizonDays} days ahead`;
    throw badRequest(message, [`body.startsAt: ${message}`]);
  }
  if (input.seats > facility.capacity) {
    const message = `${facility.name} holds at most ${facility.capacity} ${facility.capacity === 1 ? 'person' : 'people'}`;
    throw badRequest(message, [`body.seats: ${message}`]);
  }
  const wall = wallOf(startsAt, facility.timeZone);
  const length = Math.round((endsAt.getTime() - startsAt.getTime()) / minute);
  const period = facility.openingHours.find(
    (p) =>
      p.day === wall.weekday &&
      minutesOfClock(p.opens) <= wall.minutes &&
      wall.minutes + length <= minutesOfClock(p.closes),
  );
  if (!period) {
    const message = `${facility.name} is not open for all of that time`;
    throw badRequest(message, [`body.startsAt: ${message}`]);
  }
  const onGrid = (wall.minutes - minutesOfClock(period.opens)) % facility.slotMinutes === 0;
  const whole = length % facility.slotMinutes === 0;
  const sameClock = instantOf(wall.date, wall.minutes + length, facility.timeZone)?.getTime() === endsAt.getTime();
  if (!onGrid || !whole || !sameClock) {
    const message = `Book whole ${facility.slotMinutes}-minute slots as the grid shows them`;
    throw badRequest(message, [`body.startsAt: ${message}`]);
  }
  return { startsAt, endsAt };
};

/** Tells the member of a booking what happened to it (approved, declined, cancelled by an operator). */
export const tellMember = async (
  m: Member,
  tx: Member['db'],
  booking: repo.BookingRow,
  notice: { kind: 'booking_decided' | 'booking_cancelled'; title: string; detail: string },
) => {
  const when = whenText(booking.startsAt, booking.timeZone);
  const link = `${await m.origin(tx)}${myBookingsPath}`;
  return m.notifier.record(tx, {
    tenantId: m.tenant.id,
    userIds: [booking.userId],
    kind: notice.kind,
    title: notice.title,
    body: `${when}. ${notice.detail}`.trim(),
    url: myBookingsPath,
    email: {
      notice: 'bookingUpdates',
      subject: notice.title,
      text: `${notice.title}\n\n${booking.facilityName}, ${when}.\n${notice.detail}\n\nYour bookings: ${link}`,
    },
  });
};

const bookingOf = async (m: Member, uuid: string) => {
  const row = await repo.findBooking(m.db, m.tenant.id, uuid);
  if (!row) throw notFound(bookingNotFound);
  return row;
};

/**
 * POST facilities/{uuid}/bookings: books whole free slots; confirmed at once, or pending (and the operators
 * told) when the facility needs approval. The database refuses an overlap with any live booking, so of many
 * members booking one slot at once exactly one gets it; the others hear 409.
 */
export const book = async (m: Member, uuid: string, input: NewBooking): Promise<Booking> => {
  const facility = await activeFacility(m, uuid);
  const { startsAt, endsAt } = checkedTime(facility, input);
  if ((await repo.upcomingCount(m.db, m.tenant.id, m.auth.user.id)) >= facilityLimits.maxUpcomingPerMember) {
    throw conflict(`You hold ${facilityLimits.maxUpcomingPerMember} upcoming bookings: cancel one to book another`);
  }
  const status = facility.needsApproval ? 'pending' : 'confirmed';
  let stored: { uuid: string } | undefined;
  let delivery: Awaited<ReturnType<Member['notifier']['record']>> | undefined;
  try {
    await m.db.transaction(async (tx) => {
      // Bookings of one facility queue behind its row: concurrent inserts checked by the exclusion
      // constraint alone could deadlock in PostgreSQL (a 500) instead of one winning and the rest hearing 409.
      await repo.lockFacility(tx, m.tenant.id, facility.id);
      stored = await repo.insertBooking(tx, {
        tenantId: m.tenant.id,
        facilityId: facility.id,
        userId: m.auth.user.id,
        profileId: m.auth.profile.id,
        startsAt,
        endsAt,
        seats: input.seats,
        purpose: input.purpose,
        status,
      });
      if (status !== 'pending') return;
      const operators = await operatorUserIds(tx, m.tenant.id);
      if (operators.length === 0) return;
      const when = whenText(startsAt, facility.timeZone);
      const title = `${m.auth.user.name || 'A member'} asks to book ${facility.name}`;
      delivery = await m.notifier.record(tx, {
        tenantId: m.tenant.id,
        userIds: operators,
        kind: 'booking_requested',
        title,
        body: `${when}${input.purpose ? `: ${input.purpose}` : ''}`,
        url: '/admin/facility-bookings',
        email: {
          notice: 'bookingUpdates',
          subject: title,
          text: `${title}\n\n${when}, ${input.seats} ${input.seats === 1 ? 'person' : 'people'}.\n${input.purpose}\n\nApprove or decline: ${await m.origin(tx)}/admin/facility-bookings`,
        },
      });
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(slotTaken);
    throw error;
  }
  if (delivery) m.notifier.publish(delivery);
  if (!stored) throw new HttpError(500, 'The booking could not be stored');
  return presentBooking(await bookingOf(m, stored.uuid), m.auth);
};

/** GET bookings/mine: the caller's bookings, upcoming (soonest first) or past (latest first). */
export const mine = async (m: Member, query: MyBookingQuery) => {
  const window = pageWindow(query);
  const { rows, matching } = repo.myBookingsPage(m.db, m.tenant.id, m.auth.user.id, query.when, window);
  const counted = await countedPage(m.db, await rows, window, matching);
  const now = new Date();
  return pageAnswer(
    counted.rows.map((row) => presentBooking(row, m.auth, now)),
    counted.total,
    query,
  );
};

/** GET bookings/{uuid}: one booking the caller may see (theirs, or any for operators). */
export const visibleBooking = async (m: Member, uuid: string) => {
  const row = await bookingOf(m, uuid);
  // Another member's booking is not there for the caller (404, not 403: its existence is not theirs to know).
  if (!facilityPolicy.see(m.auth, row)) throw notFound(bookingNotFound);
  return row;
};

export const booking = async (m: Member, uuid: string) => presentBooking(await visibleBooking(m, uuid), m.auth);

/**
 * POST bookings/{uuid}/cancel: its member until the facility's cut-off, operators until it ends (and the
 * member is told). The time is free again at once.
 */
export const cancel = async (m: Member, uuid: string): Promise<Booking> => {
  const row = await visibleBooking(m, uuid);
  const now = new Date();
  if (!facilityPolicy.cancel(m.auth, row, now)) {
    if (row.status === 'cancelled' || row.status === 'declined')
      throw conflict(`This booking is ${row.status} already`);
    if (row.endsAt <= now) throw conflict('This booking has ended');
    throw conflict(
      `Bookings of ${row.facilityName} can be cancelled until ${row.cancelCutoffHours} hours before they start (${whenText(cancelUntil(row), row.timeZone)})`,
    );
  }
  const byOperator = row.userId !== m.auth.user.id;
  const delivery = await m.db.transaction(async (tx) => {
    const moved = await repo.moveBooking(tx, m.tenant.id, row.id, ['pending', 'confirmed'], {
      status: 'cancelled',
      cancelledAt: now,
    });
    if (!moved) throw conflict('This booking changed meanwhile: reload it');
    if (!byOperator) return undefined;
    return tellMember(m, tx, row, {
      kind: 'booking_cancelled',
      title: `Your booking of ${row.facilityName} was cancelled`,
      detail: `Cancelled by ${m.tenant.name}.`,
    });
  });
  if (delivery) m.notifier.publish(delivery);
  return presentBooking(await bookingOf(m, uuid), m.auth);
};

/** GET bookings/{uuid}/ics: the booking as a calendar file (tentative while pending, cancelled once freed). */
export const ics = async (m: Member, uuid: string) => {
  const row = await visibleBooking(m, uuid);
  const origin = await m.origin(m.db);
  const status = row.status === 'confirmed' ? 'CONFIRMED' : row.status === 'pending' ? 'TENTATIVE' : 'CANCELLED';
  const text = icsFile({
    uid: `facility-booking-${row.uuid}`,
    title: `${row.facilityName} (${m.tenant.name})`,
    description: [row.purpose, `${row.seats} ${row.seats === 1 ? 'person' : 'people'}`].filter(Boolean).join('\n'),
    location: row.facilityLocation || null,
    url: `${origin}${myBookingsPath}`,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status,
    // Each move of the workflow (pending, then confirmed or freed) makes calendars take the newer file.
    sequence:
      row.status === 'pending'
        ? 0
        : row.status === 'confirmed' && !row.decidedAt
          ? 0
          : row.status === 'confirmed'
            ? 1
            : 2,
    alarmMinutes: 30,
  });
  return { text, fileName: `${row.facilityName}-booking.ics` };
};
