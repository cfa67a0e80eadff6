import type { PerkEligibility, PerkKind } from '@ventura/shared';
import {
  boolean,
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
import { partners, profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A perk of the startup booster kit: offered by one of the tenant's partners (or the tenant itself), with
 * what a startup receives on claiming it (a code, a link) and who may claim it.
 */
export const perks = pgTable(
  'perks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    partnerUuid: uuid('partner_uuid'),
    title: text('title').notNull(),
    kind: text('kind').$type<PerkKind>().notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    value: text('value').notNull(),
    code: text('code'),
    link: text('link'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    eligibility: jsonb('eligibility').$type<PerkEligibility>().notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('perks_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'perks_partner_fk',
      columns: [t.tenantId, t.partnerUuid],
      foreignColumns: [partners.tenantId, partners.uuid],
    }).onDelete('set null'),
    index('perks_tenant_idx').on(t.tenantId, t.published, t.createdAt),
  ],
);

/** A startup's claim of a perk: once per startup, whoever of its team claims it. */
export const perkClaims = pgTable(
  'perk_claims',
  {
    tenantId: tenantIdColumn(),
    perkId: integer('perk_id').notNull(),
    startupProfileId: integer('startup_profile_id').notNull(),
    claimedByUserId: uuid('claimed_by_user_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('perk_claims_once').on(t.tenantId, t.perkId, t.startupProfileId),
    foreignKey({
      name: 'perk_claims_perk_fk',
      columns: [t.tenantId, t.perkId],
      foreignColumns: [perks.tenantId, perks.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'perk_claims_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'perk_claims_user_fk',
      columns: [t.tenantId, t.claimedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    index('perk_claims_tenant_idx').on(t.tenantId, t.claimedAt),
  ],
);
