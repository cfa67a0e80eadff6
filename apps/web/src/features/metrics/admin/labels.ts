import type { MetricPeriodKind } from '@ventura/shared';

/** A metric type's period in words. */
export const metricPeriodLabels: Record<MetricPeriodKind, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};
