import type { ProgramFamily } from '@ventura/shared';
import type { RouteVisit } from '../../core/prefetch.ts';
import { programListQuery } from './api.ts';
import { readFilters } from './filters.ts';

/**
 * The query a programs list's route starts before its page mounts: the family's programs for the search in
 * its address. A member's own applications (`?view=applied`) are another list, which the page asks itself.
 */
export const programListData = (family: ProgramFamily, { url, user }: RouteVisit) => {
  if (user && url.searchParams.get('view') === 'applied') return null;
  return programListQuery(family, readFilters(url.searchParams), user?.uuid ?? null);
};
