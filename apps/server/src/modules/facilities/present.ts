import type { AdminBooking, AdminFacility, Booking, Facility, FacilityKind } from '@ventura/shared';
import type { AuthContext } from '../../platform/identity/caller.ts';
import { cancelUntil, facilityPolicy } from './policy.ts';
import type { BookingRow, FacilityRow } from './repo.ts';

export const presentFacility = (row: FacilityRow): Facility => ({
  uuid: row.uuid,
  name: row.name,
  kind: row.kind as FacilityKind,
  description: row.description,
  location: row.location,
  capacity: row.capacity,
  openingHours: row.openingHours,
  timeZone: row.timeZone,
  slotMinutes: row.slotMinutes,
  cancelCutoffHours: row.cancelCutoffHours,
  needsApproval: row.needsApproval,
  rules: row.rules,
  photos: row.photos,
});

export const presentAdminFacility = (row: FacilityRow, pendingBookings: number): AdminFacility => ({
  ...presentFacility(row),
  active: row.active,
  pendingBookings,
});

export const presentBooking = (row: BookingRow, auth: AuthContext, now = new Date()): Booking => ({
  uuid: row.uuid,
  facility: {
    uuid: row.facilityUuid,
    name: row.facilityName,
    kind: row.facilityKind as FacilityKind,
    location: row.facilityLocation,
    timeZone: row.timeZone,
  },
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  seats: row.seats,
  purpose: row.purpose,
  status: row.status as Booking['status'],
  declineReason: row.declineReason,
  createdAt: row.createdAt.toISOString(),
  cancelUntil: cancelUntil(row).toISOString(),
  can: {
    cancel: facilityPolicy.cancel(auth, row, now),
    approve: facilityPolicy.approve(auth, row, now),
    decline: facilityPolicy.decline(auth, row),
  },
});

/** The console's booking: who booked it, for operators only. */
export const presentAdminBooking = (row: BookingRow, auth: AuthContext, now = new Date()): AdminBooking => ({
  ...presentBooking(row, auth, now),
  member: { name: row.memberName, email: row.memberEmail },
});
