import type { ExternalSignInSettings, ExternalSignInSettingsChange } from '@ventura/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { externalSignInSettings } from './tables.ts';

/** What a tenant allows of signing in from elsewhere; a tenant that never said keeps the defaults. */
export const loadSettings = async (db: Db, tenantId: string): Promise<ExternalSignInSettings> => {
  const [row] = await db
    .select({
      profileExportAllowed: externalSignInSettings.profileExportAllowed,
      trustedOrigins: externalSignInSettings.trustedOrigins,
    })
    .from(externalSignInSettings)
    .where(eq(externalSignInSettings.tenantId, tenantId))
    .limit(1);
  return { profileExportAllowed: row?.profileExportAllowed ?? true, trustedOrigins: row?.trustedOrigins ?? [] };
};

const isLoopback = (origin: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);

/**
 * Another deployment is reached over HTTPS; plain HTTP only on this machine's own loopback outside
 * production (a second deployment started beside this one for a test or a demo).
 */
export const assertReachable = (origins: readonly string[], production: boolean) => {
  const refused = origins.filter((origin) => !origin.startsWith('https://') && (production || !isLoopback(origin)));
  if (refused.length > 0) {
    const problems = refused.map((origin) => `trustedOrigins: ${origin} must start with https://`);
    throw badRequest(problems[0] ?? 'Use https addresses', problems);
  }
};

export const saveSettings = async (
  db: Db,
  tenantId: string,
  change: z.output<typeof ExternalSignInSettingsChange>,
  production: boolean,
) => {
  const current = await loadSettings(db, tenantId);
  const trustedOrigins = change.trustedOrigins ? [...new Set(change.trustedOrigins)] : current.trustedOrigins;
  assertReachable(trustedOrigins, production);
  const values = {
    profileExportAllowed: change.profileExportAllowed ?? current.profileExportAllowed,
    trustedOrigins,
    updatedAt: new Date(),
  };
  await db
    .insert(externalSignInSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: externalSignInSettings.tenantId, set: values });
  return loadSettings(db, tenantId);
};
