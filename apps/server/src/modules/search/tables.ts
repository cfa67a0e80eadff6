import type { DirectoryFilters, DirectoryType } from '@ventura/shared';
import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A directory search a profile saved under a name, to open again; it goes with the profile. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    /** The directory searched: the account type of the profiles it finds. */
    accountType: text('account_type').$type<DirectoryType>().notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<DirectoryFilters>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'saved_filters_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('saved_filters_name_idx').on(t.tenantId, t.profileId, t.accountType, t.name),
    index('saved_filters_profile_idx').on(t.tenantId, t.profileId, t.updatedAt),
  ],
);
