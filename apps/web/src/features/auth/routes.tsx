import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../core/paths.ts';

/** Sign-in and sign-up, mounted by the router under /auth for visitors who are not signed in. */
export const signedOutRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.login} replace /> },
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
  },
  {
    path: 'signup',
    lazy: async () => ({ Component: (await import('./pages/signup-type-page.tsx')).SignupTypePage }),
  },
  {
    path: 'signup/:accountType',
    lazy: async () => ({ Component: (await import('./pages/signup-page.tsx')).SignupPage }),
  },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

/** Public routes of this feature, open signed in or out, mounted by the router beside the other public pages. */
export const publicRoutes: RouteObject[] = [
  {
    path: 'verify/email/:verificationUid/:emailAddress',
    lazy: async () => ({ Component: (await import('./pages/verify-email-page.tsx')).VerifyEmailPage }),
  },
  {
    path: paths.backdoorLogin,
    lazy: async () => ({ Component: (await import('./pages/backdoor-login-page.tsx')).BackdoorLoginPage }),
  },
  {
    path: paths.devOutbox,
    lazy: async () => ({ Component: (await import('./pages/dev-outbox-page.tsx')).DevOutboxPage }),
  },
];

/** The Switch Profile dialog's content, handed to the shell by the router; loaded when first opened. */
export const SwitchProfilePanel = lazy(() => import('./components/switch-profile-panel.tsx'));
