import type { PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { prefetching } from '../../core/prefetch.ts';
import type { CardAction } from './card-action.ts';
import { directorySlugs, searchPaths } from './paths.ts';

/**
 * Routes of this feature, open signed in or out (the spec leaves search unguarded): each page says
 * itself what a signed-out visitor may see. The compare page takes the ids from its address. Another
 * feature's action joins every directory card (`cardAction`: Connect).
 */
export const searchRoutes = ({ cardAction }: { cardAction?: CardAction } = {}): RouteObject[] => [
  ...directorySlugs.map(
    ([type, slug]): RouteObject => ({
      path: searchPaths.directory(slug),
      loader: prefetching(async (visit) => (await import('./route-data.ts')).directoryData(type, visit)),
      lazy: async () => {
        const { DirectoryPage } = await import('./pages/directory-page.tsx');
        return { element: <DirectoryPage key={type} type={type} cardAction={cardAction} /> };
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

/** The routes without card actions: their paths, for the menu and tests. */
export const routes: RouteObject[] = searchRoutes();

/** What a startup's, investor's or corporate's public profile shows beside its other actions: add to compare. */
export const ProfileCompareButton: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: (await import('./components/profile-compare-button.tsx')).ProfileCompareButton,
}));
