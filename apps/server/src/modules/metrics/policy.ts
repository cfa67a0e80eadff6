import type { TenantSettings } from '@ventura/shared';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';

/** Growth metrics exist on a tenant with the growth_metrics flag (404 otherwise). */
export const metricsOn = (settings: TenantSettings) => settings.features.growth_metrics;

type Profile = Pick<ProfileRow, 'id' | 'parentId' | 'accountType' | 'approvalStatus' | 'partnerId'>;

/** Who may do what with growth metrics; pure functions of the caller and the startup. */
export const metricsPolicy = {
  /** Any of it: approved profiles only (spec 6), and the tenant's operators. */
  takePart: (auth: AuthContext) => accountPolicy.useConsole(auth) || auth.profile.approvalStatus === 'approved',
  /** Report: an approved startup, or a member of its team. */
  report: (profile: Pick<Profile, 'accountType' | 'approvalStatus'>) =>
    profile.accountType === 'startup' && profile.approvalStatus === 'approved',
  /** Be chosen or invited as a reviewer and follow startups: any approved profile but a startup's own. */
  review: (profile: Pick<Profile, 'accountType' | 'approvalStatus'>) =>
    profile.approvalStatus === 'approved' && profile.accountType !== 'startup',
  /** The startup's own team edits its values and chooses its reviewers. */
  owns: (auth: AuthContext, startup: Pick<Profile, 'id'>) => organisationOf(auth.profile) === startup.id,
  /** A partner's people see the startups that came through their partner. */
  partnerOf: (auth: AuthContext, startup: Pick<Profile, 'partnerId'>) =>
    auth.profile.accountType === 'partner' &&
    auth.profile.approvalStatus === 'approved' &&
    auth.profile.partnerId !== null &&
    auth.profile.partnerId === startup.partnerId,
  /** The portfolio: operators (every startup), approved partner profiles (theirs). */
  portfolio: (auth: AuthContext) =>
    accountPolicy.useConsole(auth) ||
    (auth.profile.accountType === 'partner' &&
      auth.profile.approvalStatus === 'approved' &&
      auth.profile.partnerId !== null),
  /** Types: operators only. */
  manageTypes: (auth: AuthContext) => accountPolicy.useConsole(auth),
};
