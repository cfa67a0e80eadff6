import type { RouteObject } from 'react-router';
import type { CallPageName } from './pages.ts';

const page = (name: CallPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** A meeting's one-to-one call (issue 21), behind the login guard. */
export const signedInRoutes: RouteObject[] = [{ path: '/meetings/:uuid/call', lazy: page('call') }];
