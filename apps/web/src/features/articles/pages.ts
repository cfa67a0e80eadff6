import type { ArticleKind } from '@ventura/shared';
import type { ComponentType } from 'react';

type KindPage = ComponentType<{ kind: ArticleKind }>;

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  list: async (): Promise<KindPage> => (await import('./pages/article-list-page.tsx')).ArticleListPage,
  detail: async (): Promise<KindPage> => (await import('./pages/article-detail-page.tsx')).ArticleDetailPage,
  console: async (): Promise<ComponentType> => (await import('./admin/content-page.tsx')).ContentAdminPage,
};

export const loadKindPage = (name: 'list' | 'detail') => pages[name]();
export const loadConsolePage = () => pages.console();
