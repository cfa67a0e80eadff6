import type { ContentModel } from '@ventura/shared';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import type { Context } from '../../platform/request-context.ts';
import { audienceIncludes, publishedNow } from './audience.ts';
import { contentItems, glossaryTerms } from './tables.ts';

const maxSerial = 2_147_483_647;
/** More than any tenant shows at once: a global list is a carousel, a sidebar or one FAQ page. */
const globalListLimit = 200;

/** The published items of one of the tenant's global lists the caller may see, in the tenant's order. */
export const listPublished = (ctx: Context, model: ContentModel) =>
  ctx.db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.tenantId, ctx.tenant.id),
        eq(contentItems.model, model),
        publishedNow(contentItems.published, contentItems.publishAt),
        audienceIncludes(ctx, contentItems.audience),
      ),
    )
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id))
    .limit(globalListLimit);

/** The tenant's published pages, in its order. */
export const listPages = (db: Db, tenantId: string) =>
  db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.tenantId, tenantId), eq(contentItems.model, 'page'), eq(contentItems.published, true)))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id))
    .limit(globalListLimit);

/** A published page by its id (all digits) or its slug, in any case. */
export const findPage = async (db: Db, tenantId: string, idOrSlug: string) => {
  const id = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : Number.NaN;
  const slug = eq(contentItems.slug, idOrSlug.toLowerCase());
  const [page] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.tenantId, tenantId),
        eq(contentItems.model, 'page'),
        eq(contentItems.published, true),
        id <= maxSerial ? or(eq(contentItems.id, id), slug) : slug,
      ),
    )
    .limit(1);
  return page;
};

export const listGlossary = (db: Db, tenantId: string, search?: string) =>
  db
    .select()
    .from(glossaryTerms)
    .where(
      and(
        eq(glossaryTerms.tenantId, tenantId),
        search ? ilike(glossaryTerms.word, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${glossaryTerms.word})`), asc(glossaryTerms.id));

export const findGlossaryTerm = async (db: Db, tenantId: string, slug: string) => {
  const [term] = await db
    .select()
    .from(glossaryTerms)
    .where(and(eq(glossaryTerms.tenantId, tenantId), eq(glossaryTerms.slug, slug)))
    .limit(1);
  return term;
};
