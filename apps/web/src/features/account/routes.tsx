import type { RouteObject } from 'react-router';

/** Signed-in routes of this feature, mounted by the router under the login guard. */
export const routes: RouteObject[] = [
  {
    path: '/team/list',
    lazy: async () => ({ Component: (await import('./pages/team-page.tsx')).TeamPage }),
  },
  {
    path: '/account/edit/profile',
    lazy: async () => ({ Component: (await import('./pages/account-settings-page.tsx')).AccountSettingsPage }),
  },
];

/** Public routes of this feature, open signed in or out, mounted by the router beside the other public pages. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/team/join/:token',
    lazy: async () => ({ Component: (await import('./pages/team-join-page.tsx')).TeamJoinPage }),
  },
];
