/**
 * The job enums' labels (product.md 3), as plain data without zod: the profile registry (read by the
 * first screen) offers them as a job seeker's preferences, and jobs.ts builds its schemas on them.
 */
export const employmentTypeLabels = {
  full_time: 'Full time',
  part_time: 'Part time',
  work_from_home: 'Work from home',
  hybrid: 'Hybrid',
} as const;

export const workModeLabels = {
  on_site: 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
  not_specified: 'Not specified',
} as const;
