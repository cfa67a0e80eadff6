import type { RouteVisit } from '../../core/prefetch.ts';
import { feedQuery, wallViewOf } from './api.ts';
import { communityOn } from './present.ts';

/** The query the wall's route starts before its page mounts: the feed its address names, for a member. */
export const wallData = ({ url, user, tenant }: RouteVisit) =>
  user && communityOn(tenant) ? feedQuery(wallViewOf(url.searchParams.get('view'))) : null;
