import type { AdminBooking, AdminBookingQuery, AdminFacility, FacilityInput } from '@ventura/shared';
import type { z } from 'zod';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import { facilityPolicy } from './policy.ts';
import { presentAdminBooking, presentAdminFacility } from './present.ts';
import * as repo from './repo.ts';
import { bookingNotFound, facilityNotFound, tellMember } from './service.ts';

/* The console's side of facilities: the facilities themselves, the bookings calendar, and decisions. */

type FacilityFields = z.output<typeof FacilityInput>;

export const assertOperator = (m: Member) => {
  if (!facilityPolicy.manage(m.auth)) throw forbidden('Facilities are managed by the tenant’s operators');
};

/** GET admin/facilities: every facility, inactive ones too, with how many bookings wait for approval. */
export const facilities = async (m: Member): Promise<AdminFacility[]> => {
  assertOperator(m);
  const [rows, pending] = await Promise.all([repo.listAll(m.db, m.tenant.id), repo.pendingCounts(m.db, m.tenant.id)]);
  return rows.map((row) => presentAdminFacility(row, pending.get(row.id) ?? 0));
};

const adminFacility = async (m: Member, row: repo.FacilityRow) =>
  presentAdminFacility(row, (await repo.pendingCounts(m.db, m.tenant.id)).get(row.id) ?? 0);

export const create = async (m: Member, input: FacilityFields) => {
  assertOperator(m);
  const stored = await repo.insertFacility(m.db, { tenantId: m.tenant.id, ...input });
  if (!stored) throw conflict('The facility could not be stored: try again');
  return adminFacility(m, stored);
};

/**
 * PATCH admin/facilities/{uuid}: the whole facility. Bookings already made keep their time even when the
 * hours or grid change; operators cancel those that no longer fit.
 */
export const update = async (m: Member, uuid: string, input: FacilityFields) => {
  assertOperator(m);
  const stored = await repo.updateFacility(m.db, m.tenant.id, uuid, input);
  if (!stored) throw notFound(facilityNotFound);
  return adminFacility(m, stored);
};

/** GET admin/facility-bookings: bookings in a window (a day or week of one facility), by start. */
export const calendar = async (m: Member, query: AdminBookingQuery) => {
  assertOperator(m);
  let facilityId: number | undefined;
  if (query.facility) {
    const facility = await repo.findFacility(m.db, m.tenant.id, query.facility);
    if (!facility) throw notFound(facilityNotFound);
    facilityId = facility.id;
  }
  const window = pageWindow(query);
  const { rows, matching } = repo.calendarPage(
    m.db,
    m.tenant.id,
    {
      ...(facilityId === undefined ? {} : { facilityId }),
      ...(query.status ? { status: query.status } : {}),
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
    },
    window,
  );
  const counted = await countedPage(m.db, await rows, window, matching);
  const now = new Date();
  const items: AdminBooking[] = counted.rows.map((row) => presentAdminBooking(row, m.auth, now));
  return pageAnswer(items, counted.total, query);
};

const bookingOf = async (m: Member, uuid: string) => {
  const row = await repo.findBooking(m.db, m.tenant.id, uuid);
  if (!row) throw notFound(bookingNotFound);
  return row;
};

/** Why a booking cannot be decided, in words. */
const undecidable = (row: repo.BookingRow) =>
  row.status === 'pending'
    ? conflict('This booking has started: it can only be declined')
    : conflict(`This booking is ${row.status}: only bookings waiting for approval are decided`);

const decide = async (m: Member, uuid: string, decision: { approve: boolean; reason: string }) => {
  assertOperator(m);
  const row = await bookingOf(m, uuid);
  const allowed = decision.approve ? facilityPolicy.approve(m.auth, row) : facilityPolicy.decline(m.auth, row);
  if (!allowed) throw undecidable(row);
  const delivery = await m.db.transaction(async (tx) => {
    const moved = await repo.moveBooking(tx, m.tenant.id, row.id, ['pending'], {
      status: decision.approve ? 'confirmed' : 'declined',
      decidedByUserId: m.auth.user.id,
      decidedAt: new Date(),
      declineReason: decision.approve ? null : decision.reason || null,
    });
    if (!moved) throw conflict('This booking was decided meanwhile: reload it');
    return tellMember(m, tx, row, {
      kind: 'booking_decided',
      title: decision.approve
        ? `Your booking of ${row.facilityName} is confirmed`
        : `Your booking of ${row.facilityName} was declined`,
      detail: decision.approve ? '' : decision.reason ? `Reason: ${decision.reason}` : '',
    });
  });
  m.notifier.publish(delivery);
  return presentAdminBooking(await bookingOf(m, uuid), m.auth);
};

/** POST admin/facility-bookings/{uuid}/approve: a pending booking, before it starts; the member is told. */
export const approve = (m: Member, uuid: string) => decide(m, uuid, { approve: true, reason: '' });

/** POST admin/facility-bookings/{uuid}/decline: a pending booking, with an optional reason; its time is free again. */
export const decline = (m: Member, uuid: string, reason: string) => decide(m, uuid, { approve: false, reason });
