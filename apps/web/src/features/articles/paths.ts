import type { ArticleKind } from '@ventura/shared';

/*
 * The content pages (issue 39, product.md 2): each kind's public list and an item's page under it, and the
 * console's page. Plain values: the route table (first load) reads them.
 */

/** Each kind's public list; an item is at `{list}/{slug}`. */
export const articleListPaths: Record<ArticleKind, string> = {
  news: '/news',
  'platform-updates': '/platform-updates',
  webinars: '/webinars',
  reports: '/reports',
  videos: '/videos',
  resources: '/resources',
  'market-insights': '/market-insights',
};

/** The kinds in the order the console offers them (the same as the shared `articleKinds`). */
export const kindOrder = Object.keys(articleListPaths) as ArticleKind[];

/** An item's public page. */
export const articlePath = (kind: ArticleKind, slug: string) => `${articleListPaths[kind]}/${encodeURIComponent(slug)}`;

/** The console's content page, under /admin. */
export const contentConsolePath = 'content';
