import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  metrics: async () => (await import('./pages/metrics-page.tsx')).MetricsPage,
  print: async () => (await import('./pages/print-page.tsx')).PrintPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type MetricsPageName = keyof typeof pages;

export const loadPage = (name: MetricsPageName) => pages[name]();
