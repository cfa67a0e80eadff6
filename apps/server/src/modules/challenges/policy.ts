import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import { openingDay } from '../../platform/calendar/opening-day.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { ChallengeRow, ParticipantRow } from './repo.ts';

/** Who may do what with challenges; pure functions of the caller and the records. */
export const challengePolicy = {
  /** The challenges a profile's type takes part in: corporates post them, startups apply (approval aside). */
  posts: (profile: Pick<ProfileRow, 'accountType'>) => profile.accountType === 'corporate',
  appliesTo: (profile: Pick<ProfileRow, 'accountType'>) => profile.accountType === 'startup',
  /** Why the caller may not post challenges, or null: approved corporates (spec 6). */
  cannotCreate: (auth: AuthContext): string | null => {
    if (auth.profile.accountType !== 'corporate') return 'Challenges are posted by corporates';
    if (auth.profile.approvalStatus !== 'approved')
      return 'Posting challenges is open to approved profiles: yours is not approved yet';
    return null;
  },
  owns: (auth: AuthContext | null, challenge: Pick<ChallengeRow, 'corporateProfileId'>) =>
    auth !== null && organisationOf(auth.profile) === challenge.corporateProfileId,
  seeParticipants: (auth: AuthContext | null, challenge: Pick<ChallengeRow, 'corporateProfileId'>) =>
    auth !== null && (challengePolicy.owns(auth, challenge) || accountPolicy.useConsole(auth)),
  accepting: (challenge: Pick<ChallengeRow, 'status' | 'deadline'>, today = openingDay()) =>
    challenge.status === 'open' && challenge.deadline >= today,
  /** Why the caller may not apply now, or null: approved startups, once, while it is open. */
  cannotApply: (
    auth: AuthContext | null,
    challenge: ChallengeRow,
    mine: ParticipantRow | undefined,
    today = openingDay(),
  ) => {
    if (!auth) return 'Sign in as a startup to apply';
    if (challenge.status === 'closed') return 'This challenge is closed';
    if (challenge.deadline < today) return 'The deadline for this challenge has passed';
    if (mine) return 'Your startup has already applied to this challenge';
    if (auth.profile.accountType !== 'startup') return 'Challenges take applications from startups';
    if (auth.profile.approvalStatus !== 'approved')
      return 'Applying is open to approved startups: yours is not approved yet';
    return null;
  },
};
