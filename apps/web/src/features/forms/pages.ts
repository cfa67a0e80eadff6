import type { ComponentType } from 'react';

/*
 * The feature's pages, each its own chunk. The route tables reach them through this module, itself loaded
 * on demand: the chunk lists each page needs then travel with it, not with the first screen.
 */
const pages = {
  list: async () => (await import('./pages/forms-page.tsx')).FormsPage,
  fill: async () => (await import('./pages/form-page.tsx')).FormPage,
  adminList: async () => (await import('./pages/admin-forms-page.tsx')).AdminFormsPage,
  adminNew: async () => (await import('./pages/admin-form-page.tsx')).NewFormPage,
  adminEdit: async () => (await import('./pages/admin-form-page.tsx')).EditFormPage,
  adminSubmissions: async () => (await import('./pages/admin-submissions-page.tsx')).AdminSubmissionsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type FormPageName = keyof typeof pages;

export const loadPage = (name: FormPageName) => pages[name]();
