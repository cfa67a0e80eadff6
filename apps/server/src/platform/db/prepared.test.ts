import { describe, expect, it, vi } from 'vitest';
import type { Db } from './index.ts';
import { preparedFor } from './prepared.ts';

describe('preparedFor', () => {
  it('prepares once per database handle and keeps each handle its own statements', () => {
    const prepare = vi.fn((db: Db) => ({ for: db }));
    const statementsOf = preparedFor(prepare);
    const one = {} as Db;
    const other = {} as Db;
    expect(statementsOf(one)).toBe(statementsOf(one));
    expect(statementsOf(other).for).toBe(other);
    expect(statementsOf(one).for).toBe(one);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
