import type { TenantDetails } from '@ventura/shared';
import { createContext, useContext } from 'react';

/** The tenant of this host, loaded once at start (api/tenant.ts) and handed down by the app. */
export const TenantContext = createContext<TenantDetails | null>(null);

/** The loaded tenant. Only the routed app renders, and it renders only once the tenant has loaded. */
export const useTenant = () => {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant is used outside the loaded tenant');
  return tenant;
};
