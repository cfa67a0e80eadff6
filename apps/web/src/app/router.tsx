import { createBrowserRouter, Navigate } from 'react-router';
import { publicRoutes as accountPublicRoutes } from '../features/account/routes.tsx';
import { publicRoutes as authPublicRoutes, SwitchProfilePanel, signedOutRoutes } from '../features/auth/routes.tsx';
import { consoleRoute } from '../features/console/routes.tsx';
import { StartupProfileAddition } from '../features/documents/routes.tsx';
import { PartnerProfileAddition, publicRoutes as partnerPublicRoutes } from '../features/partners/routes.tsx';
import { publicProfileRoutes } from '../features/public-profiles/routes.tsx';
import { ProfileCompareButton, routes as searchRoutes } from '../features/search/routes.tsx';
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
      element: <Shell switchProfilePanel={SwitchProfilePanel} />,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: LoadingScreen,
      children: [
        { index: true, element: <Navigate to={paths.login} replace /> },
        { path: 'auth', loader: requireSignedOut, children: signedOutRoutes },
        { id: 'signed-in', loader: requireSession, Component: SignedInArea, children: signedInRoutes },
        ...authPublicRoutes,
        ...accountPublicRoutes,
        ...partnerPublicRoutes,
        // Directories, compare and global search: unguarded (spec 2); each page says what a visitor may see.
        ...searchRoutes,
        // A partner's profile carries the partners feature's submission form; a startup's, a program
        // office's request for a document. Startups, investors and corporates can be added to compare.
        ...publicProfileRoutes(
          { partner: PartnerProfileAddition, startup: StartupProfileAddition },
          { startup: ProfileCompareButton, investor: ProfileCompareButton, corporate: ProfileCompareButton },
        ),
        {
          path: paths.notFound,
          lazy: async () => ({ Component: (await import('../features/errors/pages/not-found-page.tsx')).NotFoundPage }),
        },
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },
    // The operators' console has a frame of its own, outside the member site's shell.
    consoleRoute,
  ]);
