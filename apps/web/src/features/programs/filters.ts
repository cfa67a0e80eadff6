import { programLimits } from '@ventura/shared';
import type { Query } from '../../api/client.ts';

/*
 * The search of a programs list lives in its address, so it can be shared and gone back to:
 * ?q=&industry=fintech&when=open&external=1&page=2. Defaults stay out of the address.
 */

export const programWhens = ['all', 'open', 'upcoming', 'closed'] as const;
export type ProgramWhen = (typeof programWhens)[number];
export const whenLabels: Record<ProgramWhen, string> = {
  all: 'All',
  open: 'Open',
  upcoming: 'Upcoming',
  closed: 'Closed',
};

export type ProgramFilters = {
  search: string;
  industry: string;
  when: ProgramWhen;
  includeExternal: boolean;
  page: number;
};

export const defaultFilters: ProgramFilters = {
  search: '',
  industry: '',
  when: 'all',
  includeExternal: false,
  page: 1,
};

const maxSearch = 100;
const maxPage = 10_000;

/** The search an address holds; anything it cannot read falls back to the default. */
export const readFilters = (params: URLSearchParams): ProgramFilters => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: (params.get('q') ?? '').trim().slice(0, maxSearch),
    industry: (params.get('industry') ?? '').trim().slice(0, 100),
    when: programWhens.find((when) => when === params.get('when')) ?? defaultFilters.when,
    includeExternal: params.get('external') === '1',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  };
};

/** The address of a search, without its defaults. */
export const filterParams = (filters: ProgramFilters) => {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.when !== defaultFilters.when) params.set('when', filters.when);
  if (filters.includeExternal) params.set('external', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** A change of the search: any change but the page's starts again at page one. */
export const changeFilters = (filters: ProgramFilters, change: Partial<ProgramFilters>): ProgramFilters => ({
  ...filters,
  ...change,
  page: change.page ?? 1,
});

/** Whether the search narrows the list at all. */
export const isNarrowed = (filters: ProgramFilters) =>
  filters.search !== '' || filters.industry !== '' || filters.when !== defaultFilters.when;

/** The query of GET {family}/list (ProgramListQuery); includeExternal is the string the spec names (spec 9). */
export const listQueryOf = (filters: ProgramFilters, limit: number = programLimits.listLimit): Query => ({
  includeExternal: filters.includeExternal ? 'true' : 'false',
  q: filters.search || undefined,
  industry: filters.industry || undefined,
  when: filters.when,
  pageNumber: filters.page,
  limit,
});

/** The number of pages a list of `total` items fills. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / Math.max(1, limit)));
