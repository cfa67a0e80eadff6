/*
 * A directory's search as it lives in the address (?industries=fintech,edtech&sort=newest&page=2), so
 * that a reload, the back button or a shared link shows the same results, and as it is sent to the
 * server and saved. Anything in the address the directory does not know is ignored rather than sent:
 * the server refuses unknown keys, and a stale link should still open.
 */
import {
  DirectoryFilters,
  type DirectorySort,
  type DirectoryType,
  directoryAmountKeys,
  directoryFilterKeys,
  directoryMaxPage,
  directorySorts,
  maxFilterValues,
  maxSearchLength,
} from '@ventura/shared';
import type { Query } from '../../api/client.ts';

/** One directory's search: keywords, sort, page and its filters. */
export type DirectoryState = {
  q: string;
  /** Null leaves the order to the server (best match when searching by keywords). */
  sort: DirectorySort | null;
  page: number;
  /** Codes chosen per filter key; keys with nothing chosen are absent. */
  filters: Record<string, string[]>;
  /** Amounts per amount key (a startup's funding ask, an investor's ticket); unset ones are absent. */
  amounts: Record<string, number>;
  /** Startups raising funds now (live deals); startups only. */
  liveDeal: boolean;
};

export const emptyDirectoryState: DirectoryState = {
  q: '',
  sort: null,
  page: 1,
  filters: {},
  amounts: {},
  liveDeal: false,
};

/** The largest amount the server takes. */
const maxAmount = 1e13;
/** A filter value is a code: what the server accepts, so a hand-edited address cannot make it refuse. */
const codePattern = /^[A-Za-z0-9][\w.-]{0,63}$/;

export const filterKeysOf = (type: DirectoryType): readonly string[] => directoryFilterKeys[type];
export const amountKeysOf = (type: DirectoryType): readonly string[] => directoryAmountKeys[type];
export const hasLiveDeals = (type: DirectoryType) => type === 'startup';

const codesOf = (raw: string) => [
  ...new Set(
    raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => codePattern.test(part)),
  ),
];

const amountOf = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= maxAmount ? value : null;
};

const pageOf = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, directoryMaxPage) : 1;
};

const sortOf = (raw: string | null): DirectorySort | null => directorySorts.find((sort) => sort === raw) ?? null;

/** The search an address holds for a directory. */
export const readDirectoryState = (type: DirectoryType, params: URLSearchParams): DirectoryState => {
  const filters: Record<string, string[]> = {};
  for (const key of filterKeysOf(type)) {
    const codes = params.getAll(key).flatMap(codesOf).slice(0, maxFilterValues);
    if (codes.length > 0) filters[key] = [...new Set(codes)];
  }
  const amounts: Record<string, number> = {};
  for (const key of amountKeysOf(type)) {
    const value = amountOf(params.get(key));
    if (value !== null) amounts[key] = value;
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, maxSearchLength),
    sort: sortOf(params.get('sort')),
    page: pageOf(params.get('page')),
    filters,
    amounts,
    liveDeal: hasLiveDeals(type) && params.get('liveDeal') === 'true',
  };
};

/** The address's parameters for a search: what is unset stays out, so links stay short. */
export const paramsOf = (type: DirectoryType, state: DirectoryState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of filterKeysOf(type)) {
    const codes = state.filters[key] ?? [];
    if (codes.length > 0) params.set(key, codes.join(','));
  }
  for (const key of amountKeysOf(type)) {
    const value = state.amounts[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (state.liveDeal && hasLiveDeals(type)) params.set('liveDeal', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

/**
 * The search with some parts changed. Changing anything but the page goes back to the first page: page 4
 * of other results means nothing.
 */
export const changeDirectoryState = (state: DirectoryState, changes: Partial<DirectoryState>): DirectoryState => ({
  ...state,
  ...changes,
  page: changes.page ?? 1,
});

/** The search with one filter's codes replaced (an empty list removes the filter). */
export const withFilter = (state: DirectoryState, key: string, codes: readonly string[]): DirectoryState => {
  const { [key]: _removed, ...rest } = state.filters;
  return changeDirectoryState(state, { filters: codes.length > 0 ? { ...rest, [key]: [...codes] } : rest });
};

/** The search with one amount set, or removed with null. */
export const withAmount = (state: DirectoryState, key: string, value: number | null): DirectoryState => {
  const { [key]: _removed, ...rest } = state.amounts;
  return changeDirectoryState(state, { amounts: value === null ? rest : { ...rest, [key]: value } });
};

/** The search without keywords, filters, amounts or live deals; the sort is kept. */
export const clearedDirectoryState = (state: DirectoryState): DirectoryState => ({
  ...emptyDirectoryState,
  sort: state.sort,
});

/** How many filter choices are on (each chosen code, amount and the live-deals switch); keywords are not counted. */
export const activeFilterCount = (state: DirectoryState) =>
  Object.values(state.filters).reduce((sum, codes) => sum + codes.length, 0) +
  Object.keys(state.amounts).length +
  (state.liveDeal ? 1 : 0);

/** Whether anything narrows the results: keywords or a filter. */
export const isNarrowed = (state: DirectoryState) => state.q !== '' || activeFilterCount(state) > 0;

/** GET {rolePath}/search's query for a search: lists as codes separated by commas, the page as pageNumber. */
export const directoryApiQuery = (type: DirectoryType, state: DirectoryState, limit: number): Query => {
  const query: Query = { pageNumber: state.page, limit };
  if (state.q) query.q = state.q;
  if (state.sort) query.sort = state.sort;
  for (const key of filterKeysOf(type)) {
    const codes = state.filters[key];
    if (codes && codes.length > 0) query[key] = codes.join(',');
  }
  for (const key of amountKeysOf(type)) {
    const value = state.amounts[key];
    if (value !== undefined) query[key] = value;
  }
  if (state.liveDeal && hasLiveDeals(type)) query.liveDeal = 'true';
  return query;
};

/**
 * A search as a saved filter keeps it: everything but the page. Read through the shared schema, whose
 * type names every directory's keys (its values are the ones the address allows, so it always passes).
 */
export const savedFiltersOf = (type: DirectoryType, state: DirectoryState): DirectoryFilters => {
  const saved: Record<string, string | string[] | number | boolean> = {};
  if (state.q) saved.q = state.q;
  if (state.sort) saved.sort = state.sort;
  for (const key of filterKeysOf(type)) {
    const codes = state.filters[key];
    if (codes && codes.length > 0) saved[key] = [...codes];
  }
  for (const key of amountKeysOf(type)) {
    const value = state.amounts[key];
    if (value !== undefined) saved[key] = value;
  }
  if (state.liveDeal && hasLiveDeals(type)) saved.liveDeal = true;
  return DirectoryFilters.parse(saved);
};

/**
 * The search a saved filter holds, read the way an address is: a filter saved before the directory
 * changed its keys opens with what still applies.
 */
export const stateOfSaved = (type: DirectoryType, saved: DirectoryFilters): DirectoryState => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(saved)) {
    if (Array.isArray(value)) params.set(key, value.join(','));
    else params.set(key, String(value));
  }
  return readDirectoryState(type, params);
};

/** Whether two searches ask for the same results, whatever the page. */
export const sameSearch = (type: DirectoryType, a: DirectoryState, b: DirectoryState) =>
  paramsOf(type, { ...a, page: 1 }).toString() === paramsOf(type, { ...b, page: 1 }).toString();
