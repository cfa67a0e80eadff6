import type { MetricPeriodKind, MetricUnit, MetricValueStatus } from '@ventura/shared';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A tenant's metric types (revenue, jobs created...): what startups are asked to report, in order. */
export const metricTypes = pgTable(
  'metric_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    unit: text('unit').$type<MetricUnit>().notNull(),
    period: text('period').$type<MetricPeriodKind>().notNull(),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('metric_types_tenant_id_id_key').on(t.tenantId, t.id),
    unique('metric_types_key').on(t.tenantId, t.key),
  ],
);

/**
 * One value a startup reported for a type and period (the period's first day). A draft is its team's
 * alone; a submitted value is its reviewers', its partner's and the operators' too.
 */
export const metricValues = pgTable(
  'metric_values',
  {
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    metricTypeId: integer('metric_type_id').notNull(),
    periodStart: date('period_start').notNull(),
    value: doublePrecision('value').notNull(),
    note: text('note'),
    status: text('status').$type<MetricValueStatus>().notNull().default('draft'),
    updatedByProfileId: integer('updated_by_profile_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.startupProfileId, t.metricTypeId, t.periodStart] }),
    foreignKey({
      name: 'metric_values_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_values_type_fk',
      columns: [t.tenantId, t.metricTypeId],
      foreignColumns: [metricTypes.tenantId, metricTypes.id],
    }).onDelete('cascade'),
    // The portfolio: a type's submitted values per period across startups, read from the index alone.
    index('metric_values_portfolio_idx').on(
      t.tenantId,
      t.metricTypeId,
      t.status,
      t.periodStart,
      t.startupProfileId,
      t.value,
    ),
  ],
);

/** Who a startup chose to see its submitted metrics. */
export const metricReviewers = pgTable(
  'metric_reviewers',
  {
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    reviewerProfileId: integer('reviewer_profile_id').notNull(),
    /** invited: came through an emailed invitation rather than the list of candidates. */
    invited: boolean('invited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.startupProfileId, t.reviewerProfileId] }),
    foreignKey({
      name: 'metric_reviewers_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_reviewers_reviewer_fk',
      columns: [t.tenantId, t.reviewerProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('metric_reviewers_reviewer_idx').on(t.tenantId, t.reviewerProfileId, t.createdAt),
  ],
);

/** An invitation by email to review a startup's metrics; the link's token is kept only as its hash. */
export const metricInvites = pgTable(
  'metric_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    invitedByProfileId: integer('invited_by_profile_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedProfileId: integer('accepted_profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'metric_invites_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_invites_inviter_fk',
      columns: [t.tenantId, t.invitedByProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('metric_invites_startup_idx').on(t.tenantId, t.startupProfileId, t.createdAt),
  ],
);

/** A reviewer's request that the startup report (some metrics, or all); answered by its next submission. */
export const metricRequests = pgTable(
  'metric_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    reviewerProfileId: integer('reviewer_profile_id').notNull(),
    message: text('message').notNull(),
    metrics: text('metrics').array().notNull().default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'metric_requests_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_requests_reviewer_fk',
      columns: [t.tenantId, t.reviewerProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('metric_requests_startup_idx').on(t.tenantId, t.startupProfileId, t.createdAt),
  ],
);

/** A comment on a startup's metrics (the whole, or one metric and period), by a reviewer or the startup. */
export const metricComments = pgTable(
  'metric_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    authorProfileId: integer('author_profile_id').notNull(),
    metricKey: text('metric_key'),
    period: text('period'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'metric_comments_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_comments_author_fk',
      columns: [t.tenantId, t.authorProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('metric_comments_startup_idx').on(t.tenantId, t.startupProfileId, t.createdAt),
  ],
);

/** Reminders sent when a period closed: one per startup and period, whatever runs the job how often. */
export const metricReminders = pgTable(
  'metric_reminders',
  {
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.startupProfileId, t.period] }),
    foreignKey({
      name: 'metric_reminders_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);

/**
 * When a tenant's metrics last changed (a value saved or removed, a type changed): the portfolio's
 * cached answers are keyed by it, so every process answers afresh after any change.
 */
export const metricChanges = pgTable('metric_changes', {
  tenantId: tenantIdColumn().primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
});
