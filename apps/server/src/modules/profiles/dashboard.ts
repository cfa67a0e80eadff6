import type { ProfileAccountType } from '@ventura/shared';
import { profilePolicy } from '../../platform/identity/policy.ts';
import { countConnections } from '../connections/index.ts';
import { type Caller, canRequest, completenessFor, ownCard } from './own-card.ts';
import { presentHeader } from './present.ts';
import * as repo from './repo.ts';

/** The caller's dashboard: completeness, approval, views and connection counts, and what they may do next. */
export const dashboard = async (caller: Caller, type: ProfileAccountType) => {
  const { db, tenant, auth } = caller;
  const card = ownCard(auth, type);
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const [loaded, counts, recent] = await Promise.all([
    repo.loadOwnProfile(db, tenant.id, card),
    countConnections(db, tenant.id, card.id),
    repo.viewsSince(db, tenant.id, card.id, since),
  ]);
  const result = completenessFor(loaded);
  const editLockedReason = profilePolicy.editLockedReason(auth, tenant.settings);
  return {
    // The card as read now: a session's copy does not follow the view count.
    profile: { ...presentHeader(loaded.card, auth.user.name), approvalStatus: loaded.card.approvalStatus },
    completeness: result,
    views: { total: loaded.card.totalViews, last30Days: recent },
    connections: { accepted: counts.connections, pendingReceived: counts.received, pendingSent: counts.sent },
    can: {
      requestApproval: canRequest(card, result.complete),
      edit: editLockedReason === null,
      connect: profilePolicy.connectAtAll(card, tenant.settings),
      message: profilePolicy.messageAtAll(card, tenant.settings),
    },
  };
};
