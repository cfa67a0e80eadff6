import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  verify: async () => (await import('./pages/verify-page.tsx')).VerifyPage,
  verifyForm: async () => (await import('./pages/verify-form-page.tsx')).VerifyFormPage,
  mine: async () => (await import('./pages/my-certificates-page.tsx')).MyCertificatesPage,
  admin: async () => (await import('./admin/certificates-page.tsx')).CertificatesAdminPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type CertificatePageName = keyof typeof pages;

export const loadPage = (name: CertificatePageName) => pages[name]();
