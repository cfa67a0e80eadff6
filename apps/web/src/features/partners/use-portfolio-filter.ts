import { useDebouncedValue } from '@mantine/hooks';
import type { PortfolioStatus } from '@ventura/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PortfolioFilter } from './api.ts';
import { statusFromParam } from './portfolio.ts';

/** How long typing pauses before the list is searched. */
const searchDelayMs = 300;

/** A page number from `?page=`: a whole number from 1, else 1. */
export const pageFromParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The address's query with some values changed (null removes one); a changed filter starts at page 1. */
export const withParams = (current: URLSearchParams, changes: Record<string, string | null>) => {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
};

/**
 * The portfolio's filter, kept in the address so that a reload or a shared link shows the same list:
 * the state tab, the search (written there once typing pauses) and the page.
 */
export const usePortfolioFilter = () => {
  const [params, setParams] = useSearchParams();
  const status = statusFromParam(params.get('status'));
  const pageNumber = pageFromParam(params.get('page'));
  const searched = params.get('search') ?? '';
  const [search, setSearch] = useState(searched);
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);

  useEffect(() => {
    if (debounced !== searched) setParams((current) => withParams(current, { search: debounced }), { replace: true });
  }, [debounced, searched, setParams]);

  const setStatus = (next: PortfolioStatus | null) =>
    setParams((current) => withParams(current, { status: next }), { replace: true });
  const setPage = (page: number) =>
    setParams((current) => withParams(current, { page: page > 1 ? String(page) : null }), { replace: true });

  const filter: PortfolioFilter = { pageNumber, status, search: searched };
  return { filter, search, setSearch, setStatus, setPage };
};
