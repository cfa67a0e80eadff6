import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, monthChoices, withEnd } from './periods.ts';

const today = new Date('2026-04-15T10:00:00Z');

describe('portfolio periods', () => {
  it('starts at the last twelve closed months', () => {
    expect(lastTwelveMonths(today)).toEqual({ from: '2025-04', to: '2026-03' });
  });

  it('offers this month back to January ten years ago, newest first', () => {
    const months = monthChoices(today);
    expect(months.slice(0, 2)).toEqual(['2026-04', '2026-03']);
    expect(months.at(-1)).toBe('2016-01');
  });

  it('keeps a range the right way round and at most 36 months long', () => {
    const range = { from: '2025-04', to: '2026-03' };
    expect(withEnd(range, 'from', '2025-01')).toEqual({ from: '2025-01', to: '2026-03' });
    expect(withEnd(range, 'from', '2026-04')).toEqual({ from: '2026-04', to: '2026-04' });
    expect(withEnd(range, 'from', '2020-01')).toEqual({ from: '2020-01', to: '2022-12' });
    expect(withEnd(range, 'to', '2025-02')).toEqual({ from: '2025-02', to: '2025-02' });
    expect(withEnd({ from: '2020-01', to: '2020-06' }, 'to', '2026-03')).toEqual({ from: '2023-04', to: '2026-03' });
  });
});
