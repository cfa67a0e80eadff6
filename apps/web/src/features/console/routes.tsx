import { Navigate, type RouteObject } from 'react-router';
import { requireSession } from '../../core/guards.tsx';
import { paths } from '../../core/paths.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { RouteErrorPage } from '../../ui/route-error.tsx';
import type { ConsoleHandle } from './access.ts';

const operator: ConsoleHandle = { console: 'operator' };
const partner: ConsoleHandle = { console: 'partner' };

/** Other features' pages in the console's frame, handed in by the router: the operators' and a partner's. */
export type ConsolePages = { operator: readonly RouteObject[]; partner: readonly RouteObject[] };

/**
 * The console (/admin): a signed-in area with its own frame, loaded only when opened. Operators get
 * every page; a partner gets its portfolio (the partners feature's page) and nothing else. The layout
 * sends anyone else to the 404 page.
 */
export const consoleRoute = (pages: ConsolePages): RouteObject => ({
  path: '/admin',
  loader: requireSession,
  ErrorBoundary: RouteErrorPage,
  HydrateFallback: LoadingScreen,
  lazy: async () => ({ Component: (await import('./components/console-layout.tsx')).ConsoleLayout }),
  children: [
    {
      index: true,
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/overview-page.tsx')).OverviewPage }),
    },
    {
      path: 'approvals',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/approvals-page.tsx')).ApprovalsPage }),
      children: [
        {
          path: ':uuid',
          lazy: async () => ({ Component: (await import('./components/profile-drawer.tsx')).ProfileDrawer }),
        },
      ],
    },
    {
      path: 'connections',
      handle: operator,
      lazy: async () => ({
        Component: (await import('./pages/connection-requests-page.tsx')).ConnectionRequestsPage,
      }),
    },
    {
      path: 'community',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/community-reports-page.tsx')).CommunityReportsPage }),
    },
    {
      path: 'members',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/members-page.tsx')).MembersPage }),
    },
    {
      path: 'matching',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/matching-page.tsx')).MatchingPage }),
    },
    {
      path: 'settings',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/settings-page.tsx')).SettingsPage }),
    },
    {
      path: 'audit',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/audit-page.tsx')).AuditPage }),
    },
    // Other features' operator pages: the program editor, the form builder and submissions (issue 20), and the
    // events' list, editor and registrations (issue 21).
    ...pages.operator.map((route) => ({ ...route, handle: operator })),
    // The partners feature's own page, in the console's frame (what the partner's Admin Console opens).
    ...pages.partner.map((route) => ({ ...route, handle: partner })),
    { path: '*', element: <Navigate to={paths.notFound} replace /> },
  ],
});
