import type { RouteObject } from 'react-router';

/*
 * The console's growth-metrics pages (docs/metrics.md), mounted by the router as children of /admin. The
 * console marks each list with its access, and one address is one route: so a partner's portfolio, the
 * same page as the operators', lives at a path of its own (consoleMetricsPaths).
 */

const portfolioPage = async () => ({
  Component: (await import('../portfolio/portfolio-page.tsx')).PortfolioMetricsPage,
});

/** The operators' pages: the portfolio of every approved startup, and the tenant's metric types. */
export const operatorConsoleRoutes: RouteObject[] = [
  { path: 'growth-metrics', lazy: portfolioPage },
  {
    path: 'growth-metrics/types',
    lazy: async () => ({ Component: (await import('./types-page.tsx')).MetricTypesPage }),
  },
];

/** A partner's page: the portfolio of the startups that came through it. */
export const partnerConsoleRoutes: RouteObject[] = [{ path: 'portfolio-metrics', lazy: portfolioPage }];
