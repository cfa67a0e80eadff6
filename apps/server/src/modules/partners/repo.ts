import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { partners } from './tables.ts';

export const listPartners = (db: Db, tenantId: string) =>
  db.select().from(partners).where(eq(partners.tenantId, tenantId)).orderBy(asc(partners.name), asc(partners.uuid));
