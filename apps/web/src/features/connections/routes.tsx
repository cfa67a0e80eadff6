import type { DirectoryCard, PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import { prefetching } from '../../core/prefetch.ts';

/** Signed-in routes of this feature, mounted by the router under the login guard; only while the tenant has connections on. */
export const routes: RouteObject[] = [
  {
    path: '/connections',
    handle: { feature: 'connections' } satisfies GuardHandle,
    loader: prefetching(async (visit) => (await import('./route-data.ts')).connectionsData(visit)),
    lazy: async () => ({ Component: (await import('./pages/connections-page.tsx')).ConnectionsPage }),
  },
];

/**
 * Public routes of this feature, open signed in or out (spec 2 lists connection-request as unguarded):
 * the page a connection request's email links to, to accept or decline without signing in.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/connection-request',
    lazy: async () => ({ Component: (await import('./pages/connection-request-page.tsx')).ConnectionRequestPage }),
  },
];

/** Both Connect controls come in one chunk. */
const connectActions = () => import('./components/connect-actions.ts');

/** Connect and Message beside a public profile's other actions, as the server allows them. */
export const ProfileConnectActions: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: (await connectActions()).ProfileConnectActions,
}));

/** Connect on a directory card, for members the tenant's matrix lets connect with that kind of profile. */
export const DirectoryConnectButton: ComponentType<{ card: DirectoryCard }> = lazy(async () => ({
  default: (await connectActions()).DirectoryConnectButton,
}));
