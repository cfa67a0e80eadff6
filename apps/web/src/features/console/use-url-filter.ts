import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type Codec, type FilterOf, readFilter, writeFilter } from './filters.ts';

/**
 * A list's filter kept in the address: the filter it holds now, and a way to change some of it (the
 * address is replaced, so the back button leaves the list rather than stepping through its filters).
 */
export const useUrlFilter = <C extends Record<string, Codec<unknown>>>(codecs: C) => {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(codecs, params), [codecs, params]);
  const update = useCallback(
    (changes: Partial<FilterOf<C>>) => setParams((current) => writeFilter(codecs, current, changes), { replace: true }),
    [codecs, setParams],
  );
  return { filter, update };
};
