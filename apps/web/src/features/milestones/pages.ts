import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  milestones: async () => (await import('./pages/milestones-page.tsx')).MilestonesPage,
  admin: async () => (await import('./admin/console-page.tsx')).OperatorMilestonesPage,
  partner: async () => (await import('./admin/console-page.tsx')).PartnerMilestonesPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type MilestonePageName = keyof typeof pages;

export const loadPage = (name: MilestonePageName) => pages[name]();
