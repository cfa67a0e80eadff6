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
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { cutSlots, fitsAvailability, type Interval, isInAvailability } from './slots.ts';
import { availabilities, meetings, type StoredMeetingType } from './tables.ts';

/*
 * Booking a time between two profiles, shared by meetings, proposals, mentorship hours and job interviews:
 * one calendar rule. One place holds the lock order, the availability check and the overlap check (any
 * pending or scheduled meeting or interview of either side), so no two paths can double-book.
 */

export type MeetingRow = typeof meetings.$inferSelect;

export type BookingRequest = {
  tenantId: string;
  /** Who books, and whose clash reads 'You already have…'. */
  organizerProfileId: number;
  /** Null for a signed-out job applicant, who is known by name and email only. */
  attendeeProfileId: number | null;
  attendeeName: string;
  attendeeEmail?: string | null;
  /** The job application an interview belongs to. */
  jobApplicationId?: number | null;
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

/** What a member has open all day, every day: a tenant without the calendar has no availability to keep. */
export const openAllDay: StoredAvailability = { ...defaultAvailability, type: 'anytime' };

/**
 * Pending or scheduled meetings and interviews of any of these profiles overlapping [from, to), but one
 * (being moved or accepted).
 */
export const busyIntervals = async (
  db: Db,
  tenantId: string,
  profileIds: number[],
  span: { from: Date; to: Date; except?: number },
): Promise<(Interval & { id: number; organizerProfileId: number; attendeeProfileId: number | null })[]> => {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      organizerProfileId: meetings.organizerProfileId,
      attendeeProfileId: meetings.attendeeProfileId,
    })
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

/**
 * Takes each person's calendar lock until the transaction ends, lowest id first, so two bookings over the
 * same people never deadlock and the second sees what the first wrote. An advisory lock, not the profile
 * row's: a profile being edited does not hold up a booking, nor a booking the edit.
 */
export const lockProfiles = async (tx: Db, tenantId: string, profileIds: number[]) => {
  const ids = [...new Set(profileIds)].sort((a, b) => a - b);
  for (const id of ids) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar:${tenantId}:${id}`}))`);
  }
};

/** A query's [from, to), refused (400) when backwards or longer than `maxDays`. */
export const rangeOf = (query: { from: string; to: string }, maxDays: number) => {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to <= from) {
    const message = 'To: must come after From';
    throw badRequest(message, [`query.to: ${message}`]);
  }
  if (to.getTime() - from.getTime() > maxDays * 24 * 60 * 60_000) {
    const message = `To: at most ${maxDays} days after From`;
    throw badRequest(message, [`query.to: ${message}`]);
  }
  return { from, to };
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
 * pending or scheduled meeting or interview of either side (409, naming whose: the caller's, or the other
 * person's). `except` is the meeting being moved or accepted. Call it, then write.
 */
export const claimTime = async (
  tx: Db,
  claim: {
    tenantId: string;
    /** Both sides; null for a side without a profile (a signed-out applicant). */
    profileIds: (number | null)[];
    /** The side acting: a clash of theirs reads 'You already have…'. */
    callerProfileId: number;
    hostProfileId: number | null;
    /** The host's availability when it is not their saved one (a tenant without the calendar). */
    hostAvailability?: StoredAvailability;
    stepMinutes: number;
    startsAt: Date;
    durationMinutes: number;
    except?: number;
  },
) => {
  const profileIds = claim.profileIds.filter((id): id is number => id !== null);
  await lockProfiles(tx, claim.tenantId, profileIds);
  if (claim.hostProfileId !== null) {
    const availability = claim.hostAvailability ?? (await availabilityOf(tx, claim.tenantId, claim.hostProfileId));
    const whose = claim.hostProfileId === claim.callerProfileId ? 'your' : 'their';
    if (!fitsAvailability(availability, claim.startsAt, claim.durationMinutes)) {
      throw conflict(`That time is not in ${whose} availability`);
    }
    if (!isInAvailability(availability, claim.startsAt, claim.durationMinutes, claim.stepMinutes)) {
      const message = `Start: choose one of ${whose} times, which start every ${claim.stepMinutes} minutes`;
      throw badRequest(message, [`body.startsAt: ${message}`]);
    }
  }
  const endsAt = new Date(claim.startsAt.getTime() + claim.durationMinutes * 60_000);
  const taken = await busyIntervals(tx, claim.tenantId, profileIds, {
    from: claim.startsAt,
    to: endsAt,
    except: claim.except,
  });
  const mine = (row: (typeof taken)[number]) =>
    row.organizerProfileId === claim.callerProfileId || row.attendeeProfileId === claim.callerProfileId;
  if (taken.some(mine)) throw conflict('You already have a meeting or interview at that time');
  if (taken.length > 0) throw conflict('This person is not free at that time');
  return endsAt;
};

/**
 * Books a meeting inside the caller's transaction. Refuses a start in the past or within
 * meetingLeadMinutes (400; not for an instant call, which starts now), a time outside the host's
 * availability or overlapping either side's meetings (409).
 */
export const bookMeeting = async (
  tx: Db,
  request: BookingRequest,
  options: { hostAvailability?: StoredAvailability } = {},
): Promise<MeetingRow> => {
  if (request.mode !== 'instant') refuseTooSoon(request.startsAt);
  const endsAt = await claimTime(tx, {
    tenantId: request.tenantId,
    profileIds: [request.organizerProfileId, request.attendeeProfileId],
    callerProfileId: request.organizerProfileId,
    hostProfileId: request.hostProfileId,
    hostAvailability: options.hostAvailability,
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
      attendeeEmail: request.attendeeEmail ?? null,
      jobApplicationId: request.jobApplicationId ?? null,
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
 * `durationMinutes` long (their hourlySlotTime by default), without the times either side is busy (but
 * for the meeting `except`, being moved) or that start too soon. At most maxSlotsPerCall.
 */
export const freeSlots = async (
  db: Db,
  tenant: Pick<Tenant, 'id' | 'settings'>,
  hostProfileId: number,
  from: Date,
  to: Date,
  options: {
    durationMinutes?: number;
    otherProfileId?: number | null;
    except?: number;
    hostAvailability?: StoredAvailability;
  } = {},
): Promise<SlotList> => {
  const availability = options.hostAvailability ?? (await availabilityOf(db, tenant.id, hostProfileId));
  const durationMinutes = options.durationMinutes ?? availability.hourlySlotTime;
  const stepMinutes = stepOf(tenant);
  const profileIds = [hostProfileId, options.otherProfileId].filter((id): id is number => typeof id === 'number');
  const busy =
    availability.type === 'temporary_unavailable'
      ? []
      : await busyIntervals(db, tenant.id, profileIds, {
          from,
          to: new Date(to.getTime() + durationMinutes * 60_000),
          except: options.except,
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
