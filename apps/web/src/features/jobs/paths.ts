/** The jobs feature's addresses (product.md 2). */
export const jobPaths = {
  search: '/search/jobs',
  jobs: '/jobs',
  posted: '/jobs?tab=posted',
  newJob: '/jobs/new',
  details: (uuid: string) => `/jobs/${encodeURIComponent(uuid)}/details`,
  edit: (uuid: string) => `/jobs/${encodeURIComponent(uuid)}/edit`,
  applicants: (uuid: string) => `/jobs/${encodeURIComponent(uuid)}/applicants`,
  applied: '/applied/jobs',
  interview: (uuid: string) => `/job-interview/${encodeURIComponent(uuid)}`,
} as const;
