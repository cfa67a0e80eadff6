import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  hours: async () => (await import('./pages/mentorship-page.tsx')).MentorshipPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type MentorshipPageName = keyof typeof pages;

export const loadPage = (name: MentorshipPageName) => pages[name]();
