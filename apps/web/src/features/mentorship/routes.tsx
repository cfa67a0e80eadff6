import type { RouteObject } from 'react-router';
import type { MentorshipPageName } from './pages.ts';

const page = (name: MentorshipPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * Mentorship hours (issue 21): unguarded in spec 2, so the page itself asks a visitor to sign in and tells
 * members other than startups and mentors what it is for.
 */
export const routes: RouteObject[] = [{ path: '/mentorship-hours', lazy: page('hours') }];
