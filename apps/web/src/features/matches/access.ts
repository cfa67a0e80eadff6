import { type AccountType, maySearchDirectory, type TenantDetails } from '@ventura/shared';

/**
 * Why the server would refuse this member its investor matches with a 403, in its words, or null. Asked
 * before the matches are: the app leaves any page a 403 answers (spec 6), and the rule is the shared one
 * the server answers by (no match shows an investor the member could not find in the directory). Another
 * account type than a startup is asked anyway: its 422 says to switch profiles and leaves nothing.
 */
export const matchRefusal = (tenant: TenantDetails, accountType: AccountType): string | null => {
  const refused = `Your profile cannot search investors on ${tenant.name}`;
  if (!tenant.features.show_ecosystem) return refused;
  if (accountType !== 'startup') return null;
  const rules = {
    users: tenant.users,
    publicProfiles: tenant.profile_settings.public_profiles,
    matrix: tenant.connection_matrix,
  };
  return maySearchDirectory(accountType, 'investor', rules) ? null : refused;
};
