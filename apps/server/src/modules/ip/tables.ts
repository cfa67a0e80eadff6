import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/*
 * IP requests (issue 40; product.md 2, /ip-request for startups and corporates and /search/ips, under the
 * ip_management flag): a member asks the tenant's IP facilitators for help with a patent, trademark,
 * copyright or design; operators and facilitators move it through its stages with notes; its owner may
 * publish it for licensing, and then it is found in /search/ips.
 */

/** One person named on the request as an inventor or author. */
export type IpInventor = { name: string; email?: string | null };

export const ipRequests = pgTable(
  'ip_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    requesterUserId: uuid('requester_user_id').notNull(),
    /** The startup or corporate profile the IP belongs to. */
    profileId: integer('profile_id').notNull(),
    /** patent, trademark, copyright or design. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    inventors: jsonb('inventors').$type<IpInventor[]>().notNull().default([]),
    /** Where the request stands (the service holds the moves between stages). */
    stage: text('stage').notNull().default('submitted'),
    facilitatorUserId: uuid('facilitator_user_id'),
    /** The office's number and date once filed. */
    applicationNumber: text('application_number'),
    filedOn: date('filed_on'),
    /** Shown in /search/ips when its owner publishes it for licensing. */
    publishedForLicensing: boolean('published_for_licensing').notNull().default(false),
    licensingSummary: text('licensing_summary').notNull().default(''),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ip_requests_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'ip_requests_requester_fk',
      columns: [t.tenantId, t.requesterUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ip_requests_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ip_requests_facilitator_fk',
      columns: [t.tenantId, t.facilitatorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // The operators' queue by stage; a profile's own requests; the licensing search (words of the title and
    // summary, like the directories' trigram search).
    index('ip_requests_queue_idx').on(t.tenantId, t.stage, t.updatedAt.desc()),
    index('ip_requests_profile_idx').on(t.tenantId, t.profileId, t.createdAt.desc()),
    index('ip_requests_licensing_idx')
      .on(t.tenantId, t.kind, t.updatedAt.desc())
      .where(sql`${t.publishedForLicensing}`),
    index('ip_requests_search_idx')
      .using('gin', sql`(${t.title} || ' ' || ${t.licensingSummary}) gin_trgm_ops`)
      .where(sql`${t.publishedForLicensing}`),
  ],
);

/** A stage move or a note on a request; internal notes are the operators' and facilitators' alone. */
export const ipRequestEvents = pgTable(
  'ip_request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    ipRequestId: integer('ip_request_id').notNull(),
    authorUserId: uuid('author_user_id'),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    note: text('note').notNull().default(''),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'ip_request_events_request_fk',
      columns: [t.tenantId, t.ipRequestId],
      foreignColumns: [ipRequests.tenantId, ipRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ip_request_events_author_fk',
      columns: [t.tenantId, t.authorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    index('ip_request_events_request_idx').on(t.tenantId, t.ipRequestId, t.id),
  ],
);

/** A document of a request (drawings, specifications, logos), told by its bytes. */
export const ipRequestFiles = pgTable(
  'ip_request_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    ipRequestId: integer('ip_request_id').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'ip_request_files_request_fk',
      columns: [t.tenantId, t.ipRequestId],
      foreignColumns: [ipRequests.tenantId, ipRequests.id],
    }).onDelete('cascade'),
    index('ip_request_files_request_idx').on(t.tenantId, t.ipRequestId),
  ],
);
