import {
  type Availability,
  type AvailabilityInput,
  type MeetingListQuery,
  type MeetingRangeQuery,
  type MeetingReason,
  maxSlotRangeDays,
  meetingRequestsPerHour,
  type ProposeMeeting,
  type RequestMeeting,
  type SlotQuery,
} from '@ventura/shared';
import { and, asc, desc, eq, gt, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { icsFile } from '../../platform/calendar/ics.ts';
import { whenText } from '../../platform/calendar/when.ts';
import type { Db } from '../../platform/db/index.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { type JobDefinition, jobType } from '../../platform/jobs/index.ts';
import type { Delivery, Notifier } from '../../platform/notify/notifier.ts';
import type { Member } from '../../platform/request-context.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { areConnected } from '../connections/index.ts';
import {
  availabilityOf,
  bookMeeting,
  claimTime,
  freeSlots,
  lockProfiles,
  type MeetingRow,
  rangeOf,
  refuseTooSoon,
  stepOf,
} from './booking.ts';
import {
  meetingPath,
  meetingPolicy,
  newVideoLink,
  otherProfileId,
  peersOf,
  presentMeeting,
  sideOf,
} from './present.ts';
import { availabilities, meetings, mentorOffers } from './tables.ts';

/*
 * The verbs of meetings between members (docs/meetings.md, Availability and slots, Meetings): one
 * availability per member, free slots, and a request that the other side accepts, declines or answers
 * with another time. Every write that takes a time goes through booking.ts under the two profiles' locks.
 */

/** GET meetings/calendar covers at most this many days. */
export const maxCalendarRangeDays = 62;
const maxCalendarItems = 500;
/** The reminder goes this long before a scheduled meeting. */
export const reminderMinutesBefore = 15;

const meetingNotFound = () => notFound('Meeting not found');

// ---- Availability ----

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

const findProfile = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid)))
    .limit(1);
  if (!row) throw notFound('Profile not found');
  return row;
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

// ---- Notifications ----

/** The zone a profile reads times in: their availability's, when they saved one. */
const zoneOf = async (db: Db, tenantId: string, profileId: number, fallback: string) => {
  const stored = await availabilityOf(db, tenantId, profileId);
  return stored.updatedAt ? stored.timeZone : fallback;
};

type Tell = { kind: 'meeting_request' | 'meeting_update'; title: (when: string) => string; extra?: string | null };

/** Tells the other side of a meeting, in their zone, by the bell and email (inside the transaction). */
const tellOther = async (m: Member, tx: Db, meeting: MeetingRow, tell: Tell): Promise<Delivery | null> => {
  const side = sideOf(meeting, m.auth.profile);
  const otherId = side ? otherProfileId(meeting, side) : null;
  if (otherId === null) return null;
  const [other] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, m.tenant.id), eq(profiles.id, otherId)))
    .limit(1);
  if (!other) return null;
  const zone = await zoneOf(tx, m.tenant.id, otherId, meeting.timeZone);
  const when = whenText(meeting.startsAt, zone);
  const title = tell.title(when);
  const origin = await m.origin(tx);
  const url = meetingPath(meeting.uuid);
  const text = [title, tell.extra ? `\n${tell.extra}` : '', `\nOpen it: ${origin}${url}`].join('');
  return m.notifier.record(tx, {
    tenantId: m.tenant.id,
    userIds: [other.userId],
    kind: tell.kind,
    title,
    url,
    email: {
      notice: 'meetingRequests',
      subject: title,
      text,
    },
  });
};

export type MeetingReminder = { tenantId: string; meetingUuid: string; startsAt: string };
export const meetingReminderJob = jobType<MeetingReminder>('meetings.reminder');

/** Queues the reminder of a scheduled meeting (one per meeting and start time). */
const queueReminder = (m: Member, tx: Db, meeting: MeetingRow) =>
  m.jobs.send(
    tx,
    meetingReminderJob,
    { tenantId: m.tenant.id, meetingUuid: meeting.uuid, startsAt: meeting.startsAt.toISOString() },
    {
      startAfterSeconds: Math.max(
        0,
        Math.floor((meeting.startsAt.getTime() - reminderMinutesBefore * 60_000 - Date.now()) / 1000),
      ),
      singletonKey: `meeting-reminder:${meeting.uuid}:${meeting.startsAt.toISOString()}`,
    },
  );

/**
 * The reminder job: to both sides, in each one's zone; skipped when the meeting is no longer scheduled
 * or moved since the reminder was queued.
 */
export const createMeetingReminders = (deps: { db: Db; notifier: Notifier }): JobDefinition<MeetingReminder> => ({
  name: meetingReminderJob.name,
  retryLimit: 3,
  retryDelaySeconds: 60,
  backoff: true,
  async run(job) {
    const { db, notifier } = deps;
    const [meeting] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.tenantId, job.tenantId), eq(meetings.uuid, job.meetingUuid)))
      .limit(1);
    if (meeting?.status !== 'scheduled' || meeting.startsAt.toISOString() !== job.startsAt) return;
    if (meeting.endsAt <= new Date()) return;
    const ids = [meeting.organizerProfileId, meeting.attendeeProfileId].filter((id): id is number => id !== null);
    const peers = await peersOf(db, job.tenantId, [meeting]);
    for (const profileId of ids) {
      const peer = peers.get(profileId);
      const otherId = profileId === meeting.organizerProfileId ? meeting.attendeeProfileId : meeting.organizerProfileId;
      const otherName = (otherId === null ? undefined : peers.get(otherId)?.name) ?? meeting.attendeeName;
      if (!peer?.userId) continue;
      const zone = await zoneOf(db, job.tenantId, profileId, meeting.timeZone);
      const title = `Reminder: your meeting with ${otherName} starts at ${whenText(meeting.startsAt, zone)}`;
      await notifier.notify(db, {
        tenantId: job.tenantId,
        userIds: [peer.userId],
        kind: 'meeting_reminder',
        title,
        url: meetingPath(meeting.uuid),
        email: { notice: 'eventReminders', subject: title, text: title },
      });
    }
  },
});

// ---- Meetings ----

const present = async (m: Member, db: Db, rows: MeetingRow[]) => {
  const peers = await peersOf(db, m.tenant.id, rows);
  return rows.map((row) =>
    presentMeeting(row, m.auth.profile, peers, { tenant: m.tenant, videoCallBaseUrl: m.videoCallBaseUrl }),
  );
};

const presentOne = async (m: Member, row: MeetingRow) => {
  const [shown] = await present(m, m.db, [row]);
  if (!shown) throw meetingNotFound();
  return shown;
};

const findMeeting = async (db: Db, tenantId: string, uuid: string, lock = false) => {
  const query = db
    .select()
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.uuid, uuid)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** The meeting as one of its sides sees it; 404 for anyone else and for another tenant's. */
const loadSide = async (m: Member, uuid: string) => {
  const meeting = await findMeeting(m.db, m.tenant.id, uuid);
  const side = meeting ? sideOf(meeting, m.auth.profile) : null;
  if (!meeting || !side) throw meetingNotFound();
  return { meeting, side };
};

/** POST meetings: asks a connection to meet, at one of their free slots or now. */
export const request = async (m: Member, body: z.output<typeof RequestMeeting>) => {
  const me = m.auth.profile;
  const other = await findProfile(m.db, m.tenant.id, body.withProfile);
  if (other.id === me.id) {
    const message = 'You cannot meet yourself';
    throw badRequest(message, [`body.withProfile: ${message}`]);
  }
  if (!(await areConnected(m.db, m.tenant.id, me.id, other.id))) throw forbidden('You can only meet your connections');
  const instant = body.mode === 'instant';
  const startsAt = instant ? new Date() : new Date(body.startsAt ?? '');
  if (!instant) refuseTooSoon(startsAt);
  const uuid = crypto.randomUUID();
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    await throttle(tx, m.tenant.id, [
      {
        key: `meetings:request:${me.id}`,
        limit: { limit: meetingRequestsPerHour, windowSeconds: 3600 },
        message: `You can ask for at most ${meetingRequestsPerHour} meetings an hour. Please try again later.`,
      },
    ]);
    const hostAvailability = await availabilityOf(tx, m.tenant.id, other.id);
    const meeting = await bookMeeting(tx, {
      uuid,
      tenantId: m.tenant.id,
      organizerProfileId: me.id,
      attendeeProfileId: other.id,
      attendeeName: await nameOf(tx, m.tenant.id, other.userId),
      awaitingProfileId: other.id,
      hostProfileId: instant ? null : other.id,
      stepMinutes: stepOf(m.tenant),
      type: body.type,
      mode: body.mode,
      startsAt,
      durationMinutes: hostAvailability.hourlySlotTime,
      timeZone: body.timeZone,
      agenda: body.agenda ?? null,
      status: 'pending',
      videoLink: newVideoLink(m.tenant, m.videoCallBaseUrl, uuid),
    });
    const delivery = await tellOther(m, tx, meeting, {
      kind: 'meeting_request',
      title: (when) =>
        instant ? `${m.auth.user.name} asks for a call now` : `${m.auth.user.name} asks to meet you on ${when}`,
      extra: meeting.agenda ? `Agenda: ${meeting.agenda}` : null,
    });
    return { meeting, delivery };
  });
  if (delivery) m.notifier.publish(delivery);
  return presentOne(m, meeting);
};

const nameOf = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.name ?? '';
};

/**
 * Which meetings are the caller's: their own profile's, and their organisation's interviews (the
 * organisation is the profile's parent, or the profile itself). Values or a prepared statement's placeholders.
 */
const mine = (profileId: number | Placeholder, organisationId: number | Placeholder): SQL =>
  or(
    eq(meetings.organizerProfileId, profileId),
    eq(meetings.attendeeProfileId, profileId),
    and(eq(meetings.type, 'job-interview'), eq(meetings.organizerProfileId, organisationId)),
  ) as SQL;

/** GET meetings: pending (waiting for anyone), upcoming (scheduled, not ended), past (the rest). */
export const list = async (m: Member, query: z.output<typeof MeetingListQuery>) => {
  const now = new Date();
  const nowText = now.toISOString();
  const byTab: Record<typeof query.tab, SQL | undefined> = {
    pending: and(eq(meetings.status, 'pending'), gt(meetings.endsAt, now)),
    upcoming: and(eq(meetings.status, 'scheduled'), gt(meetings.endsAt, now)),
    past: or(
      inArray(meetings.status, ['declined', 'cancelled', 'completed']),
      sql`${meetings.endsAt} <= ${nowText}::timestamptz`,
    ),
  };
  const me = m.auth.profile;
  const where = and(eq(meetings.tenantId, m.tenant.id), mine(me.id, me.parentId ?? me.id), byTab[query.tab]);
  const [rows, [total]] = await Promise.all([
    m.db
      .select()
      .from(meetings)
      .where(where)
      .orderBy(query.tab === 'past' ? desc(meetings.startsAt) : asc(meetings.startsAt), asc(meetings.id))
      .limit(query.limit)
      .offset((query.pageNumber - 1) * query.limit),
    m.db.select({ n: sql<number>`count(*)::int` }).from(meetings).where(where),
  ]);
  return {
    items: await present(m, m.db, rows),
    total: total?.n ?? 0,
    pageNumber: query.pageNumber,
    limit: query.limit,
  };
};

/**
 * The calendar's statement, named and prepared per database handle (as the events lists and the job
 * board are): members open the calendar on every visit, and building the statement cost more than
 * running it.
 */
const calendarOf = preparedFor((db: Db) =>
  db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.tenantId, sql.placeholder('tenantId')),
        mine(sql.placeholder('profileId'), sql.placeholder('organisationId')),
        ne(meetings.status, 'declined'),
        sql`${meetings.startsAt} < ${sql.placeholder('to')}`,
        sql`${meetings.endsAt} > ${sql.placeholder('from')}`,
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(maxCalendarItems)
    .prepare('meetings_calendar'),
);

/** GET meetings/calendar: the caller's meetings (all but declined) overlapping a range of at most 62 days. */
export const calendar = async (m: Member, query: z.output<typeof MeetingRangeQuery>) => {
  const { from, to } = rangeOf(query, maxCalendarRangeDays);
  const me = m.auth.profile;
  const rows = (await calendarOf(m.db).execute({
    tenantId: m.tenant.id,
    profileId: me.id,
    organisationId: me.parentId ?? me.id,
    from: from.toISOString(),
    to: to.toISOString(),
  })) as MeetingRow[];
  return present(m, m.db, rows);
};

/** GET meetings/{uuid}. */
export const getOne = async (m: Member, uuid: string) => presentOne(m, (await loadSide(m, uuid)).meeting);

/**
 * Runs an answer of the awaited side: locks both profiles, re-reads the meeting under the lock, and
 * checks it still waits for the caller, so a racing answer or proposal finds the new state.
 */
const answer = async <T>(
  m: Member,
  uuid: string,
  act: (tx: Db, meeting: MeetingRow) => Promise<{ meeting: MeetingRow; delivery: Delivery | null; extra?: T }>,
  claim?: (meeting: MeetingRow) => { startsAt: Date; durationMinutes: number; hostProfileId: number | null },
) => {
  const loaded = await loadSide(m, uuid);
  if (loaded.meeting.status !== 'pending') throw conflict('This meeting is no longer waiting for an answer');
  if (!meetingPolicy.answer(loaded.meeting, m.auth.profile.id)) {
    throw forbidden('This meeting is waiting for the other side');
  }
  const ids = [loaded.meeting.organizerProfileId, loaded.meeting.attendeeProfileId].filter(
    (id): id is number => id !== null,
  );
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    if (claim) {
      const wanted = claim(loaded.meeting);
      await claimTime(tx, {
        tenantId: m.tenant.id,
        profileIds: ids,
        callerProfileId: m.auth.profile.id,
        stepMinutes: stepOf(m.tenant),
        ...wanted,
        except: loaded.meeting.id,
      });
    } else {
      await lockProfiles(tx, m.tenant.id, ids);
    }
    const current = await findMeeting(tx, m.tenant.id, uuid, true);
    if (current?.status !== 'pending') throw conflict('This meeting is no longer waiting for an answer');
    if (!meetingPolicy.answer(current, m.auth.profile.id)) throw conflict('This meeting changed: reload it');
    return act(tx, current);
  });
  if (delivery) m.notifier.publish(delivery);
  return presentOne(m, meeting);
};

const update = async (tx: Db, meeting: MeetingRow, values: Partial<typeof meetings.$inferInsert>) => {
  const [row] = await tx
    .update(meetings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(meetings.tenantId, meeting.tenantId), eq(meetings.id, meeting.id)))
    .returning();
  if (!row) throw meetingNotFound();
  return row;
};

const durationOf = (meeting: MeetingRow) =>
  Math.round((meeting.endsAt.getTime() - meeting.startsAt.getTime()) / 60_000);

/** POST meetings/{uuid}/accept: the awaited side accepts; an instant call starts now. */
export const accept = (m: Member, uuid: string) =>
  answer(
    m,
    uuid,
    async (tx, current) => {
      const instant = current.mode === 'instant';
      if (!instant && current.startsAt <= new Date()) throw conflict('This time has passed: propose another');
      const startsAt = instant ? new Date() : current.startsAt;
      const meeting = await update(tx, current, {
        status: 'scheduled',
        awaitingProfileId: null,
        respondedAt: new Date(),
        startsAt,
        endsAt: new Date(startsAt.getTime() + durationOf(current) * 60_000),
      });
      if (!instant) await queueReminder(m, tx, meeting);
      const delivery = await tellOther(m, tx, meeting, {
        kind: 'meeting_update',
        title: (when) =>
          instant ? `${m.auth.user.name} accepted your call: join now` : `${m.auth.user.name} accepted: ${when}`,
      });
      return { meeting, delivery };
    },
    (current) => ({
      startsAt: current.mode === 'instant' ? new Date() : current.startsAt,
      durationMinutes: durationOf(current),
      hostProfileId: null,
    }),
  );

/** POST meetings/{uuid}/decline. */
export const decline = (m: Member, uuid: string, body: z.output<typeof MeetingReason>) =>
  answer(m, uuid, async (tx, current) => {
    const meeting = await update(tx, current, {
      status: 'declined',
      awaitingProfileId: null,
      respondedAt: new Date(),
      note: body?.reason || null,
    });
    const delivery = await tellOther(m, tx, meeting, {
      kind: 'meeting_update',
      title: (when) => `${m.auth.user.name} declined the meeting on ${when}`,
      extra: meeting.note ? `Reason: ${meeting.note}` : null,
    });
    return { meeting, delivery };
  });

/** POST meetings/{uuid}/propose: another free slot of the host (the attendee); now awaits the other side. */
export const propose = async (m: Member, uuid: string, body: z.output<typeof ProposeMeeting>) => {
  const startsAt = new Date(body.startsAt);
  refuseTooSoon(startsAt);
  return answer(
    m,
    uuid,
    async (tx, current) => {
      const side = sideOf(current, m.auth.profile);
      const otherId = side ? otherProfileId(current, side) : null;
      const meeting = await update(tx, current, {
        mode: 'schedule_later',
        startsAt,
        endsAt: new Date(startsAt.getTime() + durationOf(current) * 60_000),
        timeZone: body.timeZone,
        awaitingProfileId: otherId,
        note: body.note || null,
        respondedAt: new Date(),
      });
      const delivery = await tellOther(m, tx, meeting, {
        kind: 'meeting_request',
        title: (when) => `${m.auth.user.name} proposes another time: ${when}`,
        extra: meeting.note ? `Note: ${meeting.note}` : null,
      });
      return { meeting, delivery };
    },
    (current) => ({ startsAt, durationMinutes: durationOf(current), hostProfileId: current.attendeeProfileId }),
  );
};

/** POST meetings/{uuid}/cancel: either side, pending or scheduled, before it ends. */
export const cancel = async (m: Member, uuid: string, body: z.output<typeof MeetingReason>) => {
  const loaded = await loadSide(m, uuid);
  if (loaded.meeting.type === 'job-interview') throw forbidden('An interview is changed from the job applicants');
  if (!meetingPolicy.cancel(loaded.meeting)) throw conflict('Only a pending or scheduled meeting can be cancelled');
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    const current = await findMeeting(tx, m.tenant.id, uuid, true);
    if (!current || !meetingPolicy.cancel(current))
      throw conflict('Only a pending or scheduled meeting can be cancelled');
    const meeting = await update(tx, current, {
      status: 'cancelled',
      awaitingProfileId: null,
      note: body?.reason || null,
    });
    const delivery = await tellOther(m, tx, meeting, {
      kind: 'meeting_update',
      title: (when) => `${m.auth.user.name} cancelled the meeting on ${when}`,
      extra: meeting.note ? `Reason: ${meeting.note}` : null,
    });
    return { meeting, delivery };
  });
  if (delivery) m.notifier.publish(delivery);
  return presentOne(m, meeting);
};

/** GET meetings/{uuid}/ics: the calendar file of a scheduled meeting. */
export const ics = async (m: Member, uuid: string) => {
  const { meeting } = await loadSide(m, uuid);
  if (meeting.status !== 'scheduled' && meeting.status !== 'completed') {
    throw conflict('Only a scheduled meeting has a calendar file');
  }
  const [shown] = await present(m, m.db, [meeting]);
  const origin = await m.origin(m.db);
  const url = `${origin}${meetingPath(meeting.uuid)}`;
  const callUrl = shown?.call.kind === 'external' ? shown.call.url : `${origin}${shown?.call.url ?? ''}`;
  const title = `Meeting with ${shown?.other.name ?? meeting.attendeeName}`;
  return {
    fileName: `meeting-${meeting.uuid}.ics`,
    text: icsFile({
      uid: meeting.uuid,
      title,
      description: [meeting.agenda ?? '', `Join: ${callUrl}`].filter(Boolean).join('\n\n'),
      location: callUrl,
      url,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      status: 'CONFIRMED',
      sequence: Math.floor(meeting.updatedAt.getTime() / 1000) % 2_000_000_000,
    }),
  };
};
