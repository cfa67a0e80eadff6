import { accountTypes, profileWebPaths } from '@ventura/shared';
import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';

/** One page component for the feature, fetched through a small module (pages/load.ts says why). */
const lazy: RouteObject['lazy'] = async () => ({
  Component: (await (await import('./pages/load.ts')).loadPages()).ProfilePage,
});

/**
 * Signed-in routes of this feature, mounted by the router under the login guard, each for its own
 * account type: the edit area of every type with a profile of its own, under its web path (/startups/edit/*,
 * /job-seekers/edit/* whose home is /applied/jobs; the page finds the section or list in the registry,
 * which the first screen does not carry), and the startup's guided /startups/complete-profile (product.md 2,
 * "Profile edit routes").
 */
export const routes: RouteObject[] = [
  ...accountTypes.flatMap((type) =>
    type === 'other'
      ? []
      : [{ path: `${profileWebPaths[type]}/edit/*`, handle: { expectedType: [type] } satisfies GuardHandle, lazy }],
  ),
  { path: '/startups/complete-profile', handle: { expectedType: ['startup'] } satisfies GuardHandle, lazy },
];
