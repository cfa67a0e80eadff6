import type { RouteObject } from 'react-router';

/** Signed-in routes of this feature, mounted by the router under the login guard. */
export const routes: RouteObject[] = [
  {
    path: '/connections',
    lazy: async () => ({ Component: (await import('./pages/connections-page.tsx')).ConnectionsPage }),
  },
];
