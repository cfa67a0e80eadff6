import type { ComponentType } from 'react';

/*
 * The feature's pages, each its own chunk. The route table reaches them through this module, itself loaded
 * on demand: the chunk lists each page needs then travel with it, not with the first screen.
 */
const pages = {
  programs: async () => (await import('./pages/list-page.tsx')).ProgramsPage,
  callsForApplications: async () => (await import('./pages/list-page.tsx')).CallsForApplicationsPage,
  videoPrograms: async () => (await import('./pages/list-page.tsx')).VideoProgramsPage,
  details: async () => (await import('./pages/details-page.tsx')).ProgramDetailsPage,
  apply: async () => (await import('./pages/application-page.tsx')).ApplicationPage,
  status: async () => (await import('./pages/status-page.tsx')).ApplicationStatusPage,
  review: async () => (await import('./review/review-page.tsx')).ReviewPage,
  manage: async () => (await import('./admin/manage-pages.tsx')).ManageProgramsPage,
  manageNew: async () => (await import('./admin/manage-pages.tsx')).ManageNewProgramPage,
  manageEdit: async () => (await import('./admin/manage-pages.tsx')).ManageEditProgramPage,
  admin: async () => (await import('./admin/programs-page.tsx')).ProgramsPage,
  adminNew: async () => (await import('./admin/editor-pages.tsx')).NewProgramPage,
  adminEdit: async () => (await import('./admin/editor-pages.tsx')).EditProgramPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type ProgramPageName = keyof typeof pages;

export const loadPage = (name: ProgramPageName) => pages[name]();
