import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';
import { matchesPath } from './paths.ts';

/**
 * The matches page (issue 44), behind the login guard and part of the tenant's directories (show_ecosystem).
 * Open to every profile: one whose type has no matches reads why, without asking.
 */
export const routes: RouteObject[] = [
  {
    path: matchesPath,
    handle: { feature: 'show_ecosystem' } satisfies GuardHandle,
    lazy: async () => ({ Component: (await import('./pages/matches-page.tsx')).MatchesPage }),
  },
];
