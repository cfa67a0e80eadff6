import type { Db } from '../../platform/db/index.ts';

/** Seeds a tenant's taxonomies, content and partners. */
export const seedTenantLookups = async (_db: Db, _tenant: { tenantId: string; slug: string }) => {};
