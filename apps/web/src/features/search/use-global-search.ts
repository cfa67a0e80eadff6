import { useQuery } from '@tanstack/react-query';
import { searchable } from '@ventura/shared';
import { useMemo } from 'react';
import { useSessionUser } from '../../core/session.ts';
import { useTenant } from '../../core/tenant.ts';
import { globalSearchQuery } from './api.ts';
import { groupHits } from './global-search.ts';

/**
 * Global search of a text already debounced: nothing is asked under three characters (spec 5), and the
 * hits of the last text stay while the next ones load.
 */
export const useGlobalSearch = (text: string) => {
  const tenant = useTenant();
  const user = useSessionUser();
  const trimmed = text.trim();
  const query = useQuery(globalSearchQuery(trimmed, { tenant, signedIn: user !== null }, user?.uuid ?? null));
  const enabled = searchable(trimmed);
  const groups = useMemo(() => (enabled && query.data ? groupHits(query.data) : []), [enabled, query.data]);
  return { query, groups, enabled };
};
