import { type CallInfo, type CallRating, type MeetingPeer, type MeetingRating, meetingRoom } from '@ventura/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IceServer } from '../../config.ts';
import type { Db } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import type { RoomCheck } from '../../platform/realtime/publisher.ts';
import type { Member } from '../../platform/request-context.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { meetingRatings, meetings } from './tables.ts';

/*
 * The built-in one-to-one call of a meeting (issue 21; docs/meetings.md, Video calls): who may open it
 * and when, what the browser needs to start it, the Socket.IO room its signalling rides on, and the
 * 'Rate your call experience' answer afterwards.
 */

type MeetingRow = typeof meetings.$inferSelect;
type Side = 'organizer' | 'attendee';

/** How long before its start a scheduled meeting's call opens. */
export const callOpensMinutesBefore = 10;
const early = callOpensMinutesBefore * 60_000;

/** The web page of a meeting's built-in call. */
export const callPath = (meetingUuid: string) => `/meetings/${meetingUuid}/call`;

/** A room of the deployment's video service (VIDEO_CALL_BASE_URL), named so it cannot be guessed. */
export const externalRoom = (base: string, tenantSlug: string, meetingUuid: string) =>
  `${base}/${tenantSlug}-meeting-${meetingUuid}`;

/** The tenant's choice: the built-in call unless its settings prefer an external link. */
export const prefersExternal = (tenant: Tenant) => tenant.settings.meetings?.videoCall === 'external';

export const callPolicy = {
  /**
   * The caller's side of the meeting, or null for anyone else (who is told it does not exist). An
   * interview's organiser is the employer's organisation, so its team members hold that side too.
   */
  sideOf: (meeting: MeetingRow, me: { id: number; parentId: number | null }): Side | null => {
    if (meeting.organizerProfileId === me.id) return 'organizer';
    if (meeting.attendeeProfileId === me.id) return 'attendee';
    if (meeting.type === 'job-interview' && meeting.organizerProfileId === me.parentId) return 'organizer';
    return null;
  },
  /**
   * Why the call cannot be joined now, or null when it is open: a scheduled meeting's from 10 minutes
   * before its start until its end; an instant meeting's once it was accepted, until its end.
   */
  closedBecause: (meeting: MeetingRow, now = new Date()): string | null => {
    if (meeting.status === 'pending') return 'This meeting has not been accepted yet';
    if (meeting.status === 'declined') return 'This meeting was declined';
    if (meeting.status === 'cancelled') return 'This meeting was cancelled';
    if (meeting.status === 'completed' || now >= meeting.endsAt) return 'This meeting has ended';
    if (meeting.mode !== 'instant' && now.getTime() < meeting.startsAt.getTime() - early) {
      return `The call opens ${callOpensMinutesBefore} minutes before the meeting starts`;
    }
    return null;
  },
  /**
   * Why the call cannot be rated, or null once it took place. A built-in call took place once both sides
   * joined it (`meetingRoomCheck` records each side's first join); of an external room the server knows
   * nothing, so such a call took place once its meeting's start came (an instant call's is its acceptance).
   */
  notRateableBecause: (meeting: MeetingRow, tenant: Tenant, now = new Date()): string | null => {
    if (meeting.status === 'pending') return 'This meeting has not been accepted yet: there is no call to rate';
    if (meeting.status === 'declined') return 'This meeting was declined: there is no call to rate';
    if (meeting.status === 'cancelled') return 'This meeting was cancelled: there is no call to rate';
    if (isBuiltInCall(meeting, tenant)) {
      return meeting.organizerJoinedCallAt && meeting.attendeeJoinedCallAt
        ? null
        : 'This call has not taken place: you can rate it once you have both joined it';
    }
    if (now.getTime() < meeting.startsAt.getTime()) {
      return 'This call has not taken place yet: you can rate it once it has started';
    }
    return null;
  },
  rateable: (meeting: MeetingRow, tenant: Tenant, now = new Date()) =>
    callPolicy.notRateableBecause(meeting, tenant, now) === null,
};

const findMeeting = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.uuid, uuid)))
    .limit(1);
  return row;
};

/** The meeting as one of its two sides sees it; 404 for anyone else and for another tenant's. */
const loadSide = async (m: Member, uuid: string) => {
  const meeting = await findMeeting(m.db, m.tenant.id, uuid);
  const side = meeting ? callPolicy.sideOf(meeting, m.auth.profile) : null;
  if (!meeting || !side) throw notFound('Meeting not found');
  return { meeting, side };
};

/** The people of a meeting's two sides, as MeetingPeer (a signed-out applicant only by name). */
const peersOf = async (db: Db, tenantId: string, meeting: MeetingRow) => {
  const ids = [meeting.organizerProfileId, meeting.attendeeProfileId].filter((id): id is number => id !== null);
  const rows = await db
    .select({ profile: profiles, userName: users.name })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, ids)));
  const peer = (profileId: number | null): MeetingPeer => {
    const row = rows.find((r) => r.profile.id === profileId);
    if (!row) {
      return {
        profileUuid: null,
        userId: null,
        name: meeting.attendeeName,
        accountType: null,
        organizationName: null,
        avatar: null,
      };
    }
    return {
      profileUuid: row.profile.uuid,
      userId: row.profile.userId,
      name: row.userName,
      accountType: row.profile.accountType,
      organizationName: row.profile.organizationName,
      avatar: row.profile.avatar,
    };
  };
  return { organizer: peer(meeting.organizerProfileId), attendee: peer(meeting.attendeeProfileId) };
};

/** Whether the meeting's call is the built-in one: its own link, and a tenant that does not prefer an external room. */
const isBuiltInCall = (meeting: MeetingRow, tenant: Tenant) =>
  meeting.videoLink.endsWith(callPath(meeting.uuid)) && !prefersExternal(tenant);

/**
 * Where a meeting's call happens: the built-in page, or an external room when the tenant prefers one
 * or the meeting was given a link of its own (an interview the employer set with their own service).
 */
export const callTarget = (meeting: MeetingRow, tenant: Tenant, videoCallBaseUrl: string) => {
  const builtInLink = meeting.videoLink.endsWith(callPath(meeting.uuid));
  if (isBuiltInCall(meeting, tenant)) return { kind: 'built_in' as const, url: callPath(meeting.uuid) };
  return {
    kind: 'external' as const,
    url: builtInLink ? externalRoom(videoCallBaseUrl, tenant.slug, meeting.uuid) : meeting.videoLink,
  };
};

/** GET meetings/{uuid}/call: what the caller's browser needs to open the call (409 while it is closed). */
export const callInfo = async (
  m: Member,
  call: { iceServers: IceServer[]; videoCallBaseUrl: string },
  uuid: string,
): Promise<CallInfo> => {
  const { meeting, side } = await loadSide(m, uuid);
  const closed = callPolicy.closedBecause(meeting);
  if (closed) throw conflict(closed);
  const peers = await peersOf(m.db, m.tenant.id, meeting);
  return {
    meetingUuid: meeting.uuid,
    ...callTarget(meeting, m.tenant, call.videoCallBaseUrl),
    room: meetingRoom(meeting.uuid),
    iceServers: call.iceServers,
    // Perfect negotiation: the attendee yields when both offer at once.
    polite: side === 'attendee',
    me: side === 'organizer' ? peers.organizer : peers.attendee,
    other: side === 'organizer' ? peers.attendee : peers.organizer,
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
  };
};

/** GET meetings/{uuid}/rating: the caller's own rating of the call, and whether they may rate it now. */
export const callRating = async (m: Member, uuid: string): Promise<CallRating> => {
  const { meeting } = await loadSide(m, uuid);
  const [row] = await m.db
    .select()
    .from(meetingRatings)
    .where(
      and(
        eq(meetingRatings.tenantId, m.tenant.id),
        eq(meetingRatings.meetingId, meeting.id),
        eq(meetingRatings.profileId, m.auth.profile.id),
      ),
    )
    .limit(1);
  const notRateable = callPolicy.notRateableBecause(meeting, m.tenant);
  return {
    meetingUuid: meeting.uuid,
    rating: row ? { ratings: row.ratings, comments: row.comments, ratedAt: row.createdAt.toISOString() } : null,
    can: { rate: notRateable === null },
    notRateable,
  };
};

/** POST meetings/{uuid}/rating: the caller's rating of the call once it took place; a second replaces the first. */
export const rateCall = async (m: Member, uuid: string, body: MeetingRating) => {
  const { meeting } = await loadSide(m, uuid);
  const notRateable = callPolicy.notRateableBecause(meeting, m.tenant);
  if (notRateable) throw conflict(notRateable);
  const values = {
    tenantId: m.tenant.id,
    meetingId: meeting.id,
    profileId: m.auth.profile.id,
    ratings: body.ratings,
    comments: body.comments ?? '',
  };
  const [row] = await m.db
    .insert(meetingRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [meetingRatings.tenantId, meetingRatings.meetingId, meetingRatings.profileId],
      set: { ratings: values.ratings, comments: values.comments, createdAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('The rating was not stored');
  return { meetingUuid: meeting.uuid, ratings: row.ratings, comments: row.comments };
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records a side's first join of the call: once both sides joined, the call took place. */
const recordJoin = async (db: Db, meeting: MeetingRow, sides: ReadonlySet<Side>) => {
  const now = new Date();
  const joined = {
    ...(sides.has('organizer') && !meeting.organizerJoinedCallAt ? { organizerJoinedCallAt: now } : {}),
    ...(sides.has('attendee') && !meeting.attendeeJoinedCallAt ? { attendeeJoinedCallAt: now } : {}),
  };
  if (Object.keys(joined).length === 0) return;
  await db
    .update(meetings)
    .set(joined)
    .where(and(eq(meetings.tenantId, meeting.tenantId), eq(meetings.id, meeting.id)));
};

/**
 * A socket joins `meeting_{uuid}` only when its user holds one of the meeting's two sides, in its
 * tenant, while the call is open; its side's first join is recorded.
 */
export const meetingRoomCheck =
  (db: Db): RoomCheck =>
  async ({ tenantId, userId, id }) => {
    if (!uuidPattern.test(id)) return false;
    const meeting = await findMeeting(db, tenantId, id);
    if (!meeting || callPolicy.closedBecause(meeting) !== null) return false;
    const mine = await db
      .select({ id: profiles.id, parentId: profiles.parentId })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)));
    const sides = new Set(mine.flatMap((profile) => callPolicy.sideOf(meeting, profile) ?? []));
    if (sides.size === 0) return false;
    await recordJoin(db, meeting, sides);
    return true;
  };
