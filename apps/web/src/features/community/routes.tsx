import type { RouteObject } from 'react-router';
import { prefetchingPages } from '../../core/prefetch.ts';
import { communityPaths } from './paths.ts';

/**
 * Routes of this feature, open signed in or out (the spec leaves the wall unguarded): the feed asks a
 * visitor to sign in, and a post's page opens for everyone where the tenant shares posts. Each page sends a
 * tenant without the wall to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: communityPaths.feed,
    loader: prefetchingPages(async (visit) => (await import('./route-data.ts')).wallData(visit)),
    lazy: async () => ({ Component: (await import('./pages/feed-page.tsx')).FeedPage }),
  },
  {
    path: '/community-feed/posts/:uuid',
    lazy: async () => ({ Component: (await import('./pages/post-page.tsx')).PostPage }),
  },
  {
    path: '/community-feed/members/:uuid',
    lazy: async () => ({ Component: (await import('./pages/member-page.tsx')).MemberPage }),
  },
];
