import { describe, expect, it } from 'vitest';
import { durationText } from './format.ts';

describe('durationText', () => {
  it('words durations at a glance', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(30)).toBe('under a minute');
    expect(durationText(45 * 60)).toBe('45 min');
    expect(durationText(3 * 3600)).toBe('3 h');
    expect(durationText(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(durationText(2 * 86400 + 4 * 3600 + 59)).toBe('2 d 4 h');
  });
});
