import type { AccountType } from '@ventura/shared';
import { foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A member's wishlist (spec calls 7.13): the profiles they want to meet, one entry per profile. */
export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    ownerProfileId: integer('owner_profile_id').notNull(),
    targetProfileId: integer('target_profile_id').notNull(),
    userAccountType: text('user_account_type').$type<AccountType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'wishlist_entries_owner_fk',
      columns: [t.tenantId, t.ownerProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'wishlist_entries_target_fk',
      columns: [t.tenantId, t.targetProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('wishlist_entries_once').on(t.tenantId, t.ownerProfileId, t.targetProfileId),
    index('wishlist_entries_owner_idx').on(t.tenantId, t.ownerProfileId, t.createdAt),
  ],
);
