import { TaxonomyKind } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { taxonomyTerms } from '../../platform/reference/tables.ts';
import { taxonomiesFor } from './taxonomy-data.ts';

/** The suggested length of a seeded pitch topic, in seconds. */
export const pitchTopicSeconds = 60;

/** Seeds a tenant's taxonomies; deterministic, and alpha's differ from the others'. */
export const seedTenantLookups = async (db: Db, tenant: { tenantId: string; slug: string }) => {
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
        // Pitch topics suggest a minute each; the console changes it per topic (modules/pitch).
        seconds: kind === 'pitch-video-topics' && parentCode ? pitchTopicSeconds : null,
      })),
    ),
  );
};
