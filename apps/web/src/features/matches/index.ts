import { type ComponentType, lazy } from 'react';

/*
 * The matches feature's front door: what other features and the shell may use of it. A dashboard shows the
 * member's recommended matches (a startup's investors, an investor's or a mentor's startups), a chunk of its
 * own so that dashboards without it do not load it; the menu asks whether the member has any matches.
 */
export const RecommendedMatches: ComponentType = lazy(async () => ({
  default: (await import('./components/recommended-matches.tsx')).RecommendedMatches,
}));

export { hasOpenMatches } from './access.ts';
export { matchesPath } from './paths.ts';
