import { describe, expect, it } from 'vitest';
import { fullTime, timeAgo } from './time.ts';

describe('timeAgo', () => {
  const now = '2026-11-24T12:00:00.000Z';

  it('says how long ago in words', () => {
    expect(timeAgo('2026-11-24T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-22T12:00:00.000Z', now)).toBe('2 days ago');
  });

  it('reads a time a little ahead of this clock as just now, and a broken one as nothing', () => {
    expect(timeAgo('2026-11-24T12:00:30.000Z', now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('fullTime', () => {
  it('gives the day, month, year and time', () => {
    expect(fullTime('2026-11-24T12:05:00')).toBe('24 Nov 2026, 12:05');
  });
});
