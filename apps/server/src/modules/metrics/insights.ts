import {
  lastClosedPeriod,
  type MetricChart,
  type MetricChartQuery,
  type MetricPeriodKind,
  type MissingReportsQuery,
  metricLimits,
  type PortfolioMetrics,
  type PortfolioMetricsQuery,
  periodOf,
  periodStart,
  periodsBetween,
  shiftPeriod,
} from '@ventura/shared';
import type { z } from 'zod';
import { offsetOf, pageAnswer } from '../../platform/db/paging.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { csvOf } from '../../platform/http/csv.ts';
import { createMemo } from '../../platform/http/memo.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Member } from '../../platform/request-context.ts';
import { assertTakesPart, standingTo } from './access.ts';
import * as insights from './insights-repo.ts';
import { metricsPolicy } from './policy.ts';
import { periodName, presentPerson, presentType } from './present.ts';
import * as repo from './repo.ts';

/** The periods of a kind that a range written in months or quarters covers ('2026-01'..'2026-06' is Q1 and Q2). */
const periodsOfKind = (kind: MetricPeriodKind, from: string, to: string) =>
  periodsBetween(periodOf(kind, periodStart(from)), periodOf(kind, periodStart(to)));

/** A range from the query, or the last `count` periods up to the last closed one; at most metricLimits.periods. */
const rangeOf = (
  kind: MetricPeriodKind,
  query: { from?: string | undefined; to?: string | undefined },
  count: number,
) => {
  const to = query.to ? periodOf(kind, periodStart(query.to)) : lastClosedPeriod(kind, new Date());
  const from = query.from ? periodOf(kind, periodStart(query.from)) : shiftPeriod(to, -(count - 1));
  if (periodStart(from) > periodStart(to)) {
    throw badRequest('The range starts after it ends', ['query.from: The range starts after it ends']);
  }
  const periods = periodsBetween(from, to);
  if (periods.length > metricLimits.periods) {
    throw badRequest(`Choose at most ${metricLimits.periods} periods`, [
      `query.from: Choose at most ${metricLimits.periods} periods`,
    ]);
  }
  return { periods, from: periodStart(from), to: periodStart(to) };
};

const findType = async (m: Member, key: string, types?: repo.MetricTypeRow[]) => {
  const type = (types ?? (await repo.listTypes(m.db, m.tenant.id))).find((row) => row.key === key);
  if (!type) throw notFound(`There is no metric '${key}'`);
  return type;
};

const growth = (value: number | null, before: number | null) =>
  value === null || before === null || before === 0
    ? null
    : Math.round(((value - before) / Math.abs(before)) * 1000) / 10;

/** GET charts: one metric over time for one startup or several the caller may see, with growth per period. */
export const chart = async (m: Member, query: z.output<typeof MetricChartQuery>): Promise<MetricChart> => {
  const type = await findType(m, query.metric);
  const standings = await Promise.all((query.startups ?? [undefined]).map((uuid) => standingTo(m, uuid)));
  const range = rangeOf(type.period, query, type.period === 'quarterly' ? 8 : 12);
  const rows = await insights.series(
    m.db,
    m.tenant.id,
    type.id,
    standings.map((s) => s.startup.profile.id),
    range,
    standings.filter((s) => s.own).map((s) => s.startup.profile.id),
  );
  return {
    metric: presentType(type),
    periods: range.periods,
    series: standings.map(({ startup }) => {
      const mine = new Map(
        rows
          .filter((row) => row.startup_profile_id === startup.profile.id)
          .map((row) => [periodName(row.period_start, type.period), Number(row.value)]),
      );
      return {
        startup: presentPerson(startup.profile, startup.userName),
        points: range.periods.map((period, index) => {
          const value = mine.get(period) ?? null;
          const before = index > 0 ? (mine.get(range.periods[index - 1] ?? '') ?? null) : null;
          return { period, value, growth: growth(value, before) };
        }),
      };
    }),
  };
};

/** Operators see every startup; a partner's people those that came through their partner. */
const scopeOf = (m: Member): insights.Scope => {
  assertTakesPart(m);
  if (!metricsPolicy.portfolio(m.auth)) throw forbidden('The portfolio is for operators and partners');
  return {
    tenantId: m.tenant.id,
    partnerId: accountPolicy.useConsole(m.auth) ? null : m.auth.profile.partnerId,
  };
};

const portfolioDefaults = ['jobs_created', 'revenue', 'funding_raised'];

/**
 * The portfolio's figures read every submitted value of a metric in the range (240,000 rows for 10,000
 * startups over 24 months): each app keeps answers for a minute, keyed by when the tenant's metrics last
 * changed, so a save anywhere is seen at once by every process (an approval may take that minute to
 * show). `fresh` (a reload) reads them anew.
 */
export const createPortfolioCache = () => createMemo<Pick<PortfolioMetrics, 'startups' | 'metrics'>>(60, 500);
export type PortfolioCache = ReturnType<typeof createPortfolioCache>;

/** GET portfolio: per metric and period, how many startups reported, the total and the median. */
export const portfolio = async (
  m: Member,
  query: z.output<typeof PortfolioMetricsQuery>,
  cache: PortfolioCache | null,
): Promise<PortfolioMetrics> => {
  const scope = scopeOf(m);
  const all = (await repo.listTypes(m.db, m.tenant.id)).filter((type) => type.retiredAt === null);
  const wanted = query.metrics ?? portfolioDefaults.filter((key) => all.some((type) => type.key === key));
  const chosen = wanted.length > 0 ? wanted : all.slice(0, 3).map((type) => type.key);
  const typeRows = await Promise.all(chosen.map((key) => findType(m, key, all)));
  const months = rangeOf('monthly', query, 12);
  const figures = async () => {
    const metrics: PortfolioMetrics['metrics'] = [];
    for (const type of typeRows) {
      const periods = periodsOfKind(type.period, months.periods[0] ?? '', months.periods.at(-1) ?? '');
      const range = { from: periodStart(periods[0] ?? ''), to: periodStart(periods.at(-1) ?? '') };
      const found = new Map((await insights.totals(m.db, scope, type.id, range)).map((row) => [row.periodStart, row]));
      metrics.push({
        metric: presentType(type),
        rows: periods.map((period) => {
          const row = found.get(periodStart(period));
          return { period, reported: row?.reported ?? 0, total: row?.total ?? 0, median: row?.median ?? null };
        }),
      });
    }
    return { startups: await insights.startupCount(m.db, scope), metrics };
  };
  const version = await repo.versionOf(m.db, m.tenant.id);
  const key = [m.tenant.id, scope.partnerId, chosen.join(','), months.from, months.to, version].join('|');
  const { startups, metrics } = await (cache ? cache.remember(key, figures) : figures());
  return { startups, periods: months.periods, metrics };
};

/** GET portfolio/missing: startups without a submitted value of a metric (the first required one) for its last closed period. */
export const missing = async (m: Member, query: z.output<typeof MissingReportsQuery>) => {
  const scope = scopeOf(m);
  const all = (await repo.listTypes(m.db, m.tenant.id)).filter((type) => type.retiredAt === null);
  const type = query.metric ? await findType(m, query.metric, all) : (all.find((t) => t.required) ?? all[0]);
  if (!type) throw notFound('There are no metric types');
  const period = lastClosedPeriod(type.period, new Date());
  const page = await insights.missing(m.db, scope, type.id, periodStart(period), {
    limit: query.limit,
    offset: offsetOf(query),
  });
  const items = page.rows.map((row) => ({
    startup: presentPerson(
      {
        uuid: row.uuid,
        accountType: row.account_type,
        organizationName: row.organization_name,
        investorType: row.investor_type,
        avatar: row.avatar,
      },
      row.user_name,
    ),
    lastReported: row.last_reported ? periodName(row.last_reported, type.period) : null,
  }));
  return { ...pageAnswer(items, page.total, query), metric: presentType(type), period };
};

const exportSlice = 5000;

/** GET portfolio/export: the scope's submitted values in a range, as CSV written slice by slice. */
export async function* exportCsv(m: Member, query: { from?: string | undefined; to?: string | undefined }) {
  const scope = scopeOf(m);
  const range = rangeOf('monthly', query, 12);
  // A quarter is stored on its first month: a range of months covers the quarters that start in it.
  yield `${csvOf([['startup', 'metric', 'period', 'value', 'note']])}\r\n`;
  let after: { startupId: number; typeId: number; periodStart: string } | null = null;
  for (;;) {
    const rows = await insights.exportSlice(m.db, scope, range, after, exportSlice);
    if (rows.length === 0) return;
    yield `${csvOf(rows.map((row) => [row.startup, row.metric, periodName(row.period_start, row.period_kind), row.value, row.note]))}\r\n`;
    const last = rows.at(-1);
    if (!last || rows.length < exportSlice) return;
    after = { startupId: last.startup_profile_id, typeId: last.metric_type_id, periodStart: last.period_start };
  }
}
