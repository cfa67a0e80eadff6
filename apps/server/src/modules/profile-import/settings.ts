import type { ExternalSignInSettings } from '@ventura/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { externalSignInSettings } from './tables.ts';

/** What a tenant allows of signing in from elsewhere; a tenant that never said keeps the defaults. */
export const loadSettings = async (db: Db, tenantId: string): Promise<ExternalSignInSettings> => {
  const [row] = await db
    .select({ profileExportAllowed: externalSignInSettings.profileExportAllowed })
    .from(externalSignInSettings)
    .where(eq(externalSignInSettings.tenantId, tenantId))
    .limit(1);
  return { profileExportAllowed: row?.profileExportAllowed ?? true };
};

export const saveSettings = async (db: Db, tenantId: string, change: ExternalSignInSettings) => {
  const values = { profileExportAllowed: change.profileExportAllowed, updatedAt: new Date() };
  await db
    .insert(externalSignInSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: externalSignInSettings.tenantId, set: values });
  return loadSettings(db, tenantId);
};
