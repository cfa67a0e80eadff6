import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import type { EventPageName } from './pages.ts';

/** A route's page, loaded when it is first opened (the first screen carries only these tables). */
const page = (name: EventPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

const events: GuardHandle = { feature: 'events' };

/** Members' events (issue 21), behind the login guard and the tenant's events flag: the list and an event's page. */
export const routes: RouteObject[] = [
  { path: '/calender/events', handle: events, lazy: page('list') },
  { path: '/calender/events/:uuid', handle: events, lazy: page('details') },
];

/**
 * Unguarded (spec 2): a public event's registration page for visitors (members go on to the event's page),
 * and its preview for operators (the page itself refuses anyone else).
 */
export const publicRoutes: RouteObject[] = [
  { path: '/events/register', lazy: page('register') },
  { path: '/events/register-preview', lazy: page('registerPreview') },
];

/** The operators' events, as children of the console's /admin. */
export const consoleRoutes: RouteObject[] = [
  { path: 'events', lazy: page('adminList') },
  { path: 'events/new', lazy: page('adminNew') },
  { path: 'events/:uuid', lazy: page('adminEdit') },
  { path: 'events/:uuid/registrations', lazy: page('adminRegistrations') },
];
