import type { TenantSettings } from '@ventura/shared';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import { callPolicy } from '../meetings/index.ts';
import type { MeetingRow, SessionRow } from './repo.ts';

/** Mentorship hours exist on a tenant with the mentor_hours flag (404 otherwise). */
export const mentorHoursOn = (settings: TenantSettings) => settings.features.mentor_hours;

export type SessionRole = 'mentor' | 'startup';

/** A mentor's or a startup's profile takes part; every other account type is refused (403). */
export const roleOf = (profile: ProfileRow): SessionRole | null =>
  profile.accountType === 'mentor' ? 'mentor' : profile.accountType === 'startup' ? 'startup' : null;

const ended = (meeting: MeetingRow, now: Date) => meeting.endsAt.getTime() <= now.getTime();
const held = (meeting: MeetingRow) => meeting.status === 'scheduled' || meeting.status === 'completed';
const confirmedBy = (session: SessionRow, role: SessionRole) =>
  (role === 'mentor' ? session.mentorConfirmedAt : session.startupConfirmedAt) !== null;

export const mentorshipPolicy = {
  offer: (profile: ProfileRow) => profile.accountType === 'mentor',
  book: (profile: ProfileRow) => profile.accountType === 'startup',
  /** The awaited side answers a pending session (through meetings/{uuid}/accept or /decline). */
  answer: (profile: ProfileRow, meeting: MeetingRow) =>
    meeting.status === 'pending' && meeting.awaitingProfileId === profile.id,
  cancel: (meeting: MeetingRow, now: Date) =>
    (meeting.status === 'pending' || meeting.status === 'scheduled') && !ended(meeting, now),
  /** Why the caller cannot confirm now, or null: after a held session ended, once per side. */
  cannotConfirm: (role: SessionRole, session: SessionRow, meeting: MeetingRow, now: Date): string | null => {
    if (!held(meeting)) return 'Only a session that took place can be confirmed';
    if (!ended(meeting, now)) return 'You can confirm the session once it has ended';
    if (confirmedBy(session, role)) return 'You have already confirmed this session';
    return null;
  },
  join: (meeting: MeetingRow, now: Date) => callPolicy.closedBecause(meeting, now) === null,
};
