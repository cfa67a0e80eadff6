import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partners, profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';
import { programs } from '../programs/tables.ts';

/*
 * Milestones (issue 40; product.md 2, /milestones under the milestone_management flag): a startup sets
 * milestones with evidence; programs and partners give their startups templates; the program's reviewers
 * confirm the evidence; a job reminds startups of overdue ones; operators see progress across startups.
 */

/** A milestone a program, a partner or the tenant offers its startups to take on. */
export const milestoneTemplates = pgTable(
  'milestone_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    /** Whose it is: a program's (its reviewers confirm), a partner's, or null for the tenant's own. */
    programId: integer('program_id'),
    partnerUuid: uuid('partner_uuid'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    /** Due this many days after a startup takes it on. */
    dueAfterDays: integer('due_after_days').notNull().default(30),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('milestone_templates_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'milestone_templates_program_fk',
      columns: [t.tenantId, t.programId],
      foreignColumns: [programs.tenantId, programs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'milestone_templates_partner_fk',
      columns: [t.tenantId, t.partnerUuid],
      foreignColumns: [partners.tenantId, partners.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'milestone_templates_author_fk',
      columns: [t.tenantId, t.createdByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    index('milestone_templates_list_idx').on(t.tenantId, t.programId, t.partnerUuid),
  ],
);

/**
 * A startup's milestone: planned, in progress, completed (its evidence given), then confirmed by a reviewer
 * of its program (or sent back to in progress with a note).
 */
export const milestones = pgTable(
  'milestones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    templateId: integer('template_id'),
    /** The program whose reviewers confirm it (from its template), if any. */
    programId: integer('program_id'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    dueOn: date('due_on').notNull(),
    status: text('status').notNull().default('planned'),
    evidenceText: text('evidence_text').notNull().default(''),
    evidenceUrl: text('evidence_url'),
    evidenceFileKey: text('evidence_file_key'),
    evidenceFileName: text('evidence_file_name'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    confirmedByUserId: uuid('confirmed_by_user_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewerNote: text('reviewer_note'),
    /** When the overdue reminder went, so it goes once. */
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('milestones_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'milestones_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'milestones_template_fk',
      columns: [t.tenantId, t.templateId],
      foreignColumns: [milestoneTemplates.tenantId, milestoneTemplates.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'milestones_program_fk',
      columns: [t.tenantId, t.programId],
      foreignColumns: [programs.tenantId, programs.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'milestones_confirmed_by_fk',
      columns: [t.tenantId, t.confirmedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // A startup's list by due date; the overdue job's and the operators' progress views by status.
    index('milestones_startup_idx').on(t.tenantId, t.startupProfileId, t.dueOn),
    index('milestones_due_idx').on(t.tenantId, t.status, t.dueOn),
    index('milestones_program_idx').on(t.tenantId, t.programId, t.status),
    // A template is taken on once at a time: two adoptions at the same moment make one milestone.
    uniqueIndex('milestones_adopted_once_idx')
      .on(t.tenantId, t.startupProfileId, t.templateId)
      .where(sql`${t.templateId} is not null and ${t.status} <> 'confirmed'`),
  ],
);
