import type { ComponentType } from 'react';

/*
 * The feature's pages, each its own chunk. The route table reaches them through this module, itself loaded
 * on demand: the chunk lists each page needs then travel with it, not with the first screen.
 */
const pages = {
  search: async () => (await import('./pages/search-page.tsx')).SearchChallengesPage,
  mine: async () => (await import('./pages/my-challenges-page.tsx')).MyChallengesPage,
  create: async () => (await import('./pages/edit-page.tsx')).NewChallengePage,
  details: async () => (await import('./pages/details-page.tsx')).ChallengeDetailsPage,
  edit: async () => (await import('./pages/edit-page.tsx')).EditChallengePage,
  participants: async () => (await import('./pages/participants-page.tsx')).ParticipantsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type ChallengePageName = keyof typeof pages;

export const loadPage = (name: ChallengePageName) => pages[name]();
