import type { ContentItem, GlossaryTerm, Page, PageSummary } from '@ventura/shared';
import { sanitiseHtml } from './sanitise.ts';
import type { contentItems, glossaryTerms } from './tables.ts';

type ContentRow = typeof contentItems.$inferSelect;

/** A banner, testimonial, question or ad; its text sanitised again on every read, like articles'. */
export const presentContentItem = (item: ContentRow): ContentItem => ({
  id: item.id,
  slug: item.slug,
  title: item.title,
  body: sanitiseHtml(item.body),
  imageUrl: item.imageUrl,
  linkUrl: item.linkUrl,
  author: item.author,
});

export const presentPageSummary = (page: ContentRow): PageSummary => ({
  id: page.id,
  slug: page.slug,
  title: page.title,
});

export const presentPage = (page: ContentRow): Page => ({
  ...presentPageSummary(page),
  body: page.body,
  updatedAt: page.updatedAt.toISOString(),
});

export const presentGlossaryTerm = (term: typeof glossaryTerms.$inferSelect): GlossaryTerm => ({
  id: term.id,
  word: term.word,
  slug: term.slug,
  definition: term.definition,
});
