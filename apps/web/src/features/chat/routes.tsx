import type { RouteObject } from 'react-router';
import { prefetchingPages } from '../../core/prefetch.ts';

/**
 * Signed-in routes of this feature, under the login guard: the conversations and, with a uuid, one open
 * beside them. The page itself sends a tenant without chat to the 404 page (chat is not a feature flag).
 */
export const routes: RouteObject[] = [
  {
    path: '/chat/conversations/:uuid?',
    loader: prefetchingPages(async (visit) => (await import('./route-data.ts')).conversationsData(visit)),
    lazy: async () => ({ Component: (await import('./pages/chat-page.tsx')).ChatPage }),
  },
];
