import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MetricType, MissingReport, PortfolioMetrics, pageOf, pageSizes } from '@ventura/shared';
import { apiV2 } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

/*
 * The portfolio of growth metrics (docs/metrics.md, api/v2/metrics/portfolio): operators read every approved
 * startup of the tenant, a partner's people the startups that came through their partner. Totals and medians
 * per period, who has not reported, and the CSV of the values.
 */

const MetricTypes = MetricType.array();
const MissingReportPage = pageOf(MissingReport);

/** Rows per page of the startups that have not reported: a dense table. */
export const missingPageSize = pageSizes.table.default;

export type PortfolioCall = { metrics: readonly string[]; from: string; to: string };

export const portfolioKeys = {
  activeTypes: ['metrics', 'console', 'types', 'active'] as const,
  portfolio: (call: PortfolioCall) => ['metrics', 'console', 'portfolio', call] as const,
  missing: (metric: string, pageNumber: number) => ['metrics', 'console', 'missing', metric, pageNumber] as const,
};

/** GET types/all: the types startups are asked for now, in their order. */
export const activeTypesQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.activeTypes,
    queryFn: ({ signal }) => apiV2.get('/metrics/types/all', MetricTypes, { signal }),
    select: (types) => [...types].sort((a, b) => a.position - b.position),
  });

/** GET portfolio: totals and medians of the chosen metrics per period; the figures before stay while new ones load. */
export const portfolioQuery = (call: PortfolioCall) =>
  queryOptions({
    queryKey: portfolioKeys.portfolio(call),
    queryFn: ({ signal }) =>
      apiV2.get('/metrics/portfolio', PortfolioMetrics, {
        query: { metrics: call.metrics.join(','), from: call.from, to: call.to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET portfolio/missing: the startups without a submitted value of a metric for its last closed period, a page at a time. */
export const missingReportsQuery = (metric: string, pageNumber: number) =>
  queryOptions({
    queryKey: portfolioKeys.missing(metric, pageNumber),
    queryFn: ({ signal }) =>
      apiV2.get('/metrics/portfolio/missing', MissingReportPage, {
        query: { metric, pageNumber, limit: missingPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The export's address: the values of the portfolio's startups from one period to another. */
export const portfolioExportUrl = (from: string, to: string) =>
  `/api/v2/metrics/portfolio/export?${new URLSearchParams({ from, to }).toString()}`;

/** Downloads the portfolio's values as CSV (GET portfolio/export) with the session, named as the server names it. */
export const downloadPortfolioCsv = (from: string, to: string) =>
  downloadFile(portfolioExportUrl(from, to), {
    fallbackName: `growth-metrics-${from}-${to}.csv`,
    failedText: 'The export could not be made',
  });
