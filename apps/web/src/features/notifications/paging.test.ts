import { describe, expect, it } from 'vitest';
import { pageFromParam } from './paging.ts';

describe('pageFromParam', () => {
  it('reads a whole page number from 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam('1')).toBe(1);
  });

  it('opens the first page for anything else', () => {
    for (const value of [null, '', '0', '-2', '2.5', 'two', '99999999']) expect(pageFromParam(value)).toBe(1);
  });
});
