import type { PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { FormPageName } from './pages.ts';

/** A route's page, loaded when it is first opened (the first screen carries only these tables). */
const page = (name: FormPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * Members' forms (issue 20): unguarded as the spec lists /forms (product.md 2); the list asks a visitor to
 * sign in, and a public form opens signed out.
 */
export const routes: RouteObject[] = [
  { path: '/forms', lazy: page('list') },
  { path: '/forms/:uuid', lazy: page('fill') },
];

/** The operators' form builder and submissions, as children of the console's /admin (its operator pages). */
export const consoleRoutes: RouteObject[] = [
  { path: 'forms', lazy: page('adminList') },
  { path: 'forms/new', lazy: page('adminNew') },
  { path: 'forms/:uuid', lazy: page('adminEdit') },
  { path: 'forms/:uuid/submissions', lazy: page('adminSubmissions') },
];

/** What every profile shows below its sections: the answers it sent to profile forms, as far as the viewer may read them. */
export const ProfileFormAnswersAddition: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: (await import('./components/profile-answers.tsx')).ProfileFormAnswers,
}));
