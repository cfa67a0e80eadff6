import type { ProfileAccountType, PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The directories' pages, /search/{slug} (product.md 2, "Sidebar navigation"). Written out rather than
 * read from `directories` in @ventura/shared, which the first screen does without; a test holds the two
 * together.
 */
export const directorySlugs: ReadonlyArray<readonly [ProfileAccountType, string]> = [
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

/**
 * Routes of this feature, open signed in or out (the spec leaves search unguarded): each page says
 * itself what a signed-out visitor may see. The compare page takes the ids from its address.
 */
export const routes: RouteObject[] = [
  ...directorySlugs.map(
    ([type, slug]): RouteObject => ({
      path: searchPaths.directory(slug),
      lazy: async () => {
        const { DirectoryPage } = await import('./pages/directory-page.tsx');
        return { element: <DirectoryPage key={type} type={type} /> };
      },
    }),
  ),
  {
    path: '/search/compare/:kind',
    lazy: async () => ({ Component: (await import('./pages/compare-page.tsx')).ComparePage }),
  },
  {
    path: searchPaths.global,
    lazy: async () => ({ Component: (await import('./pages/global-search-page.tsx')).GlobalSearchPage }),
  },
];

/** What a startup's, investor's or corporate's public profile shows beside its other actions: add to compare. */
export const ProfileCompareButton: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: (await import('./components/profile-compare-button.tsx')).ProfileCompareButton,
}));
