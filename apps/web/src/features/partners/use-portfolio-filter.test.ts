import { describe, expect, it } from 'vitest';
import { pageFromParam, withParams } from './use-portfolio-filter.ts';

describe('the portfolio filter in the address', () => {
  it('reads a page number, and 1 for anything else', () => {
    expect(pageFromParam('3')).toBe(3);
    expect([null, '', '0', '-2', '1.5', 'two'].map(pageFromParam)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('starts a changed filter at page 1 and drops empty values', () => {
    const current = new URLSearchParams('status=invited&page=4&search=solar');
    expect(withParams(current, { status: 'joined' }).toString()).toBe('status=joined&search=solar');
    expect(withParams(current, { search: '' }).toString()).toBe('status=invited');
    expect(withParams(current, { page: '5' }).toString()).toBe('status=invited&page=5&search=solar');
    expect(withParams(current, { page: null }).toString()).toBe('status=invited&search=solar');
    expect(current.toString()).toBe('status=invited&page=4&search=solar');
  });
});
