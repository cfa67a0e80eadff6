import { TaxonomyKind } from '@ventura/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { seedContent } from '../content/seed.ts';
import { seedPartners } from '../partners/seed.ts';
import { taxonomyTerms } from './tables.ts';
import { taxonomiesFor } from './taxonomy-data.ts';

/** Seeds a tenant's taxonomies, content and partners; deterministic, and alpha's differ from the others'. */
export const seedTenantLookups = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenant.tenantId));
  if (!row) throw new Error(`No tenant ${tenant.slug}`);
  const taxonomies = taxonomiesFor(tenant.slug);
  await db.insert(taxonomyTerms).values(
    TaxonomyKind.options.flatMap((kind) =>
      taxonomies[kind].map(([code, name, description, parentCode], sortOrder) => ({
        tenantId: tenant.tenantId,
        kind,
        code,
        name,
        description: description ?? null,
        parentCode: parentCode ?? null,
        sortOrder,
      })),
    ),
  );
  await seedContent(db, { ...tenant, name: row.name });
  await seedPartners(db, tenant);
};
