import { accountTypeLabels, type TenantSettings } from '@ventura/shared';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import { accountPolicy } from '../../platform/identity/index.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import type { ConnectionRow } from './repo.ts';

type Matrix = Parameters<typeof profilePolicy.connect>[3];

const involved = (me: ProfileRow, c: ConnectionRow) => c.fromProfileId === me.id || c.toProfileId === me.id;
const waitingOn = (c: ConnectionRow) => c.status === 'pending' || c.status === 'pending_moderation';

/**
 * Who may do what with a connection, as pure functions of the caller's profile and the connection.
 * Whether a request may be sent at all is the identity policy's (profilePolicy.connect).
 */
export const connectionPolicy = {
  /** A party sees the connection; for anyone else it does not exist. */
  see: involved,
  /** Only the receiver answers a pending request. */
  respond: (me: ProfileRow, c: ConnectionRow) => c.toProfileId === me.id && c.status === 'pending',
  /** The sender takes back a request nobody has answered yet. */
  withdraw: (me: ProfileRow, c: ConnectionRow) => c.fromProfileId === me.id && waitingOn(c),
  /** Either end ends an accepted connection. */
  remove: (me: ProfileRow, c: ConnectionRow) => involved(me, c) && c.status === 'accepted',
  /**
   * The receiver does not learn of a request the operators have not let through: to them it is not
   * there yet (though a request of their own to the sender is still refused as a duplicate).
   */
  visible: (me: ProfileRow, c: ConnectionRow) =>
    involved(me, c) && (c.status !== 'pending_moderation' || c.fromProfileId === me.id),
  /** A request's document: its two ends and the tenant's operators. */
  readDocument: (auth: AuthContext, c: ConnectionRow) => involved(auth.profile, c) || accountPolicy.useConsole(auth),
  /** The moderation queue is the console's: operators in their own session. */
  moderate: (auth: AuthContext) => accountPolicy.useConsole(auth),
};

/** Requests go between approved profiles: what an unapproved sender is told, on any tenant. */
export const notApprovedRefusal = 'Your profile must be approved before it can send connection requests';

/**
 * Why profilePolicy.connect refuses this request, in words the sender can act on. Only the wording is
 * chosen here: whether to refuse is profilePolicy's answer.
 */
export const connectRefusal = (viewer: ProfileRow, target: ProfileRow, settings: TenantSettings, matrix: Matrix) => {
  if (viewer.id === target.id) return 'You cannot send a connection request to yourself';
  if (!settings.connections.enabled) return 'Connections are not enabled on this platform';
  if (!profilePolicy.reachOut(viewer, settings)) {
    if (viewer.accountType === 'job_seeker' || viewer.accountType === 'other')
      return `${accountTypeLabels[viewer.accountType]} accounts cannot send connection requests`;
    if (viewer.approvalStatus === 'limited_access') return 'Your profile has limited access: it cannot connect';
    return notApprovedRefusal;
  }
  if (viewer.approvalStatus !== 'approved') return notApprovedRefusal;
  if (target.approvalStatus !== 'approved') return 'This profile is not approved yet: it cannot be asked to connect';
  const allowed = matrix.some(
    (entry) =>
      entry.profileType === viewer.accountType && entry.otherProfileType === target.accountType && entry.canConnect,
  );
  if (!allowed)
    return `${accountTypeLabels[viewer.accountType]} profiles cannot connect with ${accountTypeLabels[target.accountType]} profiles here`;
  return 'You cannot connect with this profile';
};
