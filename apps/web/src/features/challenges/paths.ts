/** The feature's addresses (product.md 2): the public search and details, and the corporate's own pages. */
export const challengePaths = {
  search: '/search/challenges',
  mine: '/challenges',
  create: '/challenges/new',
  details: (uuid: string) => `/challenges/${encodeURIComponent(uuid)}/details`,
  edit: (uuid: string) => `/challenges/${encodeURIComponent(uuid)}/edit`,
  participants: (uuid: string) => `/challenges/${encodeURIComponent(uuid)}/participants`,
} as const;
