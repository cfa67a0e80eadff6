import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { paths } from './paths.ts';
import { RouteErrorPage } from './route-error.tsx';
import { Shell } from './shell.tsx';

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
          path: paths.login,
          lazy: async () => ({ Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage }),
        },
        {
          path: paths.notFound,
          lazy: async () => ({ Component: (await import('../features/errors/pages/not-found-page.tsx')).NotFoundPage }),
        },
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },
  ]);
