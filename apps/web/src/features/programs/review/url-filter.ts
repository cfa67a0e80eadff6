import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type Value = string | number | null;

/** One of the options, or the fallback for anything else in the address. */
export const oneOf = <const O extends string, F extends O | null>(
  options: readonly O[],
  raw: string | null,
  fallback: F,
) => options.find((option) => option === raw) ?? fallback;

/** The page, from 1. */
export const pageOf = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/** A search's words, trimmed and bounded. */
export const wordsOf = (raw: string | null) => (raw ?? '').trim().slice(0, 100);

/**
 * A list's filter kept in the address (so a reload or a shared link shows the same list): the filter
 * read from it, and a way to change some of it. A value equal to its default, empty or null leaves the
 * address; changing anything but the page goes back to the first page. The address is replaced, so the
 * back button leaves the list rather than stepping through its filters.
 */
export const useUrlFilter = <F extends Record<string, Value>>(read: (params: URLSearchParams) => F, defaults: F) => {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (changes: Partial<F>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );
  return { filter, update };
};
