import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { connections } from '../connections/tables.ts';
import { hiringProfiles } from '../jobs/tables.ts';
import { callPath } from './call.ts';
import { localDate, wallTimeToInstant } from './slots.ts';
import { availabilities, meetings } from './tables.ts';

const demoZone = 'Asia/Kolkata';
/** Monday to Friday, 09:00 to 17:00. */
const officeHours = [1, 2, 3, 4, 5].map((dayIndex) => ({
  dayIndex,
  times: [{ startTime: '09:00', endTime: '17:00' }],
}));

/** 11:00 India time on the first weekday at least two days from now. */
const nextWeekdayMorning = () => {
  for (let days = 2; days < 10; days += 1) {
    const date = localDate(new Date(Date.now() + days * 24 * 3_600_000), demoZone);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return wallTimeToInstant(date, 11 * 60, demoZone);
  }
  return null;
};

/**
 * Office hours for the tenant's investors, mentors and employers (kept when they already have some), and one
 * pending meeting request between two connected demo people, the host being the one with hours.
 * Running it again adds nothing.
 */
export const seedTenantMeetings = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const hosts = await db
    .select({ id: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenant.tenantId), inArray(profiles.accountType, ['investor', 'mentor'])))
    .orderBy(asc(profiles.id));
  // Employers (every hiring profile) keep office hours too: interviews are booked in them, as meetings are.
  const employers = await db
    .select({ id: hiringProfiles.profileId })
    .from(hiringProfiles)
    .where(eq(hiringProfiles.tenantId, tenant.tenantId));
  for (const profileId of new Set([...hosts, ...employers].map((host) => host.id))) {
    await db
      .insert(availabilities)
      .values({
        tenantId: tenant.tenantId,
        profileId,
        type: 'specific_days',
        timeZone: demoZone,
        hourlySlotTime: 30,
        days: officeHours,
        dates: [],
      })
      .onConflictDoNothing();
  }
  const hostIds = hosts.map((host) => host.id);
  if (hostIds.length === 0) return;
  const [pair] = await db
    .select({ from: connections.fromProfileId, to: connections.toProfileId })
    .from(connections)
    .where(
      and(
        eq(connections.tenantId, tenant.tenantId),
        eq(connections.status, 'accepted'),
        or(inArray(connections.fromProfileId, hostIds), inArray(connections.toProfileId, hostIds)),
      ),
    )
    .orderBy(asc(connections.id))
    .limit(1);
  if (!pair) return;
  const attendeeId = hostIds.includes(pair.to) ? pair.to : pair.from;
  const organizerId = attendeeId === pair.to ? pair.from : pair.to;
  const [already] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.tenantId, tenant.tenantId),
        eq(meetings.organizerProfileId, organizerId),
        eq(meetings.attendeeProfileId, attendeeId),
      ),
    )
    .limit(1);
  const startsAt = nextWeekdayMorning();
  if (already || !startsAt) return;
  const [attendee] = await db
    .select({ name: users.name })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenant.tenantId), eq(profiles.id, attendeeId)))
    .limit(1);
  const uuid = crypto.randomUUID();
  await db.insert(meetings).values({
    uuid,
    tenantId: tenant.tenantId,
    type: 'fundraising',
    mode: 'schedule_later',
    organizerProfileId: organizerId,
    attendeeProfileId: attendeeId,
    attendeeName: attendee?.name ?? 'Demo member',
    awaitingProfileId: attendeeId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    timeZone: demoZone,
    videoLink: callPath(uuid),
    agenda: 'An introduction: our traction so far and the round we are raising.',
    status: 'pending',
  });
};
