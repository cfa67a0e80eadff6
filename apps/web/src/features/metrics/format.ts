import type { MetricUnit } from '@ventura/shared';

/* How a metric's value reads, by its unit: amounts, counts, percent and months. */

export type FormatOptions = {
  /** The ISO code amounts are in, when the tenant has one; plain grouped numbers otherwise. */
  currency?: string | null;
  /** Short forms for an axis or a small chart: '1.2M', '12 mo'. */
  compact?: boolean;
};

const numberFormat = (compact: boolean, currency?: string | null) => {
  const digits: Intl.NumberFormatOptions = compact
    ? { notation: 'compact', maximumFractionDigits: 1 }
    : { maximumFractionDigits: 2 };
  if (!currency) return new Intl.NumberFormat('en', digits);
  try {
    return new Intl.NumberFormat('en', { ...digits, style: 'currency', currency });
  } catch {
    // An unknown code reads as a plain number rather than breaking the page.
    return new Intl.NumberFormat('en', digits);
  }
};

/** A value as people read it: '12,500', '$12,500.50' with a currency, '42%', '18 months' ('18 mo' compact). */
export const formatMetricValue = (value: number, unit: MetricUnit, options: FormatOptions = {}) => {
  const compact = options.compact === true;
  if (unit === 'currency') return numberFormat(compact, options.currency).format(value);
  const number = numberFormat(compact).format(value);
  if (unit === 'percent') return `${number}%`;
  if (unit === 'months') {
    if (compact) return `${number} mo`;
    return `${number} ${value === 1 ? 'month' : 'months'}`;
  }
  return number;
};

/** The growth from the period before, in percent: '+12.5%', '−3%', '0%'; a dash when there is none. */
export const formatGrowth = (growth: number | null) => {
  if (growth === null) return '–';
  const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(Math.abs(growth));
  if (growth > 0) return `+${number}%`;
  if (growth < 0) return `−${number}%`;
  return `${number}%`;
};

/** What an input of the unit shows beside the number: '%', 'mo', the currency's code; nothing for a count. */
export const unitSuffix = (unit: MetricUnit, currency?: string | null) => {
  if (unit === 'percent') return '%';
  if (unit === 'months') return 'mo';
  if (unit === 'currency') return currency ?? '';
  return '';
};
