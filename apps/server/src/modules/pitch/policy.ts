import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';

/** Who may do what with pitches; pure functions of the caller. */
export const pitchPolicy = {
  /** Record: a startup profile, or a member of a startup's team (it records for the startup), in any approval state. */
  record: (profile: Pick<ProfileRow, 'accountType'>) => profile.accountType === 'startup',
  /** The topics of each kind: the tenant's operators. */
  manageTopics: (auth: AuthContext) => accountPolicy.useConsole(auth),
};
