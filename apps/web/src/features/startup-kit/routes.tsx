import type { RouteObject } from 'react-router';
import type { StartupKitPageName } from './pages.ts';
import { startupKitPaths } from './paths.ts';

const page = (name: StartupKitPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * The booster kit (issue 39, behind the login guard): any member may look at the perks; each perk's check
 * says whether the caller's startup may claim it, and why not.
 */
export const signedInRoutes: RouteObject[] = [
  { path: startupKitPaths.list, lazy: page('kit') },
  { path: startupKitPaths.detail, lazy: page('perk') },
];

/** The console's perks and claims, mounted by the router as a child of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [{ path: startupKitPaths.admin, lazy: page('admin') }];
