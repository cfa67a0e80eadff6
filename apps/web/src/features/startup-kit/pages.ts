import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  kit: async () => (await import('./pages/kit-page.tsx')).KitPage,
  perk: async () => (await import('./pages/perk-page.tsx')).PerkPage,
  admin: async () => (await import('./admin/startup-kit-admin-page.tsx')).StartupKitAdminPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type StartupKitPageName = keyof typeof pages;

export const loadPage = (name: StartupKitPageName) => pages[name]();
