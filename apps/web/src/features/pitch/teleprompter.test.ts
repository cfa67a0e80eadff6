import { describe, expect, it } from 'vitest';
import {
  advanceWords,
  clampSpeed,
  readingSeconds,
  scrollOffset,
  speedText,
  teleprompterSpeeds,
  wordCount,
} from './teleprompter.ts';

describe('the teleprompter’s pace', () => {
  it('counts words, not punctuation or line breaks', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  Shops lose a day —\n a week, to paperwork. ')).toBe(8);
    expect(wordCount('Ça coûte 3 000 €')).toBe(4);
  });

  it('reads a script in whole seconds at a speed', () => {
    expect(readingSeconds(130, 130)).toBe(60);
    expect(readingSeconds(100, 130)).toBe(47);
    expect(readingSeconds(0, 130)).toBe(0);
  });

  it('moves on by the words read in the time passed, so a change of speed goes on from the same place', () => {
    expect(advanceWords(0, 30, 120)).toBe(60);
    const slowThenFast = advanceWords(advanceWords(0, 10, 60), 10, 180);
    expect(slowThenFast).toBe(40);
    expect(advanceWords(5, -1, 120)).toBe(5);
  });

  it('scrolls in proportion to the words read, from the top to the end and never past it', () => {
    expect(scrollOffset(0, 100, 400)).toBe(0);
    expect(scrollOffset(25, 100, 400)).toBe(100);
    expect(scrollOffset(150, 100, 400)).toBe(400);
    expect(scrollOffset(10, 0, 400)).toBe(0);
    expect(scrollOffset(10, 100, 0)).toBe(0);
  });

  it('keeps the speed on the slider’s steps and names the marked ones', () => {
    expect(clampSpeed(137)).toBe(140);
    expect(clampSpeed(20)).toBe(teleprompterSpeeds.min);
    expect(clampSpeed(900)).toBe(teleprompterSpeeds.max);
    expect(clampSpeed(Number.NaN)).toBe(teleprompterSpeeds.default);
    expect(speedText(130)).toBe('Normal, 130 words per minute');
    expect(speedText(140)).toBe('140 words per minute');
  });
});
