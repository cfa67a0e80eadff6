import { type MeetingReason, meetingRequestsPerHour, type ProposeMeeting, type RequestMeeting } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { whenText } from '../../platform/calendar/when.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { users } from '../../platform/identity/tables.ts';
import { type JobDefinition, jobType } from '../../platform/jobs/index.ts';
import type { Delivery, Notifier } from '../../platform/notify/notifier.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { areConnected } from '../connections/index.ts';
import {
  availabilityOf,
  bookMeeting,
  claimTime,
  lockProfiles,
  type MeetingRow,
  refuseTooSoon,
  stepOf,
} from './booking.ts';
import type { Calling } from './calling.ts';
import { findMeeting, findProfile, loadSide, meetingNotFound, presentOne } from './lookup.ts';
import { meetingPath, meetingPolicy, newVideoLink, otherProfileId, peersOf, sideOf } from './present.ts';
import { meetings } from './tables.ts';
import { tellOther, zoneOf } from './tell.ts';

/*
 * The verbs that change a meeting between members (docs/meetings.md, Meetings): a request that the other
 * side accepts, declines or answers with another time, a cancel, and the reminder of a scheduled meeting.
 * Every write that takes a time goes through booking.ts under the two profiles' locks. Availability and
 * slots are in availability.ts, what members read in read.ts.
 */

// ---- Reminders ----

/** The reminder goes this long before a scheduled meeting. */
export const reminderMinutesBefore = 15;

export type MeetingReminder = { tenantId: string; meetingUuid: string; startsAt: string };
export const meetingReminderJob = jobType<MeetingReminder>('meetings.reminder');

/** Queues the reminder of a scheduled meeting (one per meeting and start time). */
const queueReminder = (m: Calling, tx: Db, meeting: MeetingRow) =>
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

// ---- Requests and answers ----

/** POST meetings: asks a connection to meet, at one of their free slots or now. */
export const request = async (m: Calling, body: z.output<typeof RequestMeeting>) => {
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
 * Runs an answer of the awaited side: locks both profiles, re-reads the meeting under the lock, and
 * checks it still waits for the caller, so a racing answer or proposal finds the new state.
 */
const answer = async <T>(
  m: Calling,
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
export const accept = (m: Calling, uuid: string) =>
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
export const decline = (m: Calling, uuid: string, body: z.output<typeof MeetingReason>) =>
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
export const propose = async (m: Calling, uuid: string, body: z.output<typeof ProposeMeeting>) => {
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
export const cancel = async (m: Calling, uuid: string, body: z.output<typeof MeetingReason>) => {
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
