import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import type { HelpdeskPageName } from './pages.ts';
import { helpdeskPaths } from './paths.ts';

const page = (name: HelpdeskPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** The helpdesk (issue 40, behind the login guard): the member's tickets, a new ticket, one ticket's thread. */
export const signedInRoutes: RouteObject[] = [
  {
    handle: { feature: 'ticket_management' } satisfies GuardHandle,
    children: [
      { path: helpdeskPaths.list, lazy: page('tickets') },
      { path: helpdeskPaths.detail, lazy: page('ticket') },
    ],
  },
];

/** The console's queue, one ticket and the issue types, mounted by the router as children of /admin for operators. */
export const operatorConsoleRoutes: RouteObject[] = [
  { path: helpdeskPaths.queue, lazy: page('queue') },
  { path: helpdeskPaths.adminDetail, lazy: page('adminTicket') },
];
