import { z } from 'zod';
import { Instant, MeetingPeer, MeetingStatus, TimeZone } from './meetings.ts';
import { pageQuery, pageSizes } from './paging.ts';

/*
 * Mentorship hours (issue 21; product.md 2 /mentorship-hours, flag mentor_hours; startup and mentor
 * only). A mentor offers hours (an offer with topics and a session length; the slots come from the
 * mentor's availability); a startup books one of the mentor's free slots as a session, which is a
 * meeting of type 'mentorship' waiting for the mentor's answer; after it ends, each side confirms that
 * it happened, with notes. Confirmed minutes are totalled per mentor and per startup.
 */

export const mentorSessionLengths = [30, 45, 60, 90, 120] as const;

/** PUT mentorship-hours/offer (mentors). */
export const MentorOfferInput = z.strictObject({
  active: z.boolean(),
  topics: z.string().trim().max(1000, 'Topics can be at most 1000 characters').default(''),
  sessionMinutes: z
    .number()
    .int()
    .refine(
      (m) => (mentorSessionLengths as readonly number[]).includes(m),
      `Session length: one of ${mentorSessionLengths.join(', ')} minutes`,
    )
    .default(60),
  /** The most hours the mentor gives in a calendar month (null: no limit). */
  monthlyHoursLimit: z.number().int().min(1).max(200).nullable().default(null),
});
export type MentorOfferInput = z.input<typeof MentorOfferInput>;

export const MentorOffer = z.object({
  mentor: MeetingPeer,
  active: z.boolean(),
  topics: z.string(),
  sessionMinutes: z.number().int(),
  monthlyHoursLimit: z.number().int().nullable(),
  /** Hours booked (pending or scheduled or completed) this month, and confirmed in all. */
  bookedMinutesThisMonth: z.number().int(),
  confirmedMinutes: z.number().int(),
});
export type MentorOffer = z.infer<typeof MentorOffer>;

/** GET mentorship-hours/mentors: the active offers, paged, by words of the mentor's name or topics. */
export const MentorOfferQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...pageQuery(pageSizes.list),
});
export type MentorOfferQuery = z.input<typeof MentorOfferQuery>;

/** POST mentorship-hours/sessions (startups): book one of the mentor's free slots. */
export const BookMentorSession = z.strictObject({
  mentorProfile: z.uuid('Choose a mentor'),
  startsAt: Instant('Start'),
  timeZone: TimeZone,
  topic: z.string().trim().min(3, 'Topic: at least 3 characters').max(500, 'Topic can be at most 500 characters'),
});
export type BookMentorSession = z.input<typeof BookMentorSession>;

/** POST mentorship-hours/sessions/{uuid}/confirm: after it ended, each side says it happened. */
export const ConfirmMentorSession = z.strictObject({
  notes: z.string().trim().min(1, 'Notes: say what was covered').max(4000, 'Notes can be at most 4000 characters'),
  /** How long it really lasted (default: as booked). The mentor's figure counts in the totals. */
  minutes: z.number().int().min(5).max(480).optional(),
});
export type ConfirmMentorSession = z.input<typeof ConfirmMentorSession>;

export const mentorSessionTabs = ['pending', 'upcoming', 'past'] as const;
export const MentorSessionQuery = z.strictObject({
  tab: z.enum(mentorSessionTabs).default('upcoming'),
  ...pageQuery(pageSizes.list),
});
export type MentorSessionQuery = z.input<typeof MentorSessionQuery>;

export const MentorSession = z.object({
  uuid: z.string(),
  /** The meeting behind it (accept, decline, propose, join go through meetings/{meetingUuid}). */
  meetingUuid: z.string(),
  status: MeetingStatus,
  role: z.enum(['mentor', 'startup']),
  other: MeetingPeer,
  topic: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  bookedMinutes: z.number().int(),
  /** Each side's confirmation (null until given); notes are shown to both. */
  mentorConfirmation: z.object({ at: z.string(), minutes: z.number().int(), notes: z.string() }).nullable(),
  startupConfirmation: z.object({ at: z.string(), minutes: z.number().int(), notes: z.string() }).nullable(),
  /** Confirmed by both: counts in the totals. */
  confirmed: z.boolean(),
  can: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    cancel: z.boolean(),
    confirm: z.boolean(),
    join: z.boolean(),
  }),
});
export type MentorSession = z.infer<typeof MentorSession>;

/** GET mentorship-hours/totals: the caller's confirmed hours, in all and per counterpart. */
export const MentorTotals = z.object({
  role: z.enum(['mentor', 'startup']),
  confirmedMinutes: z.number().int(),
  sessions: z.number().int(),
  byCounterpart: z.array(z.object({ other: MeetingPeer, minutes: z.number().int(), sessions: z.number().int() })),
});
export type MentorTotals = z.infer<typeof MentorTotals>;

export const MentorSessionParams = z.object({ uuid: z.uuid('This is not a session id') });
