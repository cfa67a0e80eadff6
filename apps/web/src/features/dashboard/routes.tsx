import { type AccountType, accountTypes, dashboardPaths } from '@ventura/shared';
import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import { prefetching } from '../../core/prefetch.ts';

/**
 * Every dashboard of spec 2 with the one account type it belongs to. Types without a dashboard
 * (other, job seeker) have a home route elsewhere and are not listed.
 */
export const dashboards: ReadonlyArray<{ path: string; expectedType: readonly [AccountType] }> = accountTypes.flatMap(
  (type) => (dashboardPaths[type].endsWith('/dashboard') ? [{ path: dashboardPaths[type], expectedType: [type] }] : []),
);

/** Signed-in routes of this feature, mounted by the router under the login guard. */
export const routes: RouteObject[] = dashboards.map(({ path, expectedType }) => ({
  path,
  handle: { expectedType } satisfies GuardHandle,
  loader: prefetching(async (visit) => (await import('./route-data.ts')).dashboardData(expectedType[0], visit)),
  lazy: async () => ({ Component: (await import('./pages/dashboard-page.tsx')).DashboardPage }),
}));
