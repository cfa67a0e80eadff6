import {
  type AvailabilityDate,
  type AvailabilityDay,
  type AvailabilityType,
  defaultSlotStepMinutes,
  type MeetingMode,
  maxSlotsPerCall,
  meetingLeadMinutes,
  type SlotList,
} from '@ventura/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { profiles } from '../../platform/identity/tables.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { cutSlots, fitsAvailability, type Interval, isInAvailability } from './slots.ts';
import { availabilities, meetings, type StoredMeetingType } from './tables.ts';

/*
 * Booking a time between two profiles, shared by meetings, proposals and mentorship hours: one place
 * holds the lock order, the availability check and the overlap check, so no two paths can double-book.
 */

export type MeetingRow = typeof meetings.$inferSelect;

export type BookingRequest = {
  tenantId: string;
  organizerProfileId: number;
  attendeeProfileId: number;
  attendeeName: string;
  awaitingProfileId: number | null;
  /** Whose availability must contain the slot; null skips that check (instant). */
  hostProfileId: number | null;
  /** The tenant's step between slot starts (stepOf): a start off its grid is refused. */
  stepMinutes: number;
  type: StoredMeetingType;
  mode: MeetingMode;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  agenda: string | null;
  status: 'pending' | 'scheduled';
  videoLink: string;
  uuid?: string;
};

export type StoredAvailability = {
  type: AvailabilityType;
  timeZone: string;
  hourlySlotTime: number;
  days: AvailabilityDay[];
  dates: AvailabilityDate[];
  updatedAt: Date | null;
};

/** What a member who never saved an availability has: nothing open. */
export const defaultAvailability: StoredAvailability = {
  type: 'temporary_unavailable',
  timeZone: 'UTC',
  hourlySlotTime: 30,
  days: [],
  dates: [],
  updatedAt: null,
};

/** A profile's availability, or the defaults until they save one. */
export const availabilityOf = async (db: Db, tenantId: string, profileId: number): Promise<StoredAvailability> => {
  const [row] = await db
    .select()
    .from(availabilities)
    .where(and(eq(availabilities.tenantId, tenantId), eq(availabilities.profileId, profileId)))
    .limit(1);
  if (!row) return defaultAvailability;
  return {
    type: row.type,
    timeZone: row.timeZone,
    hourlySlotTime: row.hourlySlotTime,
    days: row.days,
    dates: row.dates,
    updatedAt: row.updatedAt,
  };
};

/** The tenant's step between slot starts. */
export const stepOf = (tenant: Pick<Tenant, 'settings'>) =>
  tenant.settings.meeting_time_slot_difference_in_mins || defaultSlotStepMinutes;

const active = ['pending', 'scheduled'] as const;

/** Pending or scheduled meetings of any of these profiles overlapping [from, to), but one (being moved). */
export const busyIntervals = async (
  db: Db,
  tenantId: string,
  profileIds: number[],
  span: { from: Date; to: Date; except?: number },
): Promise<(Interval & { id: number })[]> => {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        eq(meetings.tenantId, tenantId),
        inArray(meetings.status, [...active]),
        or(inArray(meetings.organizerProfileId, profileIds), inArray(meetings.attendeeProfileId, profileIds)),
        sql`${meetings.startsAt} < ${span.to.toISOString()}::timestamptz`,
        sql`${meetings.endsAt} > ${span.from.toISOString()}::timestamptz`,
        span.except === undefined ? undefined : sql`${meetings.id} <> ${span.except}`,
      ),
    )
    .orderBy(asc(meetings.startsAt));
  return rows;
};

/** Locks the profiles' rows, lowest id first, so two bookings over the same two never deadlock. */
export const lockProfiles = async (tx: Db, tenantId: string, profileIds: number[]) => {
  const ids = [...new Set(profileIds)].sort((a, b) => a - b);
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, ids)))
    .orderBy(asc(profiles.id))
    .for('update');
};

export const startTooSoon = (startsAt: Date, now = new Date()) =>
  startsAt.getTime() < now.getTime() + meetingLeadMinutes * 60_000;

export const refuseTooSoon = (startsAt: Date) => {
  if (startTooSoon(startsAt)) {
    const message = `Start: choose a time at least ${meetingLeadMinutes} minutes from now`;
    throw badRequest(message, [`body.startsAt: ${message}`]);
  }
};

/**
 * Inside the writing transaction: locks both sides, then refuses a time outside the host's availability
 * (409), a start inside it but not one of its slots at the tenant's step (400), or a time overlapping a
 * pending or scheduled meeting of either side (409). `except` is the meeting being moved or accepted.
 * Call it, then write.
 */
export const claimTime = async (
  tx: Db,
  claim: {
    tenantId: string;
    profileIds: number[];
    hostProfileId: number | null;
    stepMinutes: number;
    startsAt: Date;
    durationMinutes: number;
    except?: number;
  },
) => {
  await lockProfiles(tx, claim.tenantId, claim.profileIds);
  if (claim.hostProfileId !== null) {
    const availability = await availabilityOf(tx, claim.tenantId, claim.hostProfileId);
    if (!fitsAvailability(availability, claim.startsAt, claim.durationMinutes)) {
      throw conflict('That time is not in their availability');
    }
    if (!isInAvailability(availability, claim.startsAt, claim.durationMinutes, claim.stepMinutes)) {
      const message = `Start: choose one of their times, which start every ${claim.stepMinutes} minutes`;
      throw badRequest(message, [`body.startsAt: ${message}`]);
    }
  }
  const endsAt = new Date(claim.startsAt.getTime() + claim.durationMinutes * 60_000);
  const [taken] = await busyIntervals(tx, claim.tenantId, claim.profileIds, {
    from: claim.startsAt,
    to: endsAt,
    except: claim.except,
  });
  if (taken) throw conflict('That time is no longer free: choose another');
  return endsAt;
};

/**
 * Books a meeting inside the caller's transaction. Refuses a start in the past or within
 * meetingLeadMinutes (400; not for an instant call, which starts now), a time outside the host's
 * availability or overlapping either side's meetings (409).
 */
export const bookMeeting = async (tx: Db, request: BookingRequest): Promise<MeetingRow> => {
  if (request.mode !== 'instant') refuseTooSoon(request.startsAt);
  const endsAt = await claimTime(tx, {
    tenantId: request.tenantId,
    profileIds: [request.organizerProfileId, request.attendeeProfileId],
    hostProfileId: request.hostProfileId,
    stepMinutes: request.stepMinutes,
    startsAt: request.startsAt,
    durationMinutes: request.durationMinutes,
  });
  const [row] = await tx
    .insert(meetings)
    .values({
      ...(request.uuid ? { uuid: request.uuid } : {}),
      tenantId: request.tenantId,
      type: request.type,
      mode: request.mode,
      organizerProfileId: request.organizerProfileId,
      attendeeProfileId: request.attendeeProfileId,
      attendeeName: request.attendeeName,
      awaitingProfileId: request.awaitingProfileId,
      startsAt: request.startsAt,
      endsAt,
      timeZone: request.timeZone,
      videoLink: request.videoLink,
      agenda: request.agenda,
      status: request.status,
    })
    .returning();
  if (!row) throw new Error('the meeting was not stored');
  return row;
};

/**
 * The host's free slots between two instants: their availability cut at the tenant's step, each
 * `durationMinutes` long (their hourlySlotTime by default), without the times either side is busy or
 * that start too soon. At most maxSlotsPerCall.
 */
export const freeSlots = async (
  db: Db,
  tenant: Pick<Tenant, 'id' | 'settings'>,
  hostProfileId: number,
  from: Date,
  to: Date,
  options: { durationMinutes?: number; otherProfileId?: number } = {},
): Promise<SlotList> => {
  const availability = await availabilityOf(db, tenant.id, hostProfileId);
  const durationMinutes = options.durationMinutes ?? availability.hourlySlotTime;
  const stepMinutes = stepOf(tenant);
  const profileIds = options.otherProfileId === undefined ? [hostProfileId] : [hostProfileId, options.otherProfileId];
  const busy =
    availability.type === 'temporary_unavailable'
      ? []
      : await busyIntervals(db, tenant.id, profileIds, {
          from,
          to: new Date(to.getTime() + durationMinutes * 60_000),
        });
  const slots = cutSlots(availability, {
    from,
    to,
    durationMinutes,
    stepMinutes,
    busy,
    notBefore: new Date(Date.now() + meetingLeadMinutes * 60_000),
    limit: maxSlotsPerCall,
  });
  return {
    timeZone: availability.timeZone,
    type: availability.type,
    durationMinutes,
    stepMinutes,
    slots: slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
  };
};
