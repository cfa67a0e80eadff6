import type { RouteObject } from 'react-router';

/**
 * Signed-in routes of this feature, under the login guard: the conversations and, with a uuid, one open
 * beside them. The page itself sends a tenant without chat to the 404 page (chat is not a feature flag).
 */
export const routes: RouteObject[] = [
  {
    path: '/chat/conversations/:uuid?',
    lazy: async () => ({ Component: (await import('./pages/chat-page.tsx')).ChatPage }),
  },
];
