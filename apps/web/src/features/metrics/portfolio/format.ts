import type { MetricUnit } from '@ventura/shared';

const amounts = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const counts = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A value as its unit reads: '1,250,000.5' (an amount), '1,204' (a count), '12.5%', '8 months'. */
export const formatMetricValue = (value: number, unit: MetricUnit) => {
  if (unit === 'percent') return `${counts.format(value)}%`;
  if (unit === 'months') return `${counts.format(value)} ${value === 1 ? 'month' : 'months'}`;
  if (unit === 'count') return counts.format(value);
  return amounts.format(value);
};

/** A value short enough for a chart's axis: '1.3M', '12%', '8 mo'. */
export const formatAxisValue = (value: number, unit: MetricUnit) => {
  if (unit === 'percent') return `${compact.format(value)}%`;
  if (unit === 'months') return `${compact.format(value)} mo`;
  return compact.format(value);
};
