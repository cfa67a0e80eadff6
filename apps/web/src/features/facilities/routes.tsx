import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import type { FacilityPageName } from './pages.ts';
import { facilityPaths } from './paths.ts';

const page = (name: FacilityPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * The facilities and one facility's slots: unguarded (spec 2), so a visitor sees what there is and is asked to
 * sign in to book. Each page says so itself when the tenant does not offer facilities.
 */
export const publicRoutes: RouteObject[] = [
  { path: facilityPaths.list, lazy: page('facilities') },
  { path: facilityPaths.detail, lazy: page('facility') },
];

/** My Bookings, behind the login guard and the facility_management flag. */
export const signedInRoutes: RouteObject[] = [
  {
    path: facilityPaths.myBookings,
    handle: { feature: 'facility_management' } satisfies GuardHandle,
    lazy: page('myBookings'),
  },
];

/** The console's facilities and bookings, mounted by the router as children of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [
  { path: facilityPaths.admin, lazy: page('admin') },
  { path: facilityPaths.adminBookings, lazy: page('adminBookings') },
];
