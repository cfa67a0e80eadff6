import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A document as a record that carries it keeps it (copied from its upload, so reads join nothing). */
export type StoredFile = { uuid: string; key: string; name: string; kind: string; size: number };

/**
 * A document uploaded ahead of the form that uses it (POST upload/attachment): a challenge's brief, a
 * participant's files. The form claims it (sets `claimedAt`); one never claimed is swept after a day.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    uploaderProfileId: integer('uploader_profile_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'attachments_uploader_fk',
      columns: [t.tenantId, t.uploaderProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('attachments_tenant_id_id_key').on(t.tenantId, t.id),
    index('attachments_unclaimed_idx').on(t.createdAt).where(sql`${t.claimedAt} IS NULL`),
  ],
);
