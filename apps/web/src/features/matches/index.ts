import { type ComponentType, lazy } from 'react';

/*
 * The matches feature's front door: what other features may use of it. A startup's dashboard shows its
 * recommended investors, a chunk of its own so that dashboards without it do not load it.
 */
export const RecommendedMatches: ComponentType = lazy(async () => ({
  default: (await import('./components/recommended-matches.tsx')).RecommendedMatches,
}));
