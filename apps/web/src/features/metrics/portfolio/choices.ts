import type { MetricType } from '@ventura/shared';

/** The metrics an operator looks at first, when the tenant has them. */
const usual = ['jobs_created', 'revenue', 'funding_raised'];

/** The metrics the portfolio shows before anyone chooses: jobs created, revenue and funding raised, else the first three. */
export const defaultMetrics = (types: readonly MetricType[]) => {
  const present = usual.filter((key) => types.some((type) => type.key === key));
  return present.length > 0 ? present : types.slice(0, 3).map((type) => type.key);
};
