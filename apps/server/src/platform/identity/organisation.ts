import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { type ProfileRow, profiles } from './tables.ts';

/** A team member acts for the profile that owns the team. */
export const organisationOf = (profile: Pick<ProfileRow, 'id' | 'parentId'>) => profile.parentId ?? profile.id;

/** The users who act for an organisation: its owner and its team. */
export const teamUserIds = async (db: Db, tenantId: string, orgProfileId: number) => {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(eq(profiles.tenantId, tenantId), or(eq(profiles.id, orgProfileId), eq(profiles.parentId, orgProfileId))),
    );
  return rows.map((row) => row.userId);
};
