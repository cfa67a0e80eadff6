import type { DirectoryType } from '@ventura/shared';

/**
 * The directories' pages, /search/{slug} (product.md 2, "Sidebar navigation"). Written out rather than
 * read from `directories` in @ventura/shared, which the first screen does without; a test holds the two
 * together.
 */
export const directorySlugs: ReadonlyArray<readonly [DirectoryType, string]> = [
  ['startup', 'startups'],
  ['investor', 'investors'],
  ['corporate', 'corporates'],
  ['mentor', 'mentors'],
  ['service_provider', 'service-providers'],
  ['partner', 'partners'],
  ['program_office', 'program-offices'],
  ['individual', 'individuals'],
];

export const searchPaths = {
  directory: (slug: string) => `/search/${slug}`,
  compare: (kind: string) => `/search/compare/${kind}`,
  global: '/global-search',
} as const;
