import type {
  AvailabilityDate,
  AvailabilityDay,
  AvailabilityType,
  MeetingMode,
  MeetingOutcome,
  MeetingStatus,
  MeetingType,
  Reaction,
} from '@ventura/shared';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';
import { jobApplications } from '../jobs/tables.ts';

/** What a meeting is for: the spec's two types, and a mentorship-hours session. */
export type StoredMeetingType = MeetingType | 'mentorship';

/**
 * A meeting between an organiser's profile and an attendee (issue 19 schedules job interviews; issue 21
 * adds requests between connections, availability and the built-in call). The attendee is a profile, or
 * for a signed-out job applicant only a name and an email. No two scheduled meetings of one organiser
 * overlap: the service checks it inside the transaction that writes, under a lock on the organiser.
 * A requested meeting is `pending` until the profile named by `awaiting_profile_id` answers; the
 * organiser is whoever asked.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    type: text('type').$type<StoredMeetingType>().notNull(),
    mode: text('mode').$type<MeetingMode>().notNull().default('schedule_later'),
    organizerProfileId: integer('organizer_profile_id').notNull(),
    attendeeProfileId: integer('attendee_profile_id'),
    attendeeName: text('attendee_name').notNull(),
    attendeeEmail: text('attendee_email'),
    /** The job application an interview belongs to. */
    jobApplicationId: bigint('job_application_id', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The organiser's IANA zone when they set the time. */
    timeZone: text('time_zone').notNull(),
    videoLink: text('video_link').notNull(),
    agenda: text('agenda'),
    status: text('status').$type<MeetingStatus>().notNull().default('scheduled'),
    /** Whose answer a pending meeting waits for (the other side after a proposal). */
    awaitingProfileId: integer('awaiting_profile_id'),
    /** The last decline or cancel reason, or a proposal's note. */
    note: text('note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    outcome: text('outcome').$type<MeetingOutcome>(),
    outcomeNote: text('outcome_note'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /**
     * When each side first joined the built-in call (its socket let into the call's room): the record that
     * the call took place, once both did, and so may be rated.
     */
    organizerJoinedCallAt: timestamp('organizer_joined_call_at', { withTimezone: true }),
    attendeeJoinedCallAt: timestamp('attendee_joined_call_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'meetings_organizer_fk',
      columns: [t.tenantId, t.organizerProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meetings_attendee_fk',
      columns: [t.tenantId, t.attendeeProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meetings_awaiting_fk',
      columns: [t.tenantId, t.awaitingProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meetings_job_application_fk',
      columns: [t.tenantId, t.jobApplicationId],
      foreignColumns: [jobApplications.tenantId, jobApplications.id],
    }).onDelete('cascade'),
    unique('meetings_tenant_id_id_key').on(t.tenantId, t.id),
    index('meetings_organizer_idx').on(t.tenantId, t.organizerProfileId, t.startsAt),
    index('meetings_attendee_idx').on(t.tenantId, t.attendeeProfileId, t.startsAt),
    index('meetings_application_idx').on(t.tenantId, t.jobApplicationId),
    index('meetings_awaiting_idx').on(t.tenantId, t.awaitingProfileId, t.status),
  ],
);

/**
 * Each profile's availability (product.md 3), in its own time zone: one row per profile, written whole
 * by PUT availability. Slots are cut from it at the tenant's step when someone asks.
 */
export const availabilities = pgTable(
  'availabilities',
  {
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    type: text('type').$type<AvailabilityType>().notNull(),
    timeZone: text('time_zone').notNull(),
    hourlySlotTime: integer('hourly_slot_time').notNull().default(30),
    days: jsonb('days').$type<AvailabilityDay[]>().notNull().default([]),
    dates: jsonb('dates').$type<AvailabilityDate[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.profileId] }),
    foreignKey({
      name: 'availabilities_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);

/** 'Rate your call experience' (spec 2): one rating per side of a meeting; a second replaces the first. */
export const meetingRatings = pgTable(
  'meeting_ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    meetingId: bigint('meeting_id', { mode: 'number' }).notNull(),
    profileId: integer('profile_id').notNull(),
    ratings: text('ratings').$type<Reaction>().notNull(),
    comments: text('comments').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'meeting_ratings_meeting_fk',
      columns: [t.tenantId, t.meetingId],
      foreignColumns: [meetings.tenantId, meetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meeting_ratings_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('meeting_ratings_once').on(t.tenantId, t.meetingId, t.profileId),
  ],
);

/** A mentor's offer of mentorship hours (one per mentor profile). */
export const mentorOffers = pgTable(
  'mentor_offers',
  {
    tenantId: tenantIdColumn(),
    mentorProfileId: integer('mentor_profile_id').notNull(),
    active: boolean('active').notNull().default(true),
    topics: text('topics').notNull().default(''),
    sessionMinutes: integer('session_minutes').notNull().default(60),
    monthlyHoursLimit: integer('monthly_hours_limit'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mentorProfileId] }),
    foreignKey({
      name: 'mentor_offers_mentor_fk',
      columns: [t.tenantId, t.mentorProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('mentor_offers_active_idx').on(t.tenantId, t.active),
  ],
);

/**
 * A mentorship-hours session: a meeting of type 'mentorship' (the time, status and call) with what the
 * two sides confirm after it. The mentor is the meeting's attendee (who accepts), the startup its
 * organiser (who booked). Minutes count in the totals once both sides confirmed.
 */
export const mentorSessions = pgTable(
  'mentor_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    meetingId: bigint('meeting_id', { mode: 'number' }).notNull(),
    mentorProfileId: integer('mentor_profile_id').notNull(),
    startupProfileId: integer('startup_profile_id').notNull(),
    topic: text('topic').notNull(),
    bookedMinutes: integer('booked_minutes').notNull(),
    mentorConfirmedAt: timestamp('mentor_confirmed_at', { withTimezone: true }),
    mentorMinutes: integer('mentor_minutes'),
    mentorNotes: text('mentor_notes'),
    startupConfirmedAt: timestamp('startup_confirmed_at', { withTimezone: true }),
    startupMinutes: integer('startup_minutes'),
    startupNotes: text('startup_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'mentor_sessions_meeting_fk',
      columns: [t.tenantId, t.meetingId],
      foreignColumns: [meetings.tenantId, meetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'mentor_sessions_mentor_fk',
      columns: [t.tenantId, t.mentorProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'mentor_sessions_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('mentor_sessions_meeting_key').on(t.tenantId, t.meetingId),
    index('mentor_sessions_mentor_idx').on(t.tenantId, t.mentorProfileId),
    index('mentor_sessions_startup_idx').on(t.tenantId, t.startupProfileId),
  ],
);
