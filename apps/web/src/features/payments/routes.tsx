import type { RouteObject } from 'react-router';
import type { PaymentPageName } from './pages.ts';
import { paymentPaths } from './paths.ts';

const page = (name: PaymentPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** The member's membership and orders (issue 41), behind the login guard (product.md 2). */
export const signedInRoutes: RouteObject[] = [
  { path: paymentPaths.membership, lazy: page('membership') },
  { path: paymentPaths.orders, lazy: page('orders') },
];

/** Where the provider returns the member: unguarded (spec 2); signed out, the pages ask to sign in. */
export const publicRoutes: RouteObject[] = [
  { path: paymentPaths.success, lazy: page('success') },
  { path: paymentPaths.failed, lazy: page('failed') },
];

/** The console's payments, plans and payment settings, mounted by the router as children of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [
  { path: paymentPaths.consoleOrders, lazy: page('adminPayments') },
  { path: paymentPaths.consolePlans, lazy: page('adminPlans') },
  { path: paymentPaths.consoleSettings, lazy: page('adminSettings') },
];
