import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn, tenants } from '../../platform/tenancy/tables.ts';

/*
 * Profiles taken from one tenant to another of the same deployment (issue 42). Each side keeps its own
 * row, owned by its own tenant: the source tenant a share (what it let go, to whom), the target tenant an
 * import (where its copy came from). The two name each other by uuid; either side may end the link.
 */

/** What a tenant's operators allow of signing in from elsewhere: one row per tenant, absent means the defaults. */
export const externalSignInSettings = pgTable('external_sign_in_settings', {
  tenantId: tenantIdColumn().primaryKey(),
  /** Members may take their profile to other tenants (a code from here proves them). */
  profileExportAllowed: boolean('profile_export_allowed').notNull().default(true),
  /**
   * Other Ventura deployments whose members may bring their profiles here, by origin
   * (`https://startups.example.org`): a person typing such an address is served by that deployment over HTTPS.
   */
  trustedOrigins: text('trusted_origins').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The source tenant's consent, after its code was verified: for a short while the target tenant named may
 * read the user's profiles and make an account from them, once. Stored hashed, like every token.
 */
export const importGrants = pgTable(
  'import_grants',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    /** The tenant that may use the grant: one of this deployment, or one of another deployment by its origin. */
    audienceTenantId: uuid('audience_tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    audienceOrigin: text('audience_origin'),
    tokenHash: text('token_hash').notNull(),
    /** How the person proved themselves: "+91 98…" or an email. */
    recipient: text('recipient').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'import_grants_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('import_grants_token_idx').on(t.tokenHash),
    index('import_grants_user_idx').on(t.tenantId, t.userId),
  ],
);

export type LinkStatus = 'linked' | 'unlinked';
export type LinkSide = 'source' | 'target';

/** The source side: a profile of this tenant copied to another. */
export const profileShares = pgTable(
  'profile_shares',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    profileId: integer('profile_id').notNull(),
    targetTenantId: uuid('target_tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The target's import row. */
    importUuid: uuid('import_uuid').notNull(),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    keepInStep: boolean('keep_in_step').notNull().default(false),
    status: text('status').$type<LinkStatus>().notNull().default('linked'),
    unlinkedBy: text('unlinked_by').$type<LinkSide>(),
    unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'profile_shares_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'profile_shares_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('profile_shares_import_idx').on(t.importUuid),
    // A save on the source looks up the copies to bring along.
    index('profile_shares_profile_idx').on(t.tenantId, t.profileId, t.status),
    index('profile_shares_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** The target side: a profile of this tenant that was made from another tenant's. */
export const profileImports = pgTable(
  'profile_imports',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    profileId: integer('profile_id').notNull(),
    /** The source tenant, when of this deployment; else the other deployment's origin and the tenant's name. */
    sourceTenantId: uuid('source_tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    sourceOrigin: text('source_origin'),
    sourceName: text('source_name'),
    /** The source's share row (this deployment only: a copy from another deployment is not kept in step). */
    shareUuid: uuid('share_uuid'),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    keepInStep: boolean('keep_in_step').notNull().default(false),
    status: text('status').$type<LinkStatus>().notNull().default('linked'),
    unlinkedBy: text('unlinked_by').$type<LinkSide>(),
    unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    lastProblems: jsonb('last_problems').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'profile_imports_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'profile_imports_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('profile_imports_share_idx').on(t.shareUuid),
    index('profile_imports_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);
