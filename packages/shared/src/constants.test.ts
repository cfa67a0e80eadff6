import { describe, expect, it } from 'vitest';
import { shortCount } from './constants.ts';

describe('shortCount', () => {
  it('leaves counts under a thousand as they are', () => {
    expect(shortCount(0)).toBe('0');
    expect(shortCount(7)).toBe('7');
    expect(shortCount(999)).toBe('999');
  });

  it('shows thousands, millions and billions with one decimal', () => {
    expect(shortCount(1000)).toBe('1.0K');
    expect(shortCount(1500)).toBe('1.5K');
    expect(shortCount(12_345)).toBe('12.3K');
    expect(shortCount(2_000_000)).toBe('2.0M');
    expect(shortCount(2.5e9)).toBe('2.5G');
  });

  it('moves to the next unit when rounding reaches a thousand of this one', () => {
    expect(shortCount(999_949)).toBe('999.9K');
    expect(shortCount(999_950)).toBe('1.0M');
    expect(shortCount(999_950_000)).toBe('1.0G');
    expect(shortCount(1_000_000_000_000)).toBe('1000.0G');
  });

  it('keeps the sign of a negative count', () => {
    expect(shortCount(-1500)).toBe('-1.5K');
  });
});
