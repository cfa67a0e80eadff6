import { MetricKey } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { metricKeyOf } from './metric-key.ts';

describe('metricKeyOf', () => {
  it('writes a name in lower_snake_case from a letter, as MetricKey takes it', () => {
    expect(metricKeyOf('Jobs created')).toBe('jobs_created');
    expect(metricKeyOf('  Café revenue (€) ')).toBe('cafe_revenue');
    expect(metricKeyOf('2nd-round funding')).toBe('nd_round_funding');
    expect(metricKeyOf('123')).toBe('');
    const long = metricKeyOf('Women employed in technical roles across all of the teams');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(MetricKey.safeParse(long).success).toBe(true);
  });
});
