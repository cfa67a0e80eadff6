import { limits } from '@ventura/shared';
import type { Query } from '../../api/client.ts';

/*
 * The search of /search/challenges lives in its address, so that a search can be shared, bookmarked and
 * gone back to: ?q=&industries=a,b&status=all&sort=deadline&page=2. Defaults stay out of the address.
 */

export const challengeListStatuses = ['open', 'closed', 'all'] as const;
export type ChallengeListStatus = (typeof challengeListStatuses)[number];
export const challengeSorts = ['newest', 'deadline'] as const;
export type ChallengeSort = (typeof challengeSorts)[number];

export const statusLabels: Record<ChallengeListStatus, string> = { open: 'Open', closed: 'Closed', all: 'All' };
export const sortLabels: Record<ChallengeSort, string> = { newest: 'Newest first', deadline: 'Closing soonest' };

export type ChallengeFilters = {
  search: string;
  industries: string[];
  status: ChallengeListStatus;
  sort: ChallengeSort;
  page: number;
};

export const defaultFilters: ChallengeFilters = { search: '', industries: [], status: 'open', sort: 'newest', page: 1 };

const maxIndustries = 10;
const maxSearch = 100;
const maxPage = 10_000;

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** The search an address holds; anything it cannot read falls back to the default. */
export const readFilters = (params: URLSearchParams): ChallengeFilters => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: (params.get('q') ?? '').trim().slice(0, maxSearch),
    industries: [
      ...new Set(
        (params.get('industries') ?? '')
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ].slice(0, maxIndustries),
    status: oneOf(challengeListStatuses, params.get('status'), defaultFilters.status),
    sort: oneOf(challengeSorts, params.get('sort'), defaultFilters.sort),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  };
};

/** The address of a search, without its defaults. */
export const filterParams = (filters: ChallengeFilters) => {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.industries.length > 0) params.set('industries', filters.industries.join(','));
  if (filters.status !== defaultFilters.status) params.set('status', filters.status);
  if (filters.sort !== defaultFilters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** A change of the search: any change but the page's starts again at page one. */
export const changeFilters = (filters: ChallengeFilters, change: Partial<ChallengeFilters>): ChallengeFilters => ({
  ...filters,
  ...change,
  page: change.page ?? 1,
});

/** How many filters narrow the search (the text not counted). */
export const activeFilterCount = (filters: ChallengeFilters) =>
  filters.industries.length +
  (filters.status === defaultFilters.status ? 0 : 1) +
  (filters.sort === defaultFilters.sort ? 0 : 1);

/** The query of GET search/challenges (ChallengeQuery) for a search. */
export const searchQueryOf = (filters: ChallengeFilters, limit: number = limits.challengesLimit): Query => ({
  search: filters.search || undefined,
  industries: filters.industries.length > 0 ? filters.industries.join(',') : undefined,
  status: filters.status,
  sort: filters.sort,
  pageNumber: filters.page,
  limit,
});

/** The number of pages a list of `total` items fills. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / Math.max(1, limit)));
