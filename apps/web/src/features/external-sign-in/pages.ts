import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  importProfile: async () => (await import('./pages/import-profile-page.tsx')).ImportProfilePage,
  ssoComplete: async () => (await import('./pages/sso-complete-page.tsx')).SsoCompletePage,
  yourData: async () => (await import('./pages/your-data-page.tsx')).YourDataPage,
  adminSettings: async () => (await import('./admin/sign-in-settings-page.tsx')).SignInSettingsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type ExternalSignInPageName = keyof typeof pages;

export const loadPage = (name: ExternalSignInPageName) => pages[name]();
