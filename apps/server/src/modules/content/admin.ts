import { randomBytes } from 'node:crypto';
import type { AdminContentItem, ArticleQuery, ContentItemInput, ContentModel } from '@ventura/shared';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like.ts';
import { countedPage, pageAnswer } from '../../platform/db/paging.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Member } from '../../platform/request-context.ts';
import { presentContentItem } from './present.ts';
import { sanitiseHtml } from './sanitise.ts';
import { slugify } from './slug.ts';
import { contentItems } from './tables.ts';

/*
 * The console's banners, testimonials, FAQ and ads (admin/content/{model}): operators write them with a
 * draft or published state, a publish date, an audience and an order; readers get them from
 * GET global/{model}. The text is HTML kept to the same allow-list as articles, on write and on read.
 */

type Row = typeof contentItems.$inferSelect;

const presentAdmin = (row: Row): AdminContentItem => ({
  ...presentContentItem(row),
  model: row.model as ContentModel,
  sortOrder: row.sortOrder,
  published: row.published,
  publishAt: row.publishAt?.toISOString() ?? null,
  audience: row.audience,
  updatedAt: row.updatedAt.toISOString(),
});

const assertOperator = (m: Member) => {
  if (!accountPolicy.useConsole(m.auth)) throw forbidden('Content is written by the tenant’s operators');
};

const ofModel = (m: Member, model: ContentModel) =>
  and(eq(contentItems.tenantId, m.tenant.id), eq(contentItems.model, model));

/** GET admin/content/{model}: drafts too, in the readers' order; q searches titles, text and people. */
export const list = async (m: Member, model: ContentModel, query: ArticleQuery) => {
  assertOperator(m);
  const q = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    ofModel(m, model),
    q ? or(ilike(contentItems.title, q), ilike(contentItems.body, q), ilike(contentItems.author, q)) : undefined,
  ) as SQL;
  const window = { limit: query.limit, offset: (query.pageNumber - 1) * query.limit };
  const rows = await m.db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const counted = await countedPage(
    m.db,
    rows,
    window,
    m.db.select({ id: contentItems.id }).from(contentItems).where(where),
  );
  return pageAnswer(counted.rows.map(presentAdmin), counted.total, query);
};

const fieldsOf = (input: ContentItemInput) => ({
  title: input.title,
  body: sanitiseHtml(input.body),
  imageUrl: input.imageUrl,
  linkUrl: input.linkUrl,
  author: input.author || null,
  sortOrder: input.sortOrder,
  published: input.published,
  publishAt: input.publishAt ? new Date(input.publishAt) : null,
  audience: input.audience,
});

/** POST admin/content/{model}: stored sanitised, under a slug of its title (made unique with a suffix). */
export const create = async (m: Member, model: ContentModel, input: ContentItemInput) => {
  assertOperator(m);
  const base = slugify(input.title).slice(0, 80) || model;
  for (let attempt = 0; attempt < 4; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [row] = await m.db
      .insert(contentItems)
      .values({ tenantId: m.tenant.id, model, slug, ...fieldsOf(input) })
      .onConflictDoNothing()
      .returning();
    if (row) return presentAdmin(row);
  }
  throw new Error('No free slug for the content item');
};

/** PATCH admin/content/{model}/{id}: the whole item again, as the form sends it. */
export const update = async (m: Member, model: ContentModel, id: number, input: ContentItemInput) => {
  assertOperator(m);
  const [row] = await m.db
    .update(contentItems)
    .set({ ...fieldsOf(input), updatedAt: sql`now()` })
    .where(and(ofModel(m, model), eq(contentItems.id, id)))
    .returning();
  if (!row) throw notFound('Not found');
  return presentAdmin(row);
};

export const remove = async (m: Member, model: ContentModel, id: number) => {
  assertOperator(m);
  const [row] = await m.db
    .delete(contentItems)
    .where(and(ofModel(m, model), eq(contentItems.id, id)))
    .returning({ id: contentItems.id });
  if (!row) throw notFound('Not found');
};
