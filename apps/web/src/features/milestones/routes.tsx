import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import type { MilestonePageName } from './pages.ts';
import { milestonePaths } from './paths.ts';

const page = (name: MilestonePageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** A startup's milestones (/milestones), behind the login guard and the milestone_management flag. */
export const signedInRoutes: RouteObject[] = [
  {
    path: milestonePaths.page,
    handle: { feature: 'milestone_management' } satisfies GuardHandle,
    lazy: page('milestones'),
  },
];

/** The console's milestone templates and progress across startups, children of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [{ path: milestonePaths.admin, lazy: page('admin') }];

/** A partner's milestone templates and its startups' progress, children of /admin in the partner's console. */
export const partnerConsoleRoutes: RouteObject[] = [{ path: milestonePaths.partner, lazy: page('partner') }];
