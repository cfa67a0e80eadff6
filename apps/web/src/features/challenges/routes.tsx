import type { RouteObject } from 'react-router';

/** The feature's addresses (product.md 2): the public search and details, and the corporate's own pages. */
export const challengePaths = {
  search: '/search/challenges',
  mine: '/challenges',
  create: '/challenges/new',
  details: (uuid: string) => `/challenges/${encodeURIComponent(uuid)}/details`,
  edit: (uuid: string) => `/challenges/${encodeURIComponent(uuid)}/edit`,
  participants: (uuid: string) => `/challenges/${encodeURIComponent(uuid)}/participants`,
} as const;

/** Routes of the challenges feature (issue 19): unguarded as the spec lists them; each page asks for sign-in where it needs it. */
export const routes: RouteObject[] = [
  {
    path: challengePaths.search,
    lazy: async () => ({ Component: (await import('./pages/search-page.tsx')).SearchChallengesPage }),
  },
  {
    path: challengePaths.mine,
    lazy: async () => ({ Component: (await import('./pages/my-challenges-page.tsx')).MyChallengesPage }),
  },
  {
    path: challengePaths.create,
    lazy: async () => ({ Component: (await import('./pages/edit-page.tsx')).NewChallengePage }),
  },
  {
    path: '/challenges/:uuid/details',
    lazy: async () => ({ Component: (await import('./pages/details-page.tsx')).ChallengeDetailsPage }),
  },
  {
    path: '/challenges/:uuid/edit',
    lazy: async () => ({ Component: (await import('./pages/edit-page.tsx')).EditChallengePage }),
  },
  {
    path: '/challenges/:uuid/participants',
    lazy: async () => ({ Component: (await import('./pages/participants-page.tsx')).ParticipantsPage }),
  },
];
