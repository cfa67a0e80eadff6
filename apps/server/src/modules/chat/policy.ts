import type { TenantSettings } from '@ventura/shared';
import type { ProfileRow, User } from '../../platform/auth/sessions.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';

/** The tenant's chat is on: its chat settings enabled and a chat type other than 'none'. */
export const chatOn = (settings: TenantSettings) => settings.chat.enabled && settings.features.chat_type !== 'none';

/** Spec 4: chat starts only for an approved profile that may reach out (not restricted, a networking type). */
const mayChat = (me: ProfileRow, settings: TenantSettings) =>
  chatOn(settings) && me.approvalStatus === 'approved' && profilePolicy.reachOut(me, settings);

export const notConnectedMessage = 'You are not connected with this member: connect first to send messages';
export const noLongerConnectedMessage = 'You are no longer connected with this member';

/** Why a member may read a conversation but not write to it, or null when they may write. */
export type ReadOnlyReason = string | null;

export const chatPolicy = {
  mayChat,
  /** Open (or start) a direct conversation: both approved, connected, the other an active member. */
  startDirect: (
    me: ProfileRow,
    other: { profile: ProfileRow; user: User },
    settings: TenantSettings,
    connected: boolean,
  ) =>
    mayChat(me, settings) &&
    other.user.status === 'active' &&
    profilePolicy.message(me, other.profile, settings, connected),
  /**
   * Whether a member may send in a direct conversation now, and if not why: the connection may have been
   * removed, or a profile is no longer approved since it started. History stays readable. `talkedBefore`
   * says whether the pair has a conversation already: without one, a pair not connected never was (as
   * far as messaging knows), and is told to connect rather than that they are no longer connected.
   */
  sendDirect: (
    me: ProfileRow,
    other: { profile: ProfileRow; user: User } | undefined,
    settings: TenantSettings,
    connected: boolean,
    talkedBefore = true,
  ): ReadOnlyReason => {
    if (!mayChat(me, settings)) return 'Messaging is open to approved profiles only';
    if (other?.user.status !== 'active') return 'This member is no longer available';
    if (other.profile.approvalStatus !== 'approved') return 'This member’s profile is not approved at the moment';
    if (!connected) return talkedBefore ? noLongerConnectedMessage : notConnectedMessage;
    return null;
  },
  /** A team's conversation: the caller is approved and may chat; membership itself is the team's. */
  sendTeam: (me: ProfileRow, settings: TenantSettings): ReadOnlyReason =>
    mayChat(me, settings) ? null : 'Messaging is open to approved profiles only',
  /** The team a profile belongs to: its owner's profile id (its own for an owner). */
  teamOf: (me: ProfileRow) => me.parentId ?? me.id,
};
