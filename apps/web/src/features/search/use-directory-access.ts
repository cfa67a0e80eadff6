import { useQuery } from '@tanstack/react-query';
import { type DirectoryType, maySearchDirectory } from '@ventura/shared';
import { useSessionUser } from '../../core/session.ts';
import { useTenant } from '../../core/tenant.ts';
import { allowedTypesQuery, directoryRulesOf } from './api.ts';

/** Who may open a directory, or compare its profiles, here. */
export type DirectoryAccess = 'open' | 'sign-in' | 'pending' | 'closed';

/**
 * Whether this visitor may search the directory of a type (and compare its profiles): signed out, the
 * shared rule on the tenant's details (maySearchDirectory); signed in, the server's own list, which
 * answers by the same rule, asked before the directory is: a refused search (403) would leave the page.
 * If the list cannot be had, the directory is tried and says itself.
 */
export const useDirectoryAccess = (type: DirectoryType): DirectoryAccess => {
  const tenant = useTenant();
  const user = useSessionUser();
  const allowed = useQuery({ ...allowedTypesQuery(user?.uuid ?? ''), enabled: user !== null });
  if (!user) return maySearchDirectory(null, type, directoryRulesOf(tenant)) ? 'open' : 'sign-in';
  if (allowed.isPending) return 'pending';
  if (allowed.data && !allowed.data.includes(type)) return 'closed';
  return 'open';
};
