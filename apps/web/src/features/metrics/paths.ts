/** The feature's pages (product.md 2): the members' page and its printable report. */
export const metricsPaths = { page: '/growth-metrics', print: '/growth-metrics-print' } as const;

/** The printable report of a startup's metrics (the caller's own without one). */
export const printPath = (startup?: string | null) =>
  startup ? `${metricsPaths.print}?startup=${encodeURIComponent(startup)}` : metricsPaths.print;
