import type { ProgramFamily } from '@ventura/shared';
import type { RouteObject } from 'react-router';
import { prefetching } from '../../core/prefetch.ts';
import type { ProgramPageName } from './pages.ts';

/** A route's page, loaded when it is first opened (the first screen carries only this table). */
const page = (name: ProgramPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** A family's list starts its programs while its page loads. */
const listData = (family: ProgramFamily) =>
  prefetching(async (visit) => (await import('./route-data.ts')).programListData(family, visit));

/**
 * Routes of the programs feature (issue 20) open to everyone (spec 2: programs, call-for-applications and
 * vs-programs are unguarded): the three families' lists and a program's page.
 */
export const routes: RouteObject[] = [
  { path: '/programs', loader: listData('program'), lazy: page('programs') },
  { path: '/call-for-applications', loader: listData('application'), lazy: page('callsForApplications') },
  { path: '/vs-programs', loader: listData('video'), lazy: page('videoPrograms') },
  { path: '/programs/:code', lazy: page('details') },
];

/**
 * Routes behind the login guard: the caller's application and its status, the reviewers' page, and where a
 * program office runs its programs (the console's list and editor, outside the console). 'manage' is a fixed
 * segment, so it ranks above a program's code.
 */
export const signedInRoutes: RouteObject[] = [
  { path: '/programs/manage', lazy: page('manage') },
  { path: '/programs/manage/new', lazy: page('manageNew') },
  { path: '/programs/manage/:uuid', lazy: page('manageEdit') },
  { path: '/programs/:code/apply', lazy: page('apply') },
  { path: '/programs/:code/status', lazy: page('status') },
  { path: '/programs/:code/review', lazy: page('review') },
];

/** The operators' program list and editor, as children of the console's /admin (its operator pages). */
export const consoleRoutes: RouteObject[] = [
  { path: 'programs', lazy: page('admin') },
  { path: 'programs/new', lazy: page('adminNew') },
  { path: 'programs/:uuid', lazy: page('adminEdit') },
];
