import type { RouteObject } from 'react-router';

/** Signed-in routes of this feature, mounted by the router under the login guard (spec 2: notifications). */
export const routes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: async () => ({ Component: (await import('./pages/notifications-page.tsx')).NotificationsPage }),
  },
];
