import type { Db } from '../../platform/db/index.ts';
import { glossaryFor } from './glossary-data.ts';
import { contentFor } from './seed-data.ts';
import { slugify } from './slug.ts';
import { contentItems, glossaryTerms } from './tables.ts';

/** Seeds the banners, testimonials, FAQ, ads, pages and glossary of a demo tenant. */
export const seedContent = async (db: Db, tenant: { tenantId: string; slug: string; name: string }) => {
  const items = contentFor(tenant);
  await db.insert(contentItems).values(
    items.map((item, i) => ({
      tenantId: tenant.tenantId,
      model: item.model,
      slug: item.slug,
      title: item.title,
      body: item.body,
      imageUrl: item.imageUrl ?? null,
      linkUrl: item.linkUrl ?? null,
      author: item.author ?? null,
      published: item.published ?? true,
      sortOrder: i,
    })),
  );
  await db.insert(glossaryTerms).values(
    glossaryFor(tenant.slug).map(([word, definition]) => ({
      tenantId: tenant.tenantId,
      word,
      slug: slugify(word),
      definition,
    })),
  );
};
