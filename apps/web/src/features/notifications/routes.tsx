import type { RouteObject } from 'react-router';
import { prefetching } from '../../core/prefetch.ts';

/** Signed-in routes of this feature, mounted by the router under the login guard (spec 2: notifications). */
export const routes: RouteObject[] = [
  {
    path: '/notifications',
    loader: prefetching(async (visit) => (await import('./route-data.ts')).notificationsData(visit)),
    lazy: async () => ({ Component: (await import('./pages/notifications-page.tsx')).NotificationsPage }),
  },
];
