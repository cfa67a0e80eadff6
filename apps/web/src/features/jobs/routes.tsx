import type { RouteObject } from 'react-router';
import { prefetching } from '../../core/prefetch.ts';
import type { JobPageName } from './pages.ts';

/** A route's page, loaded when it is first opened (the first screen carries only this table). */
const page = (name: JobPageName) => async () => ({ Component: await (await import('./pages.ts')).loadPage(name) });

/**
 * Routes of the jobs feature (issue 19), the addresses of paths.ts: unguarded as the spec lists them; the
 * search and a job's page open signed out, the others ask for sign-in on the page. Each page sends a
 * tenant without jobs to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: '/search/jobs',
    loader: prefetching(async (visit) => (await import('./route-data.ts')).searchData(visit)),
    lazy: page('search'),
  },
  { path: '/jobs', lazy: page('jobs') },
  { path: '/jobs/new', lazy: page('newJob') },
  { path: '/jobs/:uuid/details', lazy: page('details') },
  { path: '/jobs/:uuid/edit', lazy: page('editJob') },
  { path: '/jobs/:uuid/applicants', lazy: page('applicants') },
  { path: '/applied/jobs', lazy: page('applied') },
  { path: '/job-interview/:uuid', lazy: page('interview') },
];
