import { describe, expect, it } from 'vitest';
import { type ConsoleFactor, draftOf, movesOf, sharesOf } from './draft.ts';

const factors: ConsoleFactor[] = [
  { factor: 'industries', weight: 0, on: true, defaultWeight: 45, available: true },
  { factor: 'thesis', weight: 30, on: false, defaultWeight: 30, available: true },
  { factor: 'eligibility', weight: 25, on: true, defaultWeight: 25, available: false },
];

describe('sharesOf', () => {
  it('counts a private factor and a factor off for nothing, and shares nothing out of no weight', () => {
    expect(sharesOf(draftOf(factors), factors)).toEqual({ industries: 0, thesis: 'off', eligibility: 'unavailable' });
  });
});

describe('movesOf', () => {
  const entry = (uuid: string) => ({ uuid, name: uuid, score: 50, reason: '' });
  it('tells the places an entry moved, the new ones and those that drop out', () => {
    const { moves, leaving } = movesOf({
      current: [entry('a'), entry('b'), entry('c')],
      proposed: [entry('c'), entry('b'), entry('d')],
    });
    expect(Object.fromEntries(moves)).toEqual({
      c: { kind: 'up', places: 2 },
      b: { kind: 'same' },
      d: { kind: 'new' },
    });
    expect([...leaving]).toEqual(['a']);
  });
});
