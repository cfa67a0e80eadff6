import type { InterviewStatus, MeetingOutcome, MeetingType } from '@ventura/shared';
import { bigint, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';
import { jobApplications } from '../jobs/tables.ts';

/**
 * A meeting between an organiser's profile and an attendee (issue 19 schedules job interviews; issue 21
 * adds requests between connections, availability and the built-in call). The attendee is a profile, or
 * for a signed-out job applicant only a name and an email. No two scheduled meetings of one organiser
 * overlap: the service checks it inside the transaction that writes, under a lock on the organiser.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    type: text('type').$type<MeetingType>().notNull(),
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
    status: text('status').$type<InterviewStatus>().notNull().default('scheduled'),
    outcome: text('outcome').$type<MeetingOutcome>(),
    outcomeNote: text('outcome_note'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
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
      name: 'meetings_job_application_fk',
      columns: [t.tenantId, t.jobApplicationId],
      foreignColumns: [jobApplications.tenantId, jobApplications.id],
    }).onDelete('cascade'),
    unique('meetings_tenant_id_id_key').on(t.tenantId, t.id),
    index('meetings_organizer_idx').on(t.tenantId, t.organizerProfileId, t.startsAt),
    index('meetings_attendee_idx').on(t.tenantId, t.attendeeProfileId, t.startsAt),
    index('meetings_application_idx').on(t.tenantId, t.jobApplicationId),
  ],
);
