import { createBrowserRouter, Navigate } from 'react-router';
import { publicRoutes as accountPublicRoutes } from '../features/account/routes.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { requireSession, requireSignedOut, SignedInArea } from './guards.tsx';
import { paths } from './paths.ts';
import { RouteErrorPage } from './route-error.tsx';
import { Shell } from './shell.tsx';
import { signedInRoutes } from './signed-in-routes.tsx';

/** The route table (spec 2). Pages are lazy so the first load carries only the shell. */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      Component: Shell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: LoadingScreen,
      children: [
        { index: true, element: <Navigate to={paths.login} replace /> },
        {
          path: 'auth',
          loader: requireSignedOut,
          children: [
            { index: true, element: <Navigate to={paths.login} replace /> },
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage }),
            },
            {
              path: 'signup',
              lazy: async () => ({
                Component: (await import('../features/auth/pages/signup-type-page.tsx')).SignupTypePage,
              }),
            },
            {
              path: 'signup/:accountType',
              lazy: async () => ({ Component: (await import('../features/auth/pages/signup-page.tsx')).SignupPage }),
            },
            { path: '*', element: <Navigate to={paths.notFound} replace /> },
          ],
        },
        { id: 'signed-in', loader: requireSession, Component: SignedInArea, children: signedInRoutes },
        {
          path: 'verify/email/:verificationUid/:emailAddress',
          lazy: async () => ({
            Component: (await import('../features/auth/pages/verify-email-page.tsx')).VerifyEmailPage,
          }),
        },
        ...accountPublicRoutes,
        {
          path: paths.backdoorLogin,
          lazy: async () => ({
            Component: (await import('../features/auth/pages/backdoor-login-page.tsx')).BackdoorLoginPage,
          }),
        },
        {
          path: paths.devOutbox,
          lazy: async () => ({ Component: (await import('../features/auth/pages/dev-outbox-page.tsx')).DevOutboxPage }),
        },
        {
          path: paths.notFound,
          lazy: async () => ({ Component: (await import('../features/errors/pages/not-found-page.tsx')).NotFoundPage }),
        },
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },
  ]);
