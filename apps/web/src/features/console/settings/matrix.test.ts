import type { ConnectionMatrixEntry } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { entriesOf, gridChanged, gridOf, matrixTypes, pairKey, withPermission } from './matrix.ts';

const rule = (
  profileType: ConnectionMatrixEntry['profileType'],
  otherProfileType: ConnectionMatrixEntry['otherProfileType'],
  canSearch: boolean,
  canConnect: boolean,
): ConnectionMatrixEntry => ({ profileType, otherProfileType, canSearch, canConnect });

const saved = [
  rule('startup', 'investor', true, true),
  rule('investor', 'startup', true, false),
  // A type switched off keeps its rules.
  rule('mentor', 'startup', true, true),
];

describe('the connection matrix grid', () => {
  it('lists the open types in order, never the anonymous one', () => {
    expect(matrixTypes({ investor: true, startup: true, mentor: false, other: true })).toEqual(['startup', 'investor']);
  });

  it('holds a cell for every pair of the types, closed where the matrix has no rule', () => {
    const grid = gridOf(saved, ['startup', 'investor']);
    expect(grid).toEqual({
      'startup>startup': { canSearch: false, canConnect: false },
      'startup>investor': { canSearch: true, canConnect: true },
      'investor>startup': { canSearch: true, canConnect: false },
      'investor>investor': { canSearch: false, canConnect: false },
    });
  });

  it('turns back into the whole matrix: every pair of the grid and the rules of types outside it', () => {
    const types = ['startup', 'investor'] as const;
    const grid = withPermission(gridOf(saved, types), pairKey('investor', 'startup'), 'canConnect', true);
    expect(entriesOf(grid, types, saved)).toEqual([
      rule('startup', 'startup', false, false),
      rule('startup', 'investor', true, true),
      rule('investor', 'startup', true, true),
      rule('investor', 'investor', false, false),
      rule('mentor', 'startup', true, true),
    ]);
  });

  it('says whether the grid differs from the saved matrix, and changes a copy', () => {
    const types = ['startup', 'investor'] as const;
    const grid = gridOf(saved, types);
    expect(gridChanged(grid, types, saved)).toBe(false);
    const changed = withPermission(grid, pairKey('startup', 'startup'), 'canSearch', true);
    expect(gridChanged(changed, types, saved)).toBe(true);
    expect(grid['startup>startup']?.canSearch).toBe(false);
    // Saved as it is shown, the same grid reads back unchanged.
    expect(gridChanged(changed, types, entriesOf(changed, types, saved))).toBe(false);
  });
});
