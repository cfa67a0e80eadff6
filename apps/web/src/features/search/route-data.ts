import { type DirectoryType, maySearchDirectory } from '@ventura/shared';
import type { RouteVisit } from '../../core/prefetch.ts';
import { allowedTypesQuery, directoryQuery, directoryRulesOf } from './api.ts';
import { readDirectoryState } from './filters.ts';

/**
 * The query a directory's route starts before its page mounts: the page of cards its address asks for, when
 * the page would search it. As the page does (use-directory-access.ts), a member's directories are asked
 * first, since a refused search would leave the page; a visitor's follow from the tenant's rules.
 */
export const directoryData = async (type: DirectoryType, { url, user, tenant, queryClient }: RouteVisit) => {
  if (!tenant.features.show_ecosystem || !tenant.users[type]) return null;
  const state = readDirectoryState(type, url.searchParams);
  if (!user) return maySearchDirectory(null, type, directoryRulesOf(tenant)) ? directoryQuery(type, state, null) : null;
  const allowed = await queryClient.ensureQueryData(allowedTypesQuery(user.uuid));
  return allowed.includes(type) ? directoryQuery(type, state, user.uuid) : null;
};
