import type { RouteObject } from 'react-router';
import type { MetricsPageName } from './pages.ts';
import { metricsPaths } from './paths.ts';

const page = (name: MetricsPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * Growth metrics (issue 37): the members' page and its printable report. Each page says itself when the
 * tenant does not offer the feature, asks a visitor to sign in (an emailed invitation's link included),
 * and tells a profile not yet approved what it is for.
 */
export const routes: RouteObject[] = [
  { path: metricsPaths.page, lazy: page('metrics') },
  { path: metricsPaths.print, lazy: page('print') },
];
