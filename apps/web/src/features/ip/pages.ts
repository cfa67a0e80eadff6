import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  requests: async () => (await import('./pages/requests-page.tsx')).RequestsPage,
  request: async () => (await import('./pages/request-page.tsx')).RequestPage,
  marketplace: async () => (await import('./pages/marketplace-page.tsx')).MarketplacePage,
  queue: async () => (await import('./admin/queue-page.tsx')).QueuePage,
  adminRequest: async () => (await import('./admin/admin-request-page.tsx')).AdminRequestPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type IpPageName = keyof typeof pages;

export const loadPage = (name: IpPageName) => pages[name]();
