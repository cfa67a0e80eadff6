import { type AccountType, isProfileAccountType } from '@ventura/shared';
import type { RouteVisit } from '../../core/prefetch.ts';
import { dashboardQuery } from './api.ts';

/**
 * The query a dashboard route starts before its page mounts: the member's own dashboard, when the route is
 * theirs (another type's is sent to their own, whose route starts it) and the tenant shows dashboards.
 */
export const dashboardData = (expected: AccountType, { user, tenant }: RouteVisit) => {
  if (!user || user.accountType !== expected || !tenant.features.show_dashboard) return null;
  return isProfileAccountType(user.accountType) ? dashboardQuery(user.accountType, user.uuid) : null;
};
