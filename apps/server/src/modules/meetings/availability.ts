import { type Availability, type AvailabilityInput, maxSlotRangeDays, type SlotQuery } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import { areConnected } from '../connections/index.ts';
import { availabilityOf, freeSlots, rangeOf, stepOf } from './booking.ts';
import { findProfile } from './lookup.ts';
import { availabilities, mentorOffers } from './tables.ts';

/*
 * A member's availability and free slots (docs/meetings.md, Availability and slots): one availability per
 * member, and the slots another member may book from it.
 */

const presentAvailability = (
  stored: Awaited<ReturnType<typeof availabilityOf>>,
  stepMinutes: number,
): Availability => ({
  type: stored.type,
  timeZone: stored.timeZone,
  hourlySlotTime: stored.hourlySlotTime,
  days: stored.days,
  dates: stored.dates,
  stepMinutes,
  updatedAt: stored.updatedAt?.toISOString() ?? null,
});

/** GET availability: the caller's, or the defaults until saved. */
export const getAvailability = async (m: Member) =>
  presentAvailability(await availabilityOf(m.db, m.tenant.id, m.auth.profile.id), stepOf(m.tenant));

/** PUT availability: replaces it whole. */
export const putAvailability = async (m: Member, body: z.output<typeof AvailabilityInput>) => {
  const days = [...new Map(body.days.map((d) => [d.dayIndex, d])).values()].sort((a, b) => a.dayIndex - b.dayIndex);
  const dates = [...new Map(body.dates.map((d) => [d.date, d])).values()].sort((a, b) => a.date.localeCompare(b.date));
  for (const [where, list] of [
    ['days', days.map((d) => d.times)],
    ['dates', dates.map((d) => d.times)],
  ] as const) {
    for (const times of list) {
      const sorted = [...times].sort((a, b) => a.startTime.localeCompare(b.startTime));
      for (let i = 1; i < sorted.length; i += 1) {
        if ((sorted[i]?.startTime ?? '') < (sorted[i - 1]?.endTime ?? '')) {
          const message = 'Time ranges of one day must not overlap';
          throw badRequest(message, [`body.${where}: ${message}`]);
        }
      }
    }
  }
  const values = {
    type: body.type,
    timeZone: body.timeZone,
    hourlySlotTime: body.hourlySlotTime,
    days,
    dates,
    updatedAt: new Date(),
  };
  await m.db
    .insert(availabilities)
    .values({ tenantId: m.tenant.id, profileId: m.auth.profile.id, ...values })
    .onConflictDoUpdate({ target: [availabilities.tenantId, availabilities.profileId], set: values });
  return getAvailability(m);
};

const activeOffer = async (db: Db, tenantId: string, mentorProfileId: number) => {
  const [offer] = await db
    .select()
    .from(mentorOffers)
    .where(
      and(
        eq(mentorOffers.tenantId, tenantId),
        eq(mentorOffers.mentorProfileId, mentorProfileId),
        eq(mentorOffers.active, true),
      ),
    )
    .limit(1);
  return offer;
};

/**
 * GET availability/{profileUuid}/slots: for a connection of the profile (at their meeting length), or a
 * startup looking at a mentor with an active offer (at the offer's session length).
 */
export const slotsOf = async (m: Member, profileUuid: string, query: z.output<typeof SlotQuery>) => {
  const { from, to } = rangeOf(query, maxSlotRangeDays);
  const host = await findProfile(m.db, m.tenant.id, profileUuid);
  const me = m.auth.profile;
  let durationMinutes: number | undefined;
  if (host.id !== me.id && !(await areConnected(m.db, m.tenant.id, me.id, host.id))) {
    const offer = me.accountType === 'startup' ? await activeOffer(m.db, m.tenant.id, host.id) : undefined;
    if (!offer) throw forbidden('You can only meet your connections');
    durationMinutes = offer.sessionMinutes;
  }
  return freeSlots(m.db, m.tenant, host.id, from, to, {
    durationMinutes,
    otherProfileId: host.id === me.id ? undefined : me.id,
  });
};
