import type { PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import type { PitchPageName } from './pages.ts';
import { pitchPaths } from './paths.ts';

const page = (name: PitchPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/**
 * The pitch deck home (issue 38): unguarded (spec 2); signed out it asks to sign in, and a profile that
 * does not record pitches is told who does.
 */
export const routes: RouteObject[] = [{ path: pitchPaths.home, lazy: page('home') }];

/**
 * A kind's recorder, in the startup's edit area (/startups/edit/pitch-deck/{kind}): behind the login guard
 * with the startup's other edit pages, and ranked above their /startups/edit/* splat.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: pitchPaths.recorder,
    handle: { expectedType: ['startup'] } satisfies GuardHandle,
    lazy: page('recorder'),
  },
];

/** What a startup's public profile shows below its sections: its compiled pitches, when it has any. */
export const StartupPitchesAddition: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: await (await import('./pages.ts')).loadStartupPitches(),
}));
