import type {
  AccountType,
  Answers,
  DocumentKind,
  FormAudience,
  FormField,
  FormStatus,
  SubmissionStatus,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A form an operator built (forms-management): its typed fields are kept on the row as JSON (at most
 * limits.fields), so reading a form, and checking answers against it, reads one row.
 */
export const forms = pgTable(
  'forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull().default([]),
    audience: text('audience').$type<FormAudience>().notNull().default('members'),
    accountTypes: text('account_types').array().$type<AccountType[]>().notNull().default(sql`'{}'::text[]`),
    attachToProfile: boolean('attach_to_profile').notNull().default(false),
    /** A profile form's submitted answers show on the profile to whoever may view it (else owner and operators). */
    showOnProfile: boolean('show_on_profile').notNull().default(false),
    status: text('status').$type<FormStatus>().notNull().default('draft'),
    /** Submitted answers, kept as they arrive so lists read no other table. */
    submissionCount: integer('submission_count').notNull().default(0),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('forms_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('forms_tenant_code_idx').on(t.tenantId, sql`lower(${t.code})`),
    index('forms_tenant_list_idx').on(t.tenantId, t.status, t.id.desc()),
  ],
);

/**
 * One person's answers to a form: a member's (one per profile per form, a draft until submitted) or a
 * visitor's to a public form (name and email, submitted at once).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    formId: integer('form_id').notNull(),
    profileId: integer('profile_id'),
    name: text('name'),
    email: text('email'),
    status: text('status').$type<SubmissionStatus>().notNull().default('draft'),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    progress: integer('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'form_submissions_form_fk',
      columns: [t.tenantId, t.formId],
      foreignColumns: [forms.tenantId, forms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'form_submissions_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('form_submissions_member_idx')
      .on(t.tenantId, t.formId, t.profileId)
      .where(sql`${t.profileId} is not null`),
    index('form_submissions_list_idx').on(t.tenantId, t.formId, t.status, t.id.desc()),
    index('form_submissions_profile_idx').on(t.tenantId, t.profileId, t.status),
  ],
);

/**
 * A file uploaded for one file field of a form (a member's or a visitor's), ahead of the answers that
 * carry it. The answers claim it once; one never claimed is swept after a day. Its uuid is the only
 * handle a visitor has on it, and it is random.
 */
export const formFiles = pgTable(
  'form_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    formId: integer('form_id').notNull(),
    fieldKey: text('field_key').notNull(),
    uploaderProfileId: integer('uploader_profile_id'),
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'form_files_form_fk',
      columns: [t.tenantId, t.formId],
      foreignColumns: [forms.tenantId, forms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'form_files_uploader_fk',
      columns: [t.tenantId, t.uploaderProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('form_files_unclaimed_idx').on(t.createdAt).where(sql`${t.claimedAt} IS NULL`),
  ],
);
