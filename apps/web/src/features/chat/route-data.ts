import { limitedAccessFor } from '../../core/guards.tsx';
import type { RouteVisit } from '../../core/prefetch.ts';
import { conversationsQuery } from './api.ts';
import { chatOn } from './present.ts';

/**
 * The query the chat's route starts before its page mounts: the conversation list as it opens (no search),
 * where the member may chat (the tenant's chat on, no limited access: else the API refuses, 403).
 */
export const conversationsData = ({ user, profile, tenant }: RouteVisit) => {
  if (!user || !chatOn(tenant) || limitedAccessFor(tenant, user, profile)) return null;
  return conversationsQuery('');
};
