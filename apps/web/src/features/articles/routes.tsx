import type { ArticleKind } from '@ventura/shared';
import type { RouteObject } from 'react-router';
import { articleListPaths, contentConsolePath, kindOrder } from './paths.ts';

/** A page of one kind: the generic list or item page, told which kind it shows. */
const kindPage = (name: 'list' | 'detail', kind: ArticleKind) => async () => {
  const Page = await (await import('./pages.ts')).loadKindPage(name);
  return { Component: () => <Page kind={kind} /> };
};

/**
 * The content pages (issue 39; unguarded, spec 2): each kind's list and an item's page. Signed out, the
 * server answers the public items; signed in, those the member's audience may see too.
 */
export const publicRoutes: RouteObject[] = kindOrder.flatMap((kind) => [
  { path: articleListPaths[kind], lazy: kindPage('list', kind) },
  { path: `${articleListPaths[kind]}/:slug`, lazy: kindPage('detail', kind) },
]);

/** The console's content page, mounted by the router as a child of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [
  {
    path: contentConsolePath,
    lazy: async () => ({ Component: await (await import('./pages.ts')).loadConsolePage() }),
  },
];
