import type {
  BookMentorSession,
  ConfirmMentorSession,
  MentorOffer,
  MentorOfferInput,
  MentorOfferQuery,
  MentorSession,
  MentorSessionQuery,
  MentorTotals,
} from '@ventura/shared';
import type { z } from 'zod';
import { pageAnswer } from '../../platform/db/paging.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Calling } from '../meetings/index.ts';
import { bookMeeting, newVideoLink, stepOf } from '../meetings/index.ts';
import { mentorHoursOn, mentorshipPolicy, roleOf, type SessionRole } from './policy.ts';
import { presentOffer, presentPeer, presentSession } from './present.ts';
import * as repo from './repo.ts';

/*
 * Mentorship hours (issue 21; docs/meetings.md, Mentorship hours): a mentor's offer, startups booking a
 * session (a 'mentorship' meeting awaiting the mentor), both sides confirming it after it ended, and the
 * confirmed minutes totalled per counterpart.
 */

const notOffered = () => notFound('Mentorship hours are not available here');

/** The caller's role on a tenant with mentorship hours: 404 without the flag, 403 unless mentor or startup. */
const roleIn = (m: Calling): SessionRole => {
  if (!mentorHoursOn(m.tenant.settings)) throw notOffered();
  const role = roleOf(m.auth.profile);
  if (!role) throw forbidden('Mentorship hours are for startups and mentors');
  return role;
};

const mentorOnly = (m: Calling) => {
  if (roleIn(m) !== 'mentor') throw forbidden('Only mentors offer mentorship hours');
};

const me = (m: Calling) => ({ id: m.auth.profile.id, accountType: m.auth.profile.accountType });

/** GET mentorship-hours/offer: the caller's offer (the defaults, inactive, until saved). */
export const myOffer = async (m: Calling): Promise<MentorOffer> => {
  mentorOnly(m);
  const profileId = m.auth.profile.id;
  const [offer, minutes] = await Promise.all([
    repo.findOffer(m.db, m.tenant.id, profileId),
    repo.minutesOf(m.db, m.tenant.id, [profileId], new Date()),
  ]);
  return presentOffer({ profile: m.auth.profile, userName: m.auth.user.name }, offer, minutes.get(profileId));
};

/** PUT mentorship-hours/offer: replaces the caller's offer. */
export const saveOffer = async (m: Calling, input: z.output<typeof MentorOfferInput>): Promise<MentorOffer> => {
  mentorOnly(m);
  await repo.saveOffer(m.db, m.tenant.id, m.auth.profile.id, input);
  return myOffer(m);
};

/** GET mentorship-hours/mentors: the active offers, paged. */
export const mentors = async (m: Calling, query: z.output<typeof MentorOfferQuery>) => {
  roleIn(m);
  const { items, total } = await repo.listOffers(m.db, m.tenant.id, query);
  const minutes = await repo.minutesOf(
    m.db,
    m.tenant.id,
    items.map((item) => item.profile.id),
    new Date(),
  );
  const offers = items.map((item) =>
    presentOffer({ profile: item.profile, userName: item.userName }, item.offer, minutes.get(item.profile.id)),
  );
  return pageAnswer(offers, total, query);
};

/**
 * POST mentorship-hours/sessions: a startup books one of the mentor's free slots at the offer's session
 * length. The offer row is locked first, so two bookings cannot both squeeze under the monthly limit.
 */
export const book = async (m: Calling, body: z.output<typeof BookMentorSession>): Promise<MentorSession> => {
  if (roleIn(m) !== 'startup') throw forbidden('Only startups book mentorship hours');
  const mentor = await repo.findPerson(m.db, m.tenant.id, { uuid: body.mentorProfile });
  if (mentor?.profile.accountType !== 'mentor') throw notFound('Mentor not found');
  const startsAt = new Date(body.startsAt);
  const uuid = crypto.randomUUID();
  const startup = m.auth.profile;
  const { row, delivery } = await m.db.transaction(async (tx) => {
    const offer = await repo.findOffer(tx, m.tenant.id, mentor.profile.id, { lock: true });
    if (!offer?.active) throw conflict('This mentor is not offering mentorship hours now');
    if (offer.monthlyHoursLimit !== null) {
      const month = repo.monthOf(startsAt);
      const booked = await repo.bookedMinutes(tx, m.tenant.id, mentor.profile.id, month.start, month.end);
      if (booked + offer.sessionMinutes > offer.monthlyHoursLimit * 60) {
        throw conflict('This mentor has no hours left this month');
      }
    }
    const meeting = await bookMeeting(tx, {
      uuid,
      tenantId: m.tenant.id,
      organizerProfileId: startup.id,
      attendeeProfileId: mentor.profile.id,
      attendeeName: mentor.userName,
      awaitingProfileId: mentor.profile.id,
      hostProfileId: mentor.profile.id,
      stepMinutes: stepOf(m.tenant),
      type: 'mentorship',
      mode: 'schedule_later',
      startsAt,
      durationMinutes: offer.sessionMinutes,
      timeZone: body.timeZone,
      agenda: body.topic,
      status: 'pending',
      videoLink: newVideoLink(m.tenant, m.videoCallBaseUrl, uuid),
    });
    const session = await repo.insertSession(tx, {
      tenantId: m.tenant.id,
      meetingId: meeting.id,
      mentorProfileId: mentor.profile.id,
      startupProfileId: startup.id,
      topic: body.topic,
      bookedMinutes: offer.sessionMinutes,
    });
    const who = startup.organizationName ?? m.auth.user.name;
    const title = `${who} booked a mentorship session with you`;
    const delivery = await m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: [mentor.profile.userId],
      kind: 'mentor_session',
      title,
      url: '/mentorship-hours',
      email: {
        notice: 'meetingRequests',
        subject: title,
        text: `${title}: "${body.topic}", ${offer.sessionMinutes} minutes from ${startsAt.toISOString()}. Accept, decline or propose another time:\n\n${await m.origin(tx)}/mentorship-hours`,
      },
    });
    const row = { session, meeting, other: mentor.profile, otherName: mentor.userName };
    return { row, delivery };
  });
  m.notifier.publish(delivery);
  return presentSession(row, m.auth.profile, 'startup', new Date());
};

/** GET mentorship-hours/sessions: the caller's sessions of a tab, paged. */
export const sessions = async (m: Calling, query: z.output<typeof MentorSessionQuery>) => {
  const role = roleIn(m);
  const now = new Date();
  const { items, total } = await repo.listSessions(m.db, m.tenant.id, me(m), query, now);
  const presented = items.map((row) => presentSession(row, m.auth.profile, role, now));
  return pageAnswer(presented, total, query);
};

/** POST mentorship-hours/sessions/{uuid}/confirm: the caller's side says it happened, once, after it ended. */
export const confirm = async (
  m: Calling,
  uuid: string,
  body: z.output<typeof ConfirmMentorSession>,
): Promise<MentorSession> => {
  const role = roleIn(m);
  const found = await repo.findSession(m.db, m.tenant.id, me(m), uuid);
  if (!found) throw notFound('Session not found');
  const refused = mentorshipPolicy.cannotConfirm(role, found.session, found.meeting, new Date());
  if (refused) throw conflict(refused);
  const minutes = body.minutes ?? found.session.bookedMinutes;
  const { session, delivery } = await m.db.transaction(async (tx) => {
    const session = await repo.confirmSide(tx, m.tenant.id, found.session.id, role, { minutes, notes: body.notes });
    // Two confirmations at once from the same side: the second finds it already written.
    if (!session) throw conflict('You have already confirmed this session');
    const title = `${m.auth.user.name} confirmed your mentorship session`;
    const delivery = await m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: [found.other.userId],
      kind: 'mentor_session',
      title,
      url: '/mentorship-hours',
      email: {
        notice: 'meetingRequests',
        subject: title,
        text: `${title} "${found.session.topic}".${
          (role === 'mentor' ? session.startupConfirmedAt : session.mentorConfirmedAt) === null
            ? ' Confirm it too, with your notes, so that it counts in your hours:'
            : ''
        }\n\n${await m.origin(tx)}/mentorship-hours`,
      },
    });
    return { session, delivery };
  });
  m.notifier.publish(delivery);
  return presentSession({ ...found, session }, m.auth.profile, role, new Date());
};

/** GET mentorship-hours/totals: the caller's minutes confirmed by both sides, in all and per counterpart. */
export const totals = async (m: Calling): Promise<MentorTotals> => {
  const role = roleIn(m);
  const rows = await repo.totalsOf(m.db, m.tenant.id, me(m));
  return {
    role,
    confirmedMinutes: rows.reduce((sum, row) => sum + row.minutes, 0),
    sessions: rows.reduce((sum, row) => sum + row.sessions, 0),
    byCounterpart: rows.map((row) => ({
      other: presentPeer(row.other, row.otherName),
      minutes: row.minutes,
      sessions: row.sessions,
    })),
  };
};
