import type { TenantSettings } from '@ventura/shared';
import type { AuthContext, ProfileRow } from '../auth/sessions.ts';

const noTeamTypes = new Set(['other', 'job_seeker']);

/** Who may do what with accounts and profiles; pure functions of the caller and the tenant. */
export const accountPolicy = {
  /** Spec 6: Add/Delete User needs canAddMembers, no parent profile, and a type other than other or job seeker. */
  manageTeam: (profile: ProfileRow) =>
    profile.canAddMembers && profile.parentId === null && !noTeamTypes.has(profile.accountType),
  switchProfile: (settings: TenantSettings) => settings.features.multiple_profiles,
  /** Operators may open a session as another user; never from a session that is itself borrowed. */
  backdoorLogin: (auth: AuthContext) => auth.user.role === 'operator' && auth.impersonatorId === null,
  /** Closing or deleting an account is the owner's own act, not an operator's acting as them. */
  closeAccount: (auth: AuthContext) => auth.impersonatorId === null,
  /** How a member signs in (the email) is theirs to change: an operator in their session may not. */
  changeSignIn: (auth: AuthContext) => auth.impersonatorId === null,
};
