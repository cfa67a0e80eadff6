import type { AccountType, TenantSettings } from '@ventura/shared';

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

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  settings: jsonb('settings').$type<TenantSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tenant column every tenant-owned table starts with: required, and gone with its tenant. */
export const tenantIdColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** Host names a tenant answers on, lower-case and without port. */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    host: text('host').primaryKey(),
    tenantId: tenantIdColumn(),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [index('tenant_hosts_tenant_idx').on(t.tenantId)],
);

/**
 * A maintenance window: announced (active, shown as a dismissible banner) and, while the work runs,
 * switched on (maintenance_on, a blocking page).
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    maintenanceOn: boolean('maintenance_on').notNull().default(false),
    maintenanceOnTitle: text('maintenance_on_title'),
    maintenanceOnMessage: text('maintenance_on_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_windows_tenant_idx').on(t.tenantId, t.active)],
);

/** Which account type may search for and connect with which (tenant data, not code). */
export const connectionMatrix = pgTable(
  'connection_matrix',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    profileType: text('profile_type').$type<AccountType>().notNull(),
    otherProfileType: text('other_profile_type').$type<AccountType>().notNull(),
    canSearch: boolean('can_search').notNull(),
    canConnect: boolean('can_connect').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('connection_matrix_pair_idx').on(t.tenantId, t.profileType, t.otherProfileType)],
);
