import { Navigate, type RouteObject } from 'react-router';
import { requireSession } from '../../app/guards.tsx';
import { paths } from '../../app/paths.ts';
import { RouteErrorPage } from '../../app/route-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { consoleRoutes as eventConsoleRoutes } from '../events/routes.tsx';
import { consoleRoutes as formConsoleRoutes } from '../forms/routes.tsx';
import type { ConsoleHandle } from './access.ts';

const operator: ConsoleHandle = { console: 'operator' };
const partner: ConsoleHandle = { console: 'partner' };

/**
 * The console (/admin): a signed-in area with its own frame, loaded only when opened. Operators get
 * every page; a partner gets its portfolio (the partners feature's page) and nothing else. The layout
 * sends anyone else to the 404 page.
 */
export const consoleRoute: RouteObject = {
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
      path: 'settings',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/settings-page.tsx')).SettingsPage }),
    },
    {
      path: 'programs',
      handle: operator,
      lazy: async () => ({ Component: (await import('../programs/admin/programs-page.tsx')).ProgramsPage }),
    },
    {
      path: 'programs/new',
      handle: operator,
      lazy: async () => ({ Component: (await import('../programs/admin/editor-pages.tsx')).NewProgramPage }),
    },
    {
      path: 'programs/:uuid',
      handle: operator,
      lazy: async () => ({ Component: (await import('../programs/admin/editor-pages.tsx')).EditProgramPage }),
    },
    {
      path: 'audit',
      handle: operator,
      lazy: async () => ({ Component: (await import('./pages/audit-page.tsx')).AuditPage }),
    },
    // The forms feature's builder and submissions (issue 20).
    ...formConsoleRoutes.map((route) => ({ ...route, handle: operator })),
    // The events feature's list, editor and registrations (issue 21).
    ...eventConsoleRoutes.map((route) => ({ ...route, handle: operator })),
    {
      path: 'startups',
      handle: partner,
      // The partners feature's own page, in the console's frame (what the partner's Admin Console opens).
      lazy: async () => ({ Component: (await import('../partners/pages/portfolio-page.tsx')).PortfolioPage }),
    },
    { path: '*', element: <Navigate to={paths.notFound} replace /> },
  ],
};
