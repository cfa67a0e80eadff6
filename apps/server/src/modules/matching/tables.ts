import type { MatchVerdict } from '@ventura/shared';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * What the index can judge of each listed startup, investor and mentor, as type-prefixed words
 * ('investor.fundingStages:seed', 'startup.industries:agritech', 'mentor.mentorshipAreas:fundraising'),
 * with its amount range (an investor's cheques, a startup's ask). Kept by a trigger on profiles
 * (migration 0046) from the columns the type tables' triggers already copy there; a narrow copy, so that a
 * shortlist reads a few rows of this table rather than wide profile rows (docs/matching.md).
 */
export const matchKeys = pgTable(
  'match_keys',
  {
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    accountType: text('account_type').notNull(),
    keys: text('keys').array().notNull(),
    amountLow: bigint('amount_low', { mode: 'number' }),
    amountHigh: bigint('amount_high', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'match_keys_pkey', columns: [t.tenantId, t.profileId] }),
    foreignKey({
      name: 'match_keys_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    // Written straight into the index: a pending list would be scanned by every read (profiles change rarely).
    index('match_keys_keys_idx').using('gin', t.keys).with({ fastupdate: false }),
  ],
);

/**
 * A member's verdict on a challenge or a program (match_feedback holds those on profiles). The item is
 * named by its kind and id; a deleted item's verdict is left (it names nothing any more and hides nothing).
 */
export const matchItemFeedback = pgTable(
  'match_item_feedback',
  {
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    itemKind: text('item_kind').$type<'challenge' | 'program'>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    verdict: text('verdict').$type<MatchVerdict>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'match_item_feedback_pkey', columns: [t.tenantId, t.profileId, t.itemKind, t.itemId] }),
    foreignKey({
      name: 'match_item_feedback_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);

/** What a weekly digest told a member of (the match's public id), so the next one tells only new matches. */
export const matchDigestItems = pgTable(
  'match_digest_items',
  {
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    matchUuid: uuid('match_uuid').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'match_digest_items_pkey', columns: [t.tenantId, t.profileId, t.matchUuid] }),
    foreignKey({
      name: 'match_digest_items_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);
