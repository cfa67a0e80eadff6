import type { RouteObject } from 'react-router';
import type { MeetingPageName } from './pages.ts';

/** A route's page, loaded when it is first opened (the first screen carries only this table). */
const page = (name: MeetingPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * The list of meetings and one meeting's page: unguarded (spec 2 lists `meetings` so); signed out, each page
 * asks to sign in instead. (A meeting's call, /meetings/:uuid/call, is the call's own route.)
 */
export const routes: RouteObject[] = [
  { path: '/meetings', lazy: page('list') },
  { path: '/meetings/:uuid', lazy: page('meeting') },
];

/** Behind the login guard (spec 2: calender): My Meetings, the availability editor and booking a connection. */
export const signedInRoutes: RouteObject[] = [
  { path: '/calender', lazy: page('calendar') },
  { path: '/calender/availability', lazy: page('availability') },
  { path: '/calender/book/:profileUuid', lazy: page('book') },
];
