import type { Meeting, MeetingPeer, MeetingStatus } from '@ventura/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import type { MeetingRow } from './booking.ts';
import { callPath, callPolicy, callTarget, externalRoom, prefersExternal } from './call.ts';

/** The web page of a meeting. */
export const meetingPath = (uuid: string) => `/meetings/${uuid}`;

/** The link a new meeting stores: the built-in call page, or a room of the external service. */
export const newVideoLink = (tenant: Tenant, videoCallBaseUrl: string, uuid: string) =>
  prefersExternal(tenant) ? externalRoom(videoCallBaseUrl, tenant.slug, uuid) : callPath(uuid);

/** A scheduled meeting whose end has passed is completed. */
export const statusOf = (meeting: MeetingRow, now = new Date()): MeetingStatus =>
  meeting.status === 'scheduled' && meeting.endsAt <= now ? 'completed' : meeting.status;

/** The caller's side: their own profile, or for an interview their organisation's. */
export const sideOf = (meeting: MeetingRow, me: { id: number; parentId: number | null }) => {
  if (meeting.organizerProfileId === me.id) return 'organizer' as const;
  if (meeting.attendeeProfileId === me.id) return 'attendee' as const;
  if (meeting.type === 'job-interview' && meeting.organizerProfileId === (me.parentId ?? me.id)) {
    return 'organizer' as const;
  }
  return null;
};

export const otherProfileId = (meeting: MeetingRow, side: 'organizer' | 'attendee') =>
  side === 'organizer' ? meeting.attendeeProfileId : meeting.organizerProfileId;

/** Who may do what with a meeting, from one side. */
export const meetingPolicy = {
  answer: (meeting: MeetingRow, meId: number, now = new Date()) =>
    meeting.status === 'pending' && meeting.awaitingProfileId === meId && meeting.endsAt > now,
  cancel: (meeting: MeetingRow, now = new Date()) =>
    (meeting.status === 'pending' || meeting.status === 'scheduled') &&
    meeting.endsAt > now &&
    meeting.type !== 'job-interview',
};

/** The people of these meetings' sides, by profile id. */
export const peersOf = async (db: Db, tenantId: string, rows: MeetingRow[]) => {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.organizerProfileId, row.attendeeProfileId]).filter((id) => id !== null)),
  ] as number[];
  const peers = new Map<number, MeetingPeer>();
  if (ids.length === 0) return peers;
  const found = await db
    .select({ profile: profiles, userName: users.name })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, ids)));
  for (const row of found) {
    peers.set(row.profile.id, {
      profileUuid: row.profile.uuid,
      userId: row.profile.userId,
      name: row.userName,
      accountType: row.profile.accountType,
      organizationName: row.profile.organizationName,
      avatar: row.profile.avatar,
    });
  }
  return peers;
};

export const presentMeeting = (
  meeting: MeetingRow,
  me: { id: number; parentId: number | null },
  peers: Map<number, MeetingPeer>,
  view: { tenant: Tenant; videoCallBaseUrl: string; now?: Date },
): Meeting => {
  const now = view.now ?? new Date();
  const role = sideOf(meeting, me) ?? 'attendee';
  const otherId = otherProfileId(meeting, role);
  const other = (otherId === null ? undefined : peers.get(otherId)) ?? {
    profileUuid: null,
    userId: null,
    name: meeting.attendeeName,
    accountType: null,
    organizationName: null,
    avatar: null,
  };
  const answer = meetingPolicy.answer(meeting, me.id, now);
  return {
    uuid: meeting.uuid,
    type: meeting.type,
    mode: meeting.mode,
    status: statusOf(meeting, now),
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    timeZone: meeting.timeZone,
    agenda: meeting.agenda,
    role,
    other,
    awaiting: meeting.status === 'pending' ? (meeting.awaitingProfileId === me.id ? 'me' : 'them') : null,
    note: meeting.note,
    call: callTarget(meeting, view.tenant, view.videoCallBaseUrl),
    path: meetingPath(meeting.uuid),
    can: {
      accept: answer,
      decline: answer,
      propose: answer,
      cancel: meetingPolicy.cancel(meeting, now),
      join: callPolicy.closedBecause(meeting, now) === null,
      rate: callPolicy.rateable(meeting, view.tenant, now),
    },
    createdAt: meeting.createdAt.toISOString(),
  };
};
