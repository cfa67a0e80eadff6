import type { AccountType, ApprovalStatus, ArrivalInfo, Gender, InvestorType, LookingFor } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A person who signs in. Contact details are unique within a tenant, never across tenants. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    countryCode: text('country_code'),
    mobileNumber: text('mobile_number'),
    whatsappNumber: text('whatsapp_number'),
    gender: text('gender').$type<Gender>(),
    role: text('role').$type<'member' | 'operator'>().notNull().default('member'),
    status: text('status').$type<'active' | 'deactivated'>().notNull().default('active'),
    arrival: jsonb('arrival').$type<ArrivalInfo>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_tenant_mobile_idx')
      .on(t.tenantId, t.countryCode, t.mobileNumber)
      .where(sql`${t.mobileNumber} is not null`),
  ],
);

/** One profile per account type a user holds; team members hang under their owner's profile. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type').$type<AccountType>().notNull(),
    organizationName: text('organization_name'),
    organizationLogo: text('organization_logo'),
    avatar: text('avatar'),
    designation: text('designation'),
    website: text('website'),
    investorType: text('investor_type').$type<InvestorType>(),
    servicesLookingFor: jsonb('services_looking_for').$type<LookingFor[]>().notNull().default([]),
    applyingForSpecificEvent: boolean('applying_for_specific_event').notNull().default(false),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('draft'),
    canAddMembers: boolean('can_add_members').notNull().default(true),
    parentId: integer('parent_id'),
    partnerId: uuid('partner_id'),
    totalViews: integer('total_views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_user_type_idx').on(t.tenantId, t.userId, t.accountType),
    index('profiles_tenant_type_idx').on(t.tenantId, t.accountType),
    index('profiles_parent_idx').on(t.tenantId, t.parentId),
  ],
);
