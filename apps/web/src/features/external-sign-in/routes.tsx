import type { RouteObject } from 'react-router';
import type { ExternalSignInPageName } from './pages.ts';
import { externalSignInPaths } from './paths.ts';

const page = (name: ExternalSignInPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** Bringing a profile from another platform (issue 42): mounted by the router under /auth, for visitors signed out. */
export const signedOutRoutes: RouteObject[] = [
  { path: externalSignInPaths.importProfile, lazy: page('importProfile') },
];

/**
 * Where the server sends the browser back from the tenant's single sign-on provider: for visitors signed out
 * (the router puts the signed-out guard above it).
 */
export const signedOutPublicRoutes: RouteObject[] = [
  { path: externalSignInPaths.ssoComplete, lazy: page('ssoComplete') },
];

/** The member's own data and linked profiles, behind the login guard (any member). */
export const signedInRoutes: RouteObject[] = [{ path: externalSignInPaths.yourData, lazy: page('yourData') }];

/** The console's sign-in settings, mounted by the router as a child of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [
  { path: externalSignInPaths.consoleSettings, lazy: page('adminSettings') },
];
