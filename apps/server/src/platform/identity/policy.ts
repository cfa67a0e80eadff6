import { isLimitedAccess, type TenantSettings } from '@ventura/shared';
import type { AuthContext } from './caller.ts';
import type { ProfileRow } from './tables.ts';

const noTeamTypes = new Set(['other', 'job_seeker']);

/** Who may do what with accounts and profiles; pure functions of the caller and the tenant. */
export const accountPolicy = {
  /** Spec 6: Add/Delete User needs canAddMembers, no parent profile, and a type other than other or job seeker. */
  manageTeam: (profile: ProfileRow) =>
    profile.canAddMembers && profile.parentId === null && !noTeamTypes.has(profile.accountType),
  switchProfile: (settings: TenantSettings) => settings.features.multiple_profiles,
  /** Operators may open a session as another user; never from a session that is itself borrowed. */
  backdoorLogin: (auth: AuthContext) => auth.user.role === 'operator' && auth.impersonatorId === null,
  /** The console is for the tenant's operators, in their own session (never one borrowed from a member). */
  useConsole: (auth: AuthContext) => auth.user.role === 'operator' && auth.impersonatorId === null,
  /** Closing or deleting an account is the owner's own act, not an operator's acting as them. */
  closeAccount: (auth: AuthContext) => auth.impersonatorId === null,
  /** How a member signs in (the email) is theirs to change: an operator in their session may not. */
  changeSignIn: (auth: AuthContext) => auth.impersonatorId === null,
};

/** The tenant's matrix entry for a viewer type and a target type, if it has one. */
type Matrix = readonly { profileType: string; otherProfileType: string; canSearch: boolean; canConnect: boolean }[];
const noNetworkTypes = new Set(['other', 'job_seeker']);

/** Spec 4: limited access hides messages and connections; a locked tenant keeps them until approval. */
const restricted = (profile: ProfileRow, settings: TenantSettings) =>
  isLimitedAccess(settings.features, profile.approvalStatus) ||
  (settings.features.profiles_locked && profile.approvalStatus !== 'approved');

const connectionsOn = (settings: TenantSettings) => settings.features.connections && settings.connections.enabled;
const chatOn = (settings: TenantSettings) => settings.chat.enabled && settings.features.chat_type !== 'none';

/** Who may do what with profiles; the web shows what these answer and derives nothing itself. */
export const profilePolicy = {
  /**
   * Why the holder may not edit their profile now, or null. Spec 4: a submitted startup on a tenant with
   * disable_startup_profile_update waits for the decision; an operator's borrowed session still may.
   */
  editLockedReason: (auth: AuthContext, settings: TenantSettings): string | null => {
    const { profile } = auth;
    if (
      profile.accountType === 'startup' &&
      profile.approvalStatus === 'submitted' &&
      settings.features.disable_startup_profile_update &&
      auth.impersonatorId === null
    ) {
      return 'Your profile is under review: it can be edited again once the platform team has decided';
    }
    return null;
  },
  /** Whether the viewer's own profile may reach out at all: a networking type, not restricted. */
  reachOut: (viewer: ProfileRow, settings: TenantSettings) =>
    !noNetworkTypes.has(viewer.accountType) && !restricted(viewer, settings),
  /** Whether the profile may send connection requests at all: the tenant offers them and it may reach out. */
  connectAtAll: (profile: ProfileRow, settings: TenantSettings) =>
    connectionsOn(settings) && profilePolicy.reachOut(profile, settings),
  /** Whether the profile may message at all: the tenant's chat is on and it may reach out. */
  messageAtAll: (profile: ProfileRow, settings: TenantSettings) =>
    chatOn(settings) && profilePolicy.reachOut(profile, settings),
  /**
   * Whether the profile may open its team's group conversation: it may message, is approved (chat starts
   * only for approved profiles), and owns a team or belongs to one. Whether the team has anyone else yet
   * is the conversation's own answer (409).
   */
  teamChat: (profile: ProfileRow, settings: TenantSettings) =>
    profilePolicy.messageAtAll(profile, settings) &&
    profile.approvalStatus === 'approved' &&
    (accountPolicy.manageTeam(profile) || profile.parentId !== null),
  /**
   * Spec 6: connect where the tenant's matrix allows it, between two approved profiles (never one's own).
   * An unapproved sender is refused on every tenant, not only where profiles are locked.
   */
  connect: (viewer: ProfileRow, target: ProfileRow, settings: TenantSettings, matrix: Matrix) =>
    connectionsOn(settings) &&
    viewer.id !== target.id &&
    viewer.approvalStatus === 'approved' &&
    target.approvalStatus === 'approved' &&
    profilePolicy.reachOut(viewer, settings) &&
    matrix.some(
      (entry) =>
        entry.profileType === viewer.accountType && entry.otherProfileType === target.accountType && entry.canConnect,
    ),
  /**
   * Whether the caller may see the profile at all: approved profiles of active accounts are public; their
   * holder and the tenant's operators see them in any state. (A tenant keeping profiles to members is the
   * caller's to check: modules/profiles/public-profiles.ts.)
   */
  view: (
    auth: AuthContext | null,
    holder: { userId: string; approvalStatus: ProfileRow['approvalStatus']; userStatus: string },
  ) =>
    auth?.user.role === 'operator' ||
    (auth !== null && auth.user.id === holder.userId) ||
    (holder.approvalStatus === 'approved' && holder.userStatus === 'active'),
  /** Messages go between connected members of a tenant whose chat is on. */
  message: (viewer: ProfileRow, target: ProfileRow, settings: TenantSettings, connected: boolean) =>
    connected &&
    chatOn(settings) &&
    viewer.id !== target.id &&
    target.approvalStatus === 'approved' &&
    profilePolicy.reachOut(viewer, settings),
};
