import type {
  ApplicationMode,
  ApplicationStatus,
  EmploymentType,
  JobStatus,
  SalaryPeriod,
  WorkMode,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from '../../platform/db/text-search.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

const codes = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** A resume as an application or a job seeker keeps it. */
export type StoredResume = { key: string; name: string; kind: string; size: number; uploadedAt: string };

/**
 * How a profile appears on the jobs it posts (PATCH jobs/hiring-profile): one per profile. Its logo is
 * the profile's own.
 */
export const hiringProfiles = pgTable(
  'hiring_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    companyName: text('company_name').notNull(),
    about: text('about'),
    website: text('website'),
    contactEmail: text('contact_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'hiring_profiles_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('hiring_profiles_profile_idx').on(t.tenantId, t.profileId),
    unique('hiring_profiles_tenant_id_id_key').on(t.tenantId, t.id),
  ],
);

/**
 * A job. Searched by its words (a generated tsvector under a GIN index), its skills (GIN on text[]) and
 * its kind; an open job past its deadline takes no applications and leaves the public search.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    hiringProfileId: integer('hiring_profile_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    workMode: text('work_mode').$type<WorkMode>().notNull(),
    countryCode: text('country_code'),
    city: text('city'),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period').$type<SalaryPeriod>().notNull().default('year'),
    skills: codes('skills'),
    openings: integer('openings').notNull().default(1),
    deadline: date('deadline').notNull(),
    applicationMode: text('application_mode').$type<ApplicationMode>().notNull().default('inbuilt'),
    externalUrl: text('external_url'),
    status: text('status').$type<JobStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', coalesce(city, '')), 'B') || setweight(to_tsvector('simple', left(description, 4000)), 'C')`,
    ),
  },
  (t) => [
    foreignKey({
      name: 'jobs_hiring_profile_fk',
      columns: [t.tenantId, t.hiringProfileId],
      foreignColumns: [hiringProfiles.tenantId, hiringProfiles.id],
    }).onDelete('cascade'),
    unique('jobs_tenant_id_id_key').on(t.tenantId, t.id),
    // The board: open jobs newest first, or by deadline.
    index('jobs_open_idx').on(t.tenantId, t.id.desc()).where(sql`${t.status} = 'open'`),
    index('jobs_deadline_idx').on(t.tenantId, t.deadline).where(sql`${t.status} = 'open'`),
    index('jobs_hiring_idx').on(t.tenantId, t.hiringProfileId, t.id.desc()),
    index('jobs_search_idx').using('gin', t.searchVector),
    index('jobs_skills_idx').using('gin', t.skills),
  ],
);

/**
 * An application to a job, by a member (user and profile) or a signed-out visitor (name and email, with
 * the hash of the token its resume upload must carry). One per person and one per email per job.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    applicantUserId: uuid('applicant_user_id'),
    applicantProfileId: integer('applicant_profile_id'),
    name: text('name').notNull(),
    /** The applicant's email: a member's sign-in address (null for one who signs in by phone), a visitor's own. */
    email: text('email'),
    phone: text('phone'),
    coverLetter: text('cover_letter'),
    resume: jsonb('resume').$type<StoredResume>(),
    uploadTokenHash: text('upload_token_hash'),
    status: text('status').$type<ApplicationStatus>().notNull().default('applied'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'job_applications_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [jobs.tenantId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_applications_user_fk',
      columns: [t.tenantId, t.applicantUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_applications_profile_fk',
      columns: [t.tenantId, t.applicantProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('set null'),
    unique('job_applications_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('job_applications_email_idx').on(t.tenantId, t.jobId, t.email).where(sql`${t.email} IS NOT NULL`),
    uniqueIndex('job_applications_once_idx')
      .on(t.tenantId, t.jobId, t.applicantUserId)
      .where(sql`${t.applicantUserId} IS NOT NULL`),
    index('job_applications_job_idx').on(t.tenantId, t.jobId, t.status, t.id),
    index('job_applications_user_idx').on(t.tenantId, t.applicantUserId, t.id.desc()),
  ],
);

/** A job seeker's saved resume, attached to their applications unless they upload another. */
export const seekerResumes = pgTable(
  'seeker_resumes',
  {
    profileId: integer('profile_id').primaryKey(),
    tenantId: tenantIdColumn(),
    resume: jsonb('resume').$type<StoredResume>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'seeker_resumes_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('seeker_resumes_profile_idx').on(t.tenantId, t.profileId),
  ],
);
