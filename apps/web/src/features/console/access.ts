import type { SessionUser, TenantDetails } from '@ventura/shared';

/**
 * Who may use the console area (/admin), and as what: the tenant's operators in their own session see all
 * of it; a partner on a tenant with the incubator module sees only its portfolio; anyone else, nothing.
 * The server decides again on every call; this only keeps people off pages that would refuse them.
 */
export type ConsoleAccess = 'operator' | 'partner';

export const consoleAccessOf = (
  user: Pick<SessionUser, 'role' | 'accountType' | 'impersonated'> | null,
  tenant: Pick<TenantDetails, 'features'>,
): ConsoleAccess | null => {
  if (!user || user.impersonated) return null;
  if (user.role === 'operator') return 'operator';
  if (user.accountType === 'partner' && tenant.features.incubator_module_enabled) return 'partner';
  return null;
};

/** Where each kind of access starts. */
export const consoleHome: Record<ConsoleAccess, string> = { operator: '/admin', partner: '/admin/startups' };

/** The access a route asks for, as its handle says: `{ console: 'operator' }`. */
export type ConsoleHandle = { console: ConsoleAccess };

const accessIn = (handle: unknown): ConsoleAccess | undefined => {
  if (typeof handle !== 'object' || handle === null || !('console' in handle)) return undefined;
  return handle.console === 'operator' || handle.console === 'partner' ? handle.console : undefined;
};

/** The innermost access asked for among the matched routes. */
export const requiredAccess = (matches: readonly { handle: unknown }[]) => {
  for (const match of [...matches].reverse()) {
    const access = accessIn(match.handle);
    if (access) return access;
  }
  return undefined;
};

/**
 * Where a visitor of a console page goes instead, or null to stay: without access, the 404 page; on a page
 * of the other kind of access, their own start.
 */
export const consoleRedirect = (access: ConsoleAccess | null, required: ConsoleAccess | undefined) => {
  if (access === null) return '/errors/404';
  if (required && required !== access) return consoleHome[access];
  return null;
};
