import { and, asc, eq } from 'drizzle-orm';
import { pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
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

export const listPartners = (db: Db, tenantId: string) =>
  db.select().from(partners).where(eq(partners.tenantId, tenantId)).orderBy(asc(partners.name), asc(partners.uuid));

/** A partner of this tenant; another tenant's uuid is simply not found. */
export const findPartnerByUuid = async (db: Db, tenantId: string, uuid: string) => {
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.uuid, uuid)))
    .limit(1);
  return partner;
};
