/** Where the console's growth-metrics pages live, under /admin. */
export const consoleMetricsPaths = {
  /** The operators' portfolio of growth metrics. */
  portfolio: '/admin/growth-metrics',
  /** A partner's portfolio of growth metrics: the same page, at a path of the partner's console. */
  partnerPortfolio: '/admin/portfolio-metrics',
  types: '/admin/growth-metrics/types',
} as const;
