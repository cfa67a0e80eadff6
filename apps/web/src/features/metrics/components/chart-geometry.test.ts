import { describe, expect, it } from 'vitest';
import { chartLayout, chartMargins, linePath, niceTicks } from './chart-geometry.ts';

const x = (index: number) => index * 10;
const y = (value: number) => 100 - value;

describe('linePath', () => {
  it('draws one stroke through values without gaps', () => {
    expect(linePath([1, 2, 3], x, y)).toBe('M0 99 L10 98 L20 97');
  });

  it('lifts the pen over a missing value, never sloping across it', () => {
    expect(linePath([5, null, 7, 8], x, y)).toBe('M0 95 M20 93 L30 92');
    expect(linePath([null, null, 4, null, 6], x, y)).toBe('M20 96 M40 94');
  });

  it('draws nothing without values', () => {
    expect(linePath([null, null], x, y)).toBe('');
    expect(linePath([], x, y)).toBe('');
  });
});

describe('niceTicks', () => {
  it('reads from zero in round steps past the highest value', () => {
    expect(niceTicks(120, 980)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0.1, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('covers negative values and a range of a single value', () => {
    expect(niceTicks(-40, 60)).toEqual([-50, -25, 0, 25, 50, 75]);
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('chartLayout', () => {
  const width = 400;
  const height = 200;
  const layout = chartLayout({
    periods: 4,
    width,
    height,
    series: [
      { key: 'acme', name: 'Acme', values: [0, 50, null, 100] },
      { key: 'beta', name: 'Beta', values: [null, null, null, null] },
    ],
  });

  it('spreads the periods over the plot and scales values to its height', () => {
    expect(layout.xOf(0)).toBe(chartMargins.left);
    expect(layout.xOf(3)).toBe(width - chartMargins.right);
    expect(layout.ticks[0]).toEqual({ value: 0, y: height - chartMargins.bottom });
    expect(layout.ticks.at(-1)).toEqual({ value: 100, y: chartMargins.top });
  });

  it('gives each series its line with the gap, and its points where there are values', () => {
    const [acme, beta] = layout.lines;
    expect(acme?.path.match(/M/g)).toHaveLength(2);
    expect(acme?.points.map((point) => point.index)).toEqual([0, 1, 3]);
    expect(beta?.path).toBe('');
    expect(beta?.points).toEqual([]);
  });

  it('labels periods far enough apart, the last one always', () => {
    const narrow = chartLayout({ periods: 12, width: 300, height, series: [] });
    expect([...narrow.labelled]).toEqual([0, 4, 11]);
    expect([...layout.labelled]).toEqual([0, 1, 2, 3]);
  });

  it('centres a single period', () => {
    const one = chartLayout({ periods: 1, width, height, series: [{ key: 'a', name: 'A', values: [5] }] });
    expect(one.lines[0]?.points[0]?.x).toBe(chartMargins.left + (width - chartMargins.left - chartMargins.right) / 2);
  });
});
