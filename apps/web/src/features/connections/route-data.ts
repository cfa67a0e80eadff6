import { limitedAccessFor } from '../../core/guards.tsx';
import type { RouteVisit } from '../../core/prefetch.ts';
import { connectionsQuery } from './api.ts';
import { tabFromParam } from './tabs.ts';

/**
 * The query the connections route starts before its page mounts: the list of the tab its address names,
 * where the login guard lets the member in (connections on, no limited access: else the API refuses, 403).
 */
export const connectionsData = ({ url, user, profile, tenant }: RouteVisit) => {
  if (!user || !tenant.features.connections || limitedAccessFor(tenant, user, profile)) return null;
  return connectionsQuery(tabFromParam(url.searchParams.get('tab')));
};
