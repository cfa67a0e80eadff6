import { articleLimits } from '@ventura/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListChanges = { q?: string; page?: number; kind?: string };

/** A list's search and page (and the console's kind) as the address holds them: a reload or a shared link keeps them. */
export const useListFilter = () => {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, articleLimits.searchLength);
  const read = Number(params.get('page'));
  const page = Number.isInteger(read) && read > 1 ? read : 1;
  const update = useCallback(
    (changes: ListChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.kind !== undefined) {
            next.set('kind', changes.kind);
            next.delete('q');
            next.delete('page');
          }
          if (changes.q !== undefined) {
            if (changes.q) next.set('q', changes.q);
            else next.delete('q');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { q, page, params, update };
};
