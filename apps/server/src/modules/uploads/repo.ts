import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles } from '../../platform/identity/index.ts';

/** The profile columns that hold an image's URL. */
export type ImageColumn = 'avatar' | 'organizationLogo';

/**
 * Points one of the tenant's profiles at a new image and answers the URL it held before; undefined
 * when the profile is not there (any more).
 */
export const setProfileImage = (db: Db, tenantId: string, profileId: number, column: ImageColumn, url: string) =>
  db.transaction(async (tx) => {
    const where = and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId));
    const [row] = await tx.select({ previous: profiles[column] }).from(profiles).where(where).for('update');
    if (!row) return undefined;
    const value = column === 'avatar' ? { avatar: url } : { organizationLogo: url };
    await tx
      .update(profiles)
      .set({ ...value, updatedAt: new Date() })
      .where(where);
    return { previous: row.previous };
  });

/**
 * Whether any of the tenant's profiles still shows a rendition whose URL starts so: team members
 * copy their owner's logo, so one image may be shown by several profiles.
 */
export const imageInUse = async (db: Db, tenantId: string, urlPrefix: string) => {
  const pattern = `${urlPrefix}%`;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        or(like(profiles.avatar, pattern), like(profiles.organizationLogo, pattern)),
      ),
    )
    .limit(1);
  return row !== undefined;
};
