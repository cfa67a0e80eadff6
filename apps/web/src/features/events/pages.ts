import type { ComponentType } from 'react';

/*
 * The feature's pages, each its own chunk. The route table reaches them through this module, itself loaded
 * on demand: the chunk lists each page needs then travel with it, not with the first screen.
 */
const pages = {
  list: async () => (await import('./pages/list-page.tsx')).EventsPage,
  details: async () => (await import('./pages/event-page.tsx')).EventPage,
  register: async () => (await import('./pages/register-page.tsx')).RegisterPage,
  registerPreview: async () => (await import('./pages/register-page.tsx')).RegisterPreviewPage,
  adminList: async () => (await import('./admin/events-admin-page.tsx')).EventsAdminPage,
  adminNew: async () => (await import('./admin/editor-pages.tsx')).NewEventPage,
  adminEdit: async () => (await import('./admin/editor-pages.tsx')).EditEventPage,
  adminRegistrations: async () => (await import('./admin/registrations-page.tsx')).RegistrationsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type EventPageName = keyof typeof pages;

export const loadPage = (name: EventPageName) => pages[name]();
