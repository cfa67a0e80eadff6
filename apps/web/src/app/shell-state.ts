import type { TenantDetails } from '@ventura/shared';
import { errorText } from '../api/client.ts';
import type { PartnerAccess } from './partner-access.ts';

/** What the root shell shows: exactly one of these (spec 2, "Root shell"; spec 4, app states). */
export type ShellState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'maintenance'; tenant: TenantDetails }
  | { kind: 'subscription-expired'; tenant: TenantDetails }
  | { kind: 'direct-access-denied'; tenant: TenantDetails }
  | { kind: 'ready'; tenant: TenantDetails };

/** Who is at the door: a signed-in member of this tenant, and the partner they arrived through. */
export type Visitor = { signedIn: boolean; partner: PartnerAccess };

export const tenantErrorFallback = 'This site could not be loaded. Please try again in a moment.';

/**
 * Decides the shell state from the tenant query. A tenant already loaded wins over a failed background
 * refresh; then blocking maintenance, a lapsed subscription and direct access, in that order. A
 * partner-only tenant lets in its signed-in members and visitors whose partner the server knows.
 */
export const shellStateFor = (
  query: { data: TenantDetails | undefined; error: unknown },
  visitor: Visitor,
): ShellState => {
  const tenant = query.data;
  if (!tenant) {
    return query.error ? { kind: 'error', message: errorText(query.error, tenantErrorFallback) } : { kind: 'loading' };
  }
  if (tenant.maintenance_mode.maintenance_on) return { kind: 'maintenance', tenant };
  if (!tenant.subscription_active) return { kind: 'subscription-expired', tenant };
  if (tenant.direct_access_allowed || visitor.signedIn) return { kind: 'ready', tenant };
  switch (visitor.partner.status) {
    case 'known':
      return { kind: 'ready', tenant };
    case 'checking':
      return { kind: 'loading' };
    case 'failed':
      return { kind: 'error', message: errorText(visitor.partner.error, tenantErrorFallback) };
    default:
      return { kind: 'direct-access-denied', tenant };
  }
};
