import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import type { IpPageName } from './pages.ts';
import { ipPaths } from './paths.ts';

const page = (name: IpPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** The IP marketplace (/search/ips): unguarded (spec 2); the page says so itself when the tenant does not offer it. */
export const publicRoutes: RouteObject[] = [{ path: ipPaths.marketplace, lazy: page('marketplace') }];

/** A member's IP requests (/ip-request), behind the login guard and the ip_management flag. */
export const signedInRoutes: RouteObject[] = [
  {
    handle: { feature: 'ip_management' } satisfies GuardHandle,
    children: [
      { path: ipPaths.list, lazy: page('requests') },
      { path: ipPaths.detail, lazy: page('request') },
    ],
  },
];

/** The console's IP requests, mounted by the router as children of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [
  { path: ipPaths.queue, lazy: page('queue') },
  { path: ipPaths.adminDetail, lazy: page('adminRequest') },
];
