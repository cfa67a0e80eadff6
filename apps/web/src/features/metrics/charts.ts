import type { MetricChart, MetricType, StartupMetrics } from '@ventura/shared';
import type { LineSeries } from './components/line-chart.tsx';
import { cellKey, savedCells } from './grid.ts';

/** GET charts' answer as lines: one per startup, its values and growth by the chart's periods. */
export const seriesOfChart = (chart: MetricChart): LineSeries[] =>
  chart.series.map(({ startup, points }) => {
    const byPeriod = new Map(points.map((point) => [point.period, point]));
    return {
      key: startup.uuid,
      name: startup.name,
      values: chart.periods.map((period) => byPeriod.get(period)?.value ?? null),
      growth: chart.periods.map((period) => byPeriod.get(period)?.growth ?? null),
    };
  });

/** One metric's submitted values over periods, as a line (a gap where none was submitted). */
export const seriesOfValues = (
  type: MetricType,
  metrics: StartupMetrics['metrics'],
  periods: readonly string[],
  name: string,
): LineSeries => {
  const saved = savedCells({ [type.key]: metrics[type.key] ?? [] });
  return {
    key: type.key,
    name,
    values: periods.map((period) => {
      const value = saved.get(cellKey(type.key, period));
      return value && value.status === 'submitted' ? value.value : null;
    }),
  };
};
