// The tables of identity (see index.ts): users and the profiles they hold. Table and column names are the
// database's, unchanged by where this file lives.

import type {
  AccountType,
  ApprovalStatus,
  ArrivalInfo,
  Gender,
  InvestorType,
  LookingFor,
  NotificationSettings,
  SocialNetwork,
  UserStatus,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from '../db/text-search.ts';
import { tenantIdColumn } from '../tenancy/tables.ts';

/**
 * The partner organisations of a tenant: part of identity, since a profile records the partner it came
 * through (profiles.partner_id) and sign-up, invite codes and partner-only tenants all ask for one.
 */
export const partners = pgTable(
  'partners',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    website: text('website'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // What profiles, invite codes and sign-up codes reference, so they name a partner of their own tenant.
    unique('partners_tenant_id_uuid_key').on(t.tenantId, t.uuid),
    // Leads with tenant_id, so it is also the tenant index.
    uniqueIndex('partners_slug_idx').on(t.tenantId, t.slug),
  ],
);
// References between tenant-owned rows are composite, (tenant_id, id), so that the database itself
// refuses a row pointing at another tenant's record; each referenced table has a unique (tenant_id, id).

/** A person who signs in. Contact details are unique within a tenant, never across tenants. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    /** The verified email the person signs in with; only verified addresses count as taken. */
    email: text('email'),
    /** A new address waiting for its verification link: not a sign-in identifier until the link is used. */
    pendingEmail: text('pending_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    countryCode: text('country_code'),
    mobileNumber: text('mobile_number'),
    whatsappNumber: text('whatsapp_number'),
    gender: text('gender').$type<Gender>(),
    role: text('role').$type<'member' | 'operator'>().notNull().default('member'),
    /** deactivated: hidden by the holder, who may sign in and re-activate; suspended: by operators, no sign-in. */
    status: text('status').$type<UserStatus>().notNull().default('active'),
    arrival: jsonb('arrival').$type<ArrivalInfo>().notNull().default({}),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Which notices reach the person by email; the in-app ones always show. */
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_tenant_mobile_idx')
      .on(t.tenantId, t.countryCode, t.mobileNumber)
      .where(sql`${t.mobileNumber} is not null`),
    // The console's member look-up by any part of a name (the audit log's Who).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** One profile per account type a user holds; team members hang under their owner's profile. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    organizationName: text('organization_name'),
    organizationLogo: text('organization_logo'),
    avatar: text('avatar'),
    designation: text('designation'),
    website: text('website'),
    // The card every feature shows and every directory filters on; each type's own fields live in its
    // own table (modules/profiles/tables.ts).
    tagline: text('tagline'),
    about: text('about'),
    countryCode: text('country_code'),
    stateCode: text('state_code'),
    city: text('city'),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    linkedin: text('linkedin'),
    socialLinks: jsonb('social_links').$type<Partial<Record<SocialNetwork, string>>>().notNull().default({}),
    investorType: text('investor_type').$type<InvestorType>(),
    servicesLookingFor: jsonb('services_looking_for').$type<LookingFor[]>().notNull().default([]),
    applyingForSpecificEvent: boolean('applying_for_specific_event').notNull().default(false),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('draft'),
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    /** The operators' words with their last decision, shown to the holder. */
    approvalMessage: text('approval_message'),
    canAddMembers: boolean('can_add_members').notNull().default(true),
    /** The owner's profile for a team member; null for an owner. */
    parentId: integer('parent_id'),
    /** The partner the profile came through, if any. */
    partnerId: uuid('partner_id'),
    totalViews: integer('total_views').notNull().default(0),
    /**
     * The profile's short link, /p/{shortCode} on its tenant's host: ten random hex digits, made by the
     * database for every new row (and for the rows there were when the column came).
     */
    shortCode: text('short_code').notNull().default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    /** How complete the profile is (0 to 100), as completenessOf says, kept for the console's filters and sorts. */
    completeness: smallint('completeness').notNull().default(0),
    /**
     * What directories and search read, kept by the database itself (migration 0017's triggers) so that no
     * write path can forget them: the name the profile is shown under (the organisation's, or the person's
     * for person types), whether it is listed (approved, of an active account), and its words for full
     * text search (name, tagline, about).
     */
    displayName: text('display_name').notNull().default(''),
    listed: boolean('listed').notNull().default(false),
    /**
     * The filters of the type's own row as 'key:code' words ('fundingStages:seed', 'liveDeal:true') and its
     * amount range (a startup's ask, an investor's tickets), copied by the type tables' triggers, so that a
     * directory filters one table and joins the type's row only for the page it shows.
     */
    typeFacets: text('type_facets').array().notNull().default(sql`'{}'::text[]`),
    amountLow: bigint('amount_low', { mode: 'number' }),
    amountHigh: bigint('amount_high', { mode: 'number' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', display_name), 'A') || setweight(to_tsvector('simple', coalesce(tagline, '')), 'B') || setweight(to_tsvector('simple', coalesce(left(about, 4000), '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('profiles_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'profiles_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    // No action: an owner's profile goes only after its team members (deleteAccount removes them first).
    foreignKey({ name: 'profiles_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    // No action: a partner that members came through is not deleted from under them.
    foreignKey({
      name: 'profiles_partner_fk',
      columns: [t.tenantId, t.partnerId],
      foreignColumns: [partners.tenantId, partners.uuid],
    }),
    uniqueIndex('profiles_user_type_idx').on(t.tenantId, t.userId, t.accountType),
    index('profiles_tenant_type_idx').on(t.tenantId, t.accountType),
    uniqueIndex('profiles_short_code_idx').on(t.tenantId, t.shortCode),
    index('profiles_parent_idx').on(t.tenantId, t.parentId),
    // The startups each partner brought (partners-information) and the partner's portfolio.
    index('profiles_partner_idx').on(t.tenantId, t.partnerId, t.accountType),
    index('profiles_tenant_status_idx').on(t.tenantId, t.approvalStatus, t.accountType),
    // The approval queue: one state, the longest waiting first.
    index('profiles_approval_queue_idx').on(t.tenantId, t.approvalStatus, t.approvalRequestedAt),
    // Directories: each sort of each type's listed profiles, names by prefix and by trigram, words, industries.
    index('profiles_directory_newest_idx')
      .on(t.tenantId, t.accountType, t.createdAt.desc(), t.id.desc())
      .where(sql`listed`),
    index('profiles_directory_name_idx')
      .on(t.tenantId, t.accountType, sql`lower(${t.displayName}) collate "C"`, t.id)
      .where(sql`listed`),
    index('profiles_directory_popular_idx')
      .on(t.tenantId, t.accountType, t.totalViews.desc(), t.id.desc())
      .where(sql`listed`),
    index('profiles_directory_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')).where(sql`listed`),
    index('profiles_directory_words_idx').using('gin', t.searchVector).where(sql`listed`),
    index('profiles_directory_industries_idx').using('gin', t.industries).where(sql`listed`),
    index('profiles_directory_facets_idx').using('gin', t.typeFacets).where(sql`listed`),
  ],
);

export type User = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
