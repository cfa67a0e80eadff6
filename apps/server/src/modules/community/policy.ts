import { accountTypeLabels, type TenantSettings } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';

/** The tenant's wall is on (its community_feed flag). */
export const communityOn = (settings: TenantSettings) => settings.features.community_feed;

const isOperator = (auth: AuthContext) => auth.user.role === 'operator';

/** Writing anything on the wall (a comment, a reaction, a report) is for approved members and operators. */
const participate = (auth: AuthContext) => isOperator(auth) || auth.profile.approvalStatus === 'approved';

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Who may do what on the wall; pure functions of the caller, the item and the tenant. */
export const communityPolicy = {
  participate,
  /** Why the caller may not write a post now (the tenant's rule, an unapproved profile), or null. */
  cannotPost: (auth: AuthContext, settings: TenantSettings): string | null => {
    if (isOperator(auth)) return null;
    const { who_may_post: rule, posting_account_types: types } = settings.community;
    if (rule === 'operators') return 'Only the platform team posts on this wall';
    if (!participate(auth)) return 'Posting is open to approved profiles: yours is not approved yet';
    if (rule === 'account_types' && !types.includes(auth.profile.accountType)) {
      const names = types.map((type) => `${accountTypeLabels[type].toLowerCase()}s`);
      return names.length > 0 ? `Posting is open to ${list(names)} only` : 'Only the platform team posts on this wall';
    }
    return null;
  },
  /** The author changes their own post; an operator may too (audited), to take out what must not stay. */
  edit: (auth: AuthContext, authorProfileId: number) => auth.profile.id === authorProfileId || moderate(auth),
  delete: (auth: AuthContext, authorProfileId: number) => auth.profile.id === authorProfileId || moderate(auth),
  /** A comment goes by its author's hand, the post author's, or an operator's. */
  deleteComment: (auth: AuthContext, commentAuthorId: number, postAuthorId: number) =>
    auth.profile.id === commentAuthorId || auth.profile.id === postAuthorId || moderate(auth),
  /** Anyone who takes part may report what someone else wrote. */
  report: (auth: AuthContext, authorProfileId: number) => participate(auth) && auth.profile.id !== authorProfileId,
  moderate: (auth: AuthContext) => moderate(auth),
};

/** Hiding, deleting others' posts and deciding reports: operators in their own session. */
const moderate = (auth: AuthContext) => accountPolicy.useConsole(auth);
