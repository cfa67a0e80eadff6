import type { MeetingPeer, MentorOffer, MentorSession } from '@ventura/shared';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import { statusOf } from '../meetings/index.ts';
import { mentorshipPolicy, type SessionRole } from './policy.ts';
import type { OfferRow, PersonRow, SessionView } from './repo.ts';

export const presentPeer = (profile: ProfileRow, name: string): MeetingPeer => ({
  profileUuid: profile.uuid,
  userId: profile.userId,
  name,
  accountType: profile.accountType,
  organizationName: profile.organizationName,
  avatar: profile.avatar,
});

export const presentOffer = (
  mentor: PersonRow,
  offer: OfferRow | undefined,
  minutes: { booked: number; confirmed: number } | undefined,
): MentorOffer => ({
  mentor: presentPeer(mentor.profile, mentor.userName),
  // A mentor who never saved an offer sees the defaults, inactive.
  active: offer?.active ?? false,
  topics: offer?.topics ?? '',
  sessionMinutes: offer?.sessionMinutes ?? 60,
  monthlyHoursLimit: offer?.monthlyHoursLimit ?? null,
  bookedMinutesThisMonth: minutes?.booked ?? 0,
  confirmedMinutes: minutes?.confirmed ?? 0,
});

const confirmation = (at: Date | null, minutes: number | null, notes: string | null) =>
  at ? { at: at.toISOString(), minutes: minutes ?? 0, notes: notes ?? '' } : null;

export const presentSession = (row: SessionView, me: ProfileRow, role: SessionRole, now: Date): MentorSession => {
  const { session, meeting } = row;
  return {
    uuid: session.uuid,
    meetingUuid: meeting.uuid,
    status: statusOf(meeting, now),
    role,
    other: presentPeer(row.other, row.otherName),
    topic: session.topic,
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    timeZone: meeting.timeZone,
    bookedMinutes: session.bookedMinutes,
    mentorConfirmation: confirmation(session.mentorConfirmedAt, session.mentorMinutes, session.mentorNotes),
    startupConfirmation: confirmation(session.startupConfirmedAt, session.startupMinutes, session.startupNotes),
    confirmed: session.mentorConfirmedAt !== null && session.startupConfirmedAt !== null,
    can: {
      accept: mentorshipPolicy.answer(me, meeting),
      decline: mentorshipPolicy.answer(me, meeting),
      cancel: mentorshipPolicy.cancel(meeting, now),
      confirm: mentorshipPolicy.cannotConfirm(role, session, meeting, now) === null,
      join: mentorshipPolicy.join(meeting, now),
    },
  };
};
