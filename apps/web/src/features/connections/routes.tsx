import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../app/guards.tsx';

/** Signed-in routes of this feature, mounted by the router under the login guard; only while the tenant has connections on. */
export const routes: RouteObject[] = [
  {
    path: '/connections',
    handle: { feature: 'connections' } satisfies GuardHandle,
    lazy: async () => ({ Component: (await import('./pages/connections-page.tsx')).ConnectionsPage }),
  },
];
