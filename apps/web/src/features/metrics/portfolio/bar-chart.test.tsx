import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { axisTicks, BarChart } from './bar-chart.tsx';
import { formatAxisValue, formatMetricValue } from './format.ts';

describe('BarChart', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(cleanup);

  it('cuts the axis at round numbers, whole ones for counts', () => {
    expect(axisTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(1_250_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(axisTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });

  it('draws a bar per period under its label, the ticks in the unit’s words', async () => {
    renderPage(
      <BarChart
        label="Revenue: total per period"
        bars={[
          { key: '2026-02', label: 'Feb 2026', value: 0, valueText: '0' },
          { key: '2026-03', label: 'Mar 2026', value: 1_250_000, valueText: '1,250,000' },
        ]}
        formatTick={(value) => formatAxisValue(value, 'currency')}
      />,
    );
    const chart = await screen.findByRole('img', { name: 'Revenue: total per period' });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      '0',
      '500K',
      '1M',
      '1.5M',
      'Feb 2026',
      'Mar 2026',
    ]);
    expect(chart.querySelector('rect title')?.textContent).toBe('Feb 2026: 0');
  });

  it('writes values as their unit reads', () => {
    expect(formatMetricValue(1_250_000.5, 'currency')).toBe('1,250,000.5');
    expect(formatMetricValue(5.5, 'count')).toBe('5.5');
    expect(formatMetricValue(12.5, 'percent')).toBe('12.5%');
    expect(formatMetricValue(1, 'months')).toBe('1 month');
    expect(formatAxisValue(18, 'months')).toBe('18 mo');
  });
});
