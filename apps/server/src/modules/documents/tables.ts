import type { DocumentKind, DocumentStatus } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A program office's request to a startup for one document, and the latest file the startup sent for
 * it. Both ends are organisations: the office's and the startup's owner profiles (team members act for
 * them), both of the request's own tenant, and the request goes with either.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    officeProfileId: integer('office_profile_id').notNull(),
    startupProfileId: integer('startup_profile_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    dueDate: date('due_date'),
    programCode: text('program_code'),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    /** The office's words with its last decision. */
    reviewComment: text('review_comment'),
    /** The storage key of the latest file (never served by the public files route), its kind and size. */
    fileKey: text('file_key'),
    fileKind: text('file_kind').$type<DocumentKind>(),
    fileSize: integer('file_size'),
    submissions: integer('submissions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'document_requests_office_profile_fk',
      columns: [t.tenantId, t.officeProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'document_requests_startup_profile_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    check('document_requests_status_check', sql`${t.status} in ('pending', 'submitted', 'accepted', 'rejected')`),
    // A request waits for its first file exactly while it is pending; every later state has one.
    check(
      'document_requests_file_check',
      sql`(${t.status} = 'pending') = (${t.fileKey} is null) and (${t.fileKey} is null) = (${t.fileKind} is null)`,
    ),
    index('document_requests_office_idx').on(t.tenantId, t.officeProfileId, t.status, t.createdAt),
    index('document_requests_startup_idx').on(t.tenantId, t.startupProfileId, t.status, t.createdAt),
  ],
);

/**
 * An investor's connection document (spec: investors/upload/connection-document): what a startup reads,
 * and often fills in, before asking that investor to connect (an application form, a term sheet, an
 * NDA). One per investor organisation; a new upload replaces it. Stored beside application documents,
 * never on the public files route.
 */
export const connectionDocuments = pgTable(
  'connection_documents',
  {
    profileId: integer('profile_id').primaryKey(),
    tenantId: tenantIdColumn(),
    fileKey: text('file_key').notNull(),
    fileKind: text('file_kind').$type<DocumentKind>().notNull(),
    fileSize: integer('file_size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'connection_documents_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);
