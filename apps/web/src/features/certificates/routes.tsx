import type { RouteObject } from 'react-router';
import type { CertificatePageName } from './pages.ts';
import { certificatePaths } from './paths.ts';

const page = (name: CertificatePageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * Checking a certificate (issue 39): unguarded (spec 2, certificate/verify and certi), so anyone holding a
 * printed certificate or scanning its QR code can check it, signed in or not.
 */
export const publicRoutes: RouteObject[] = [
  { path: certificatePaths.verifyId, lazy: page('verify') },
  { path: certificatePaths.verify, lazy: page('verifyForm') },
  { path: certificatePaths.certi, lazy: page('verifyForm') },
];

/** A member's own certificates, behind the login guard. */
export const signedInRoutes: RouteObject[] = [{ path: certificatePaths.mine, lazy: page('mine') }];

/** The console's certificates page, mounted by the router as a child of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [{ path: certificatePaths.admin, lazy: page('admin') }];
