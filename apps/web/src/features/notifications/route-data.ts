import type { RouteVisit } from '../../core/prefetch.ts';
import { notificationsQuery } from './api.ts';
import { pageFromParam } from './paging.ts';

/** The query the notifications route starts before its page mounts: the page its address names, for a member. */
export const notificationsData = ({ url, user }: RouteVisit) =>
  user ? notificationsQuery(pageFromParam(url.searchParams.get('page'))) : null;
