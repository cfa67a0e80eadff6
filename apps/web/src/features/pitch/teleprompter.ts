/*
 * The teleprompter's pace: the script scrolls past at a speed in words per minute, which the founder sets
 * before or while recording. Speaking pace runs from about 100 words a minute (slow, deliberate) to 160
 * (brisk); 130 is a comfortable presenting pace.
 */

export const teleprompterSpeeds = { min: 80, max: 200, step: 10, default: 130 } as const;

/** The marks under the speed slider. */
export const speedMarks = [
  { value: 100, label: 'Slow' },
  { value: 130, label: 'Normal' },
  { value: 160, label: 'Fast' },
] as const;

/** A speed kept inside the slider's range, on its steps. */
export const clampSpeed = (wordsPerMinute: number) => {
  const { min, max, step } = teleprompterSpeeds;
  if (!Number.isFinite(wordsPerMinute)) return teleprompterSpeeds.default;
  return Math.min(max, Math.max(min, Math.round(wordsPerMinute / step) * step));
};

/** 'Normal, 130 words per minute'. */
export const speedText = (wordsPerMinute: number) => {
  const named = speedMarks.find((mark) => mark.value === wordsPerMinute);
  return `${named ? `${named.label}, ` : ''}${wordsPerMinute} words per minute`;
};

/** The words of a script, as a reader counts them (punctuation and line breaks are not words). */
export const wordCount = (script: string) => script.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** How long the script takes to read at a speed, in whole seconds (rounded up). */
export const readingSeconds = (words: number, wordsPerMinute: number) =>
  words <= 0 || wordsPerMinute <= 0 ? 0 : Math.ceil((words * 60) / wordsPerMinute);

/** The words read after `seconds` more at a speed: the teleprompter's position moves on from where it was. */
export const advanceWords = (wordsRead: number, seconds: number, wordsPerMinute: number) =>
  wordsRead + (Math.max(0, seconds) * wordsPerMinute) / 60;

/**
 * How far the script has scrolled, in pixels, once `wordsRead` of `words` are read: 0 at the start and the
 * whole scrollable height at the end, never past it. Counting by words keeps a change of speed from
 * making the text jump: it goes on from where it is, faster or slower.
 */
export const scrollOffset = (wordsRead: number, words: number, scrollable: number) => {
  if (words <= 0 || scrollable <= 0) return 0;
  return Math.min(scrollable, Math.max(0, (wordsRead / words) * scrollable));
};
