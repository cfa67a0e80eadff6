import type { MatchVerdict } from '@ventura/shared';
import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * What a member said of a match: 'good' (more like it, and it stays marked) or 'not_interested' (it is
 * not shown again, and profiles like it count for less). One verdict per pair; a new one replaces it.
 * Keyed by the tenant first, as a table distributed by tenant must be (docs/scaling.md).
 */
export const matchFeedback = pgTable(
  'match_feedback',
  {
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    targetProfileId: integer('target_profile_id').notNull(),
    verdict: text('verdict').$type<MatchVerdict>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'match_feedback_pkey', columns: [t.tenantId, t.profileId, t.targetProfileId] }),
    foreignKey({
      name: 'match_feedback_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'match_feedback_target_fk',
      columns: [t.tenantId, t.targetProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);
