import { pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** The partner organisations of a tenant; the partner-profile feature extends this table. */
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
