import { randomBytes } from 'node:crypto';
import type { AdminArticle, Article, ArticleInput, ArticleKind, ArticleQuery, ArticleSummary } from '@ventura/shared';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like.ts';
import { countedPage, pageAnswer } from '../../platform/db/paging.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { audienceIncludes, publishedNow, sanitiseHtml, slugify } from '../content/index.ts';
import { articles } from './tables.ts';

type Row = typeof articles.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;

const summaryOf = (row: Row): ArticleSummary => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  coverUrl: row.coverUrl,
  publishAt: iso(row.publishAt ?? row.createdAt),
  startsAt: iso(row.startsAt),
  joinUrl: row.joinUrl,
  recordingUrl: row.recordingUrl,
  videoUrl: row.videoUrl,
  fileUrl: row.fileUrl,
  fileName: row.fileName,
});

/** The body as served: sanitised again on every read, so today's allow-list holds for every row. */
const present = (row: Row): Article => ({ ...summaryOf(row), body: sanitiseHtml(row.body) });

const presentAdmin = (row: Row): AdminArticle => ({
  ...present(row),
  published: row.published,
  audience: row.audience,
  updatedAt: row.updatedAt.toISOString(),
});

/** Which items the caller may read: published, their date come, and an audience that includes them. */
const readable = (ctx: Context, kind: ArticleKind): SQL =>
  and(
    eq(articles.tenantId, ctx.tenant.id),
    eq(articles.kind, kind),
    publishedNow(articles.published, articles.publishAt),
    audienceIncludes(ctx, articles.audience),
  ) as SQL;

const searched = (q: string | undefined) =>
  q ? or(ilike(articles.title, containsPattern(q)), ilike(articles.summary, containsPattern(q))) : undefined;

const pageOfRows = async <T>(ctx: Context, where: SQL | undefined, query: ArticleQuery, map: (row: Row) => T) => {
  const window = { limit: query.limit, offset: (query.pageNumber - 1) * query.limit };
  const rows = await ctx.db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(sql`coalesce(${articles.publishAt}, ${articles.createdAt})`), desc(articles.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const counted = await countedPage(
    ctx.db,
    rows,
    window,
    ctx.db.select({ id: articles.id }).from(articles).where(where),
  );
  return pageAnswer(counted.rows.map(map), counted.total, query);
};

/** GET articles/{kind}: what the caller may read, newest first; q searches titles and summaries. */
export const list = (ctx: Context, kind: ArticleKind, query: ArticleQuery) =>
  pageOfRows(ctx, and(readable(ctx, kind), searched(query.q)), query, summaryOf);

/** GET articles/{kind}/{slug}: one item, or 404 when the caller may not read it (or it is not there). */
export const detail = async (ctx: Context, kind: ArticleKind, slug: string) => {
  const [row] = await ctx.db
    .select()
    .from(articles)
    .where(and(readable(ctx, kind), eq(articles.slug, slug)));
  if (!row) throw notFound('Not found');
  return present(row);
};

// ---- The console ----

const assertOperator = (m: Member) => {
  if (!accountPolicy.useConsole(m.auth)) throw forbidden('Content is written by the tenant’s operators');
};

export const adminList = (m: Member, kind: ArticleKind, query: ArticleQuery) => {
  assertOperator(m);
  return pageOfRows(
    m,
    and(eq(articles.tenantId, m.tenant.id), eq(articles.kind, kind), searched(query.q)),
    query,
    presentAdmin,
  );
};

const fieldsOf = (input: ArticleInput) => ({
  title: input.title,
  summary: input.summary,
  body: sanitiseHtml(input.body),
  coverUrl: input.coverUrl,
  publishAt: input.publishAt ? new Date(input.publishAt) : null,
  published: input.published,
  audience: input.audience,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  joinUrl: input.joinUrl,
  recordingUrl: input.recordingUrl,
  videoUrl: input.videoUrl,
  fileUrl: input.fileUrl,
  fileName: input.fileName,
});

/** POST admin/articles/{kind}: stored sanitised, under a slug of its title (made unique with a suffix). */
export const create = async (m: Member, kind: ArticleKind, input: ArticleInput) => {
  assertOperator(m);
  const base = slugify(input.title).slice(0, 80) || 'item';
  for (let attempt = 0; attempt < 4; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [row] = await m.db
      .insert(articles)
      .values({ tenantId: m.tenant.id, kind, slug, createdByUserId: m.auth.user.id, ...fieldsOf(input) })
      .onConflictDoNothing()
      .returning();
    if (row) return presentAdmin(row);
  }
  throw new Error('No free slug for the article');
};

const own = (m: Member, kind: ArticleKind, id: number) =>
  and(eq(articles.tenantId, m.tenant.id), eq(articles.kind, kind), eq(articles.id, id));

export const update = async (m: Member, kind: ArticleKind, id: number, input: ArticleInput) => {
  assertOperator(m);
  const [row] = await m.db
    .update(articles)
    .set({ ...fieldsOf(input), updatedAt: sql`now()` })
    .where(own(m, kind, id))
    .returning();
  if (!row) throw notFound('Not found');
  return presentAdmin(row);
};

export const remove = async (m: Member, kind: ArticleKind, id: number) => {
  assertOperator(m);
  const [row] = await m.db
    .delete(articles)
    .where(own(m, kind, id))
    .returning({ id: articles.id });
  if (!row) throw notFound('Not found');
};
