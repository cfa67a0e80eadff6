import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { partners } from './tables.ts';

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
