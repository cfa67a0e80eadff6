import { describe, expect, it } from 'vitest';
import { changeFilters, defaultFilters, filterParams, pageCount, readFilters, searchQueryOf } from './filters.ts';

describe('challenge filters and the address', () => {
  it('reads a search from the address and writes it back the same', () => {
    const address = 'q=solar+vans&industries=energy%2Clogistics&status=all&sort=deadline&page=3';
    const filters = readFilters(new URLSearchParams(address));
    expect(filters).toEqual({
      search: 'solar vans',
      industries: ['energy', 'logistics'],
      status: 'all',
      sort: 'deadline',
      page: 3,
    });
    expect(filterParams(filters).toString()).toBe(address);
  });

  it('keeps defaults out of the address and falls back on what it cannot read', () => {
    expect(filterParams(defaultFilters).toString()).toBe('');
    expect(readFilters(new URLSearchParams('status=maybe&sort=random&page=-4&industries=,,a,a'))).toEqual({
      ...defaultFilters,
      industries: ['a'],
    });
  });

  it('starts again at page one on any change but the page', () => {
    const onPage3 = { ...defaultFilters, page: 3 };
    expect(changeFilters(onPage3, { status: 'closed' }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('asks the server with ChallengeQuery names', () => {
    expect(searchQueryOf({ ...defaultFilters, search: 'x', industries: ['a', 'b'], page: 2 }, 20)).toEqual({
      search: 'x',
      industries: 'a,b',
      status: 'open',
      sort: 'newest',
      pageNumber: 2,
      limit: 20,
    });
    expect(searchQueryOf(defaultFilters).search).toBeUndefined();
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
