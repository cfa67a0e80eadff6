import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { profiles, users } from './tables.ts';

/** The first profile of a demo person on a tenant (for the demo's connections and conversations). */
export const demoProfileId = async (db: Db, tenantId: string, email: string) => {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(users.email, email)))
    .orderBy(asc(profiles.id))
    .limit(1);
  if (!row) throw new Error(`No demo profile for ${email}`);
  return row.id;
};
