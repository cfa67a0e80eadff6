import { DirectoryFilters, directoryQueries, SavedFilterInput } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeDirectoryState,
  clearedDirectoryState,
  directoryApiQuery,
  emptyDirectoryState,
  isNarrowed,
  paramsOf,
  readDirectoryState,
  sameSearch,
  savedFiltersOf,
  stateOfSaved,
  withAmount,
  withFilter,
} from './filters.ts';

const read = (type: Parameters<typeof readDirectoryState>[0], search: string) =>
  readDirectoryState(type, new URLSearchParams(search));

describe('readDirectoryState', () => {
  it('reads keywords, sort, page, every filter, amounts and live deals from the address', () => {
    expect(
      read(
        'startup',
        'q=solar%20kites&sort=newest&page=3&industries=fintech,edtech&fundingStages=seed&fundingAskMin=50000&liveDeal=true',
      ),
    ).toEqual({
      q: 'solar kites',
      sort: 'newest',
      page: 3,
      filters: { industries: ['fintech', 'edtech'], fundingStages: ['seed'] },
      amounts: { fundingAskMin: 50000 },
      liveDeal: true,
    });
  });

  it('ignores what the directory does not know, so that a stale or edited link still opens', () => {
    expect(
      read(
        'investor',
        'sort=random&page=-2&industries=fin%20tech,,ok-code&ticketSize=lots&liveDeal=true&fundingAskMin=5&colour=red',
      ),
    ).toEqual({ ...emptyDirectoryState, filters: { industries: ['ok-code'] } });
  });

  it('takes a repeated key as well as commas, without duplicates, and keeps pages within the last one', () => {
    const state = read('corporate', 'industries=a&industries=b,a&page=999');
    expect(state.filters).toEqual({ industries: ['a', 'b'] });
    expect(state.page).toBe(200);
  });
});

describe('paramsOf', () => {
  it('writes back what it reads, leaving out what is unset', () => {
    const search = 'q=robots&industries=fintech%2Cedtech&fundingAskMin=50000&liveDeal=true&sort=name&page=2';
    expect(paramsOf('startup', read('startup', search)).toString()).toBe(search);
    expect(paramsOf('mentor', emptyDirectoryState).toString()).toBe('');
  });

  it('never writes live deals outside startups', () => {
    expect(paramsOf('investor', { ...emptyDirectoryState, liveDeal: true }).toString()).toBe('');
  });
});

describe('changing a search', () => {
  const onPage4 = read('startup', 'industries=fintech&page=4');

  it('goes back to the first page, unless the page is what changes', () => {
    expect(withFilter(onPage4, 'industries', ['fintech', 'edtech']).page).toBe(1);
    expect(withAmount(onPage4, 'fundingAskMax', 10).page).toBe(1);
    expect(changeDirectoryState(onPage4, { sort: 'name' }).page).toBe(1);
    expect(changeDirectoryState(onPage4, { page: 5 }).page).toBe(5);
  });

  it('removes a filter left empty and an amount set to null', () => {
    const state = withAmount(withFilter(onPage4, 'industries', []), 'fundingAskMin', null);
    expect(state.filters).toEqual({});
    expect(state.amounts).toEqual({});
  });

  it('counts each chosen value, amount and live deals, but not the keywords', () => {
    const state = read('startup', 'q=x&industries=a,b&countries=IN&fundingAskMin=1&liveDeal=true');
    expect(activeFilterCount(state)).toBe(5);
    expect(isNarrowed({ ...emptyDirectoryState, q: 'x' })).toBe(true);
    expect(isNarrowed(emptyDirectoryState)).toBe(false);
  });

  it('clears everything but the sort', () => {
    const state = read('startup', 'q=x&industries=a&sort=name&liveDeal=true&page=2');
    expect(clearedDirectoryState(state)).toEqual({ ...emptyDirectoryState, sort: 'name' });
  });
});

describe('directoryApiQuery', () => {
  it('is a query the server takes: lists as commas, the page as pageNumber', () => {
    const state = read('startup', 'q=robots&industries=fintech,edtech&fundingAskMax=900&liveDeal=true&page=2');
    const query = directoryApiQuery('startup', state, 24);
    expect(query).toEqual({
      pageNumber: 2,
      limit: 24,
      q: 'robots',
      industries: 'fintech,edtech',
      fundingAskMax: 900,
      liveDeal: 'true',
    });
    expect(directoryQueries.startup.safeParse(query).success).toBe(true);
  });

  it('sends only the keys of its directory, which refuses others', () => {
    const query = directoryApiQuery('mentor', read('mentor', 'skills=design&sort=popular'), 48);
    expect(query).toEqual({ pageNumber: 1, limit: 48, skills: 'design', sort: 'popular' });
    expect(directoryQueries.mentor.safeParse(query).success).toBe(true);
  });
});

describe('saved filters', () => {
  it('keep the whole search but the page, in a shape the server accepts, and open as they were saved', () => {
    const state = read(
      'investor',
      'q=seed&industries=fintech&fundingStages=seed,pre-seed&ticketSize=100000&sort=name&page=3',
    );
    const saved = savedFiltersOf('investor', state);
    expect(saved).toEqual({
      q: 'seed',
      sort: 'name',
      industries: ['fintech'],
      fundingStages: ['seed', 'pre-seed'],
      ticketSize: 100000,
    });
    expect(SavedFilterInput.safeParse({ name: 'Seed', accountType: 'investor', filters: saved }).success).toBe(true);
    expect(stateOfSaved('investor', saved)).toEqual({ ...state, page: 1 });
  });

  it('open with what still applies when the directory no longer knows a key', () => {
    expect(
      stateOfSaved(
        'corporate',
        DirectoryFilters.parse({ industries: ['fintech'], fundingStages: ['seed'], liveDeal: true }),
      ),
    ).toEqual({
      ...emptyDirectoryState,
      filters: { industries: ['fintech'] },
    });
  });

  it('match the search on screen whatever its page', () => {
    const saved = stateOfSaved('startup', DirectoryFilters.parse({ industries: ['fintech'] }));
    expect(sameSearch('startup', saved, read('startup', 'industries=fintech&page=2'))).toBe(true);
    expect(sameSearch('startup', saved, read('startup', 'industries=fintech,edtech'))).toBe(false);
  });
});
