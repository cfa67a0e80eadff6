import type { DataExportPart, DataExportStatus } from '@ventura/shared';
import { bigint, foreignKey, index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A member's request for all their data (issue 42): built into a zip by a job, kept a few days, then removed. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    /** The zip in the file store. */
    fileKey: text('file_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    parts: jsonb('parts').$type<DataExportPart[]>().notNull().default([]),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'data_exports_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('data_exports_user_idx').on(t.tenantId, t.userId, t.requestedAt),
  ],
);
