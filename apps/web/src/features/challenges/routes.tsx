import type { RouteObject } from 'react-router';
import type { ChallengePageName } from './pages.ts';

/** A route's page, loaded when it is first opened (the first screen carries only this table). */
const page = (name: ChallengePageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** Routes of the challenges feature (issue 19), the addresses of paths.ts: unguarded as the spec lists them; each page asks for sign-in where it needs it. */
export const routes: RouteObject[] = [
  { path: '/search/challenges', lazy: page('search') },
  { path: '/challenges', lazy: page('mine') },
  { path: '/challenges/new', lazy: page('create') },
  { path: '/challenges/:uuid/details', lazy: page('details') },
  { path: '/challenges/:uuid/edit', lazy: page('edit') },
  { path: '/challenges/:uuid/participants', lazy: page('participants') },
];
