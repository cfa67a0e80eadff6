import type {
  AccountType,
  Answers,
  DocumentKind,
  DocumentStatus,
  ProgramApplicationStatus,
  ProgramDocumentDef,
  ProgramFamily,
  ProgramStage,
  ProgramStatus,
  RubricCriterion,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from '../../platform/db/text-search.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';
import { forms } from '../forms/tables.ts';

export type StoredVideoTopic = { id: number; title: string; description: string; seconds: number };

/**
 * A program, call for applications or video startup program (spec 7.6; `family` says which). What it
 * asks for (documents per stage, the rubric, video topics) is kept on the row as JSON, a handful each;
 * the application form is a form of the tenant. The number of applications is kept as they arrive.
 */
export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    family: text('family').$type<ProgramFamily>().notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    eligibility: text('eligibility').notNull().default(''),
    accountTypes: text('account_types').array().$type<AccountType[]>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    externalUrl: text('external_url'),
    formId: integer('form_id'),
    documents: jsonb('documents').$type<ProgramDocumentDef[]>().notNull().default([]),
    rubric: jsonb('rubric').$type<RubricCriterion[]>().notNull().default([]),
    videoTopics: jsonb('video_topics').$type<StoredVideoTopic[]>().notNull().default([]),
    status: text('status').$type<ProgramStatus>().notNull().default('draft'),
    /** The program office that runs it; null when the tenant's operators do. */
    officeProfileId: integer('office_profile_id'),
    createdByUserId: uuid('created_by_user_id'),
    applicationCount: integer('application_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', code || ' ' || title), 'A') || setweight(to_tsvector('simple', summary || ' ' || left(description, 4000)), 'B')`,
    ),
  },
  (t) => [
    foreignKey({
      name: 'programs_form_fk',
      columns: [t.tenantId, t.formId],
      foreignColumns: [forms.tenantId, forms.id],
    }),
    foreignKey({
      name: 'programs_office_fk',
      columns: [t.tenantId, t.officeProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('programs_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('programs_tenant_code_idx').on(t.tenantId, t.code),
    index('programs_published_idx').on(t.tenantId, t.family, t.closesAt.desc()).where(sql`${t.status} = 'published'`),
    index('programs_search_idx').using('gin', t.searchVector),
    index('programs_industries_idx').using('gin', t.industries),
  ],
);

/** Members who review a program's applications (besides the operators and the office that runs it). */
export const programReviewers = pgTable(
  'program_reviewers',
  {
    tenantId: tenantIdColumn(),
    programId: integer('program_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.programId, t.userId] }),
    foreignKey({
      name: 'program_reviewers_program_fk',
      columns: [t.tenantId, t.programId],
      foreignColumns: [programs.tenantId, programs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'program_reviewers_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('program_reviewers_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * One profile's application to one program: its answers (a draft until sent), where it stands, and the
 * mean of its reviewers' scores, kept as reviews change so the table sorts by it.
 */
export const programApplications = pgTable(
  'program_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    programId: integer('program_id').notNull(),
    profileId: integer('profile_id').notNull(),
    /** The person who started it (a team member may act for the profile). */
    userId: uuid('user_id').notNull(),
    status: text('status').$type<ProgramApplicationStatus>().notNull().default('draft'),
    stage: text('stage').$type<ProgramStage>().notNull().default('application'),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    progress: integer('progress').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    averageScore: real('average_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'program_applications_program_fk',
      columns: [t.tenantId, t.programId],
      foreignColumns: [programs.tenantId, programs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'program_applications_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'program_applications_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    unique('program_applications_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('program_applications_once_idx').on(t.tenantId, t.programId, t.profileId),
    index('program_applications_review_idx').on(t.tenantId, t.programId, t.stage, t.status, t.submittedAt),
    index('program_applications_profile_idx').on(t.tenantId, t.profileId, t.updatedAt.desc()),
  ],
);

/** Each decision on an application (and its sending), with the message the applicant was given. */
export const programApplicationEvents = pgTable(
  'program_application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    applicationId: integer('application_id').notNull(),
    stage: text('stage').$type<ProgramStage>().notNull(),
    status: text('status').$type<ProgramApplicationStatus>().notNull(),
    message: text('message'),
    actorUserId: uuid('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'program_application_events_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [programApplications.tenantId, programApplications.id],
    }).onDelete('cascade'),
    index('program_application_events_application_idx').on(t.tenantId, t.applicationId, t.id),
  ],
);

/** One reviewer's scores against the program's rubric; `total` is the weighted share of the most (0 to 100). */
export const programReviews = pgTable(
  'program_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    applicationId: integer('application_id').notNull(),
    reviewerUserId: uuid('reviewer_user_id').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    total: real('total').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'program_reviews_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [programApplications.tenantId, programApplications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'program_reviews_reviewer_fk',
      columns: [t.tenantId, t.reviewerUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('program_reviews_once_idx').on(t.tenantId, t.applicationId, t.reviewerUserId),
  ],
);

/** Reviewers' notes on an application, for each other (never shown to the applicant). */
export const programNotes = pgTable(
  'program_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    applicationId: integer('application_id').notNull(),
    authorUserId: uuid('author_user_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'program_notes_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [programApplications.tenantId, programApplications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'program_notes_author_fk',
      columns: [t.tenantId, t.authorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('program_notes_application_idx').on(t.tenantId, t.applicationId, t.id),
  ],
);

/**
 * A document a program asks of one application at one stage, created when the application reaches
 * that stage, with the latest file sent for it (served only to the applicant and the program's reviewers).
 */
export const programDocuments = pgTable(
  'program_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    applicationId: integer('application_id').notNull(),
    key: text('key').notNull(),
    stage: text('stage').$type<ProgramStage>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    required: boolean('required').notNull().default(true),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    reason: text('reason'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileKind: text('file_kind').$type<DocumentKind>(),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'program_documents_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [programApplications.tenantId, programApplications.id],
    }).onDelete('cascade'),
    uniqueIndex('program_documents_once_idx').on(t.tenantId, t.applicationId, t.key),
  ],
);
