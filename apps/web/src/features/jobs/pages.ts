import type { ComponentType } from 'react';

/*
 * The feature's pages, each its own chunk. The route table reaches them through this module, itself loaded
 * on demand: the chunk lists each page needs then travel with it, not with the first screen.
 */
const pages = {
  search: async () => (await import('./pages/search-page.tsx')).SearchJobsPage,
  jobs: async () => (await import('./pages/jobs-page.tsx')).JobsPage,
  newJob: async () => (await import('./pages/job-edit-page.tsx')).NewJobPage,
  editJob: async () => (await import('./pages/job-edit-page.tsx')).EditJobPage,
  details: async () => (await import('./pages/job-page.tsx')).JobPage,
  applicants: async () => (await import('./pages/applicants-page.tsx')).ApplicantsPage,
  applied: async () => (await import('./pages/applied-page.tsx')).AppliedJobsPage,
  interview: async () => (await import('./pages/interview-page.tsx')).InterviewPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type JobPageName = keyof typeof pages;

export const loadPage = (name: JobPageName) => pages[name]();
