import {
  type AccountType,
  type MatchKind,
  matchKindsOf,
  maySearchDirectory,
  type TenantDetails,
} from '@ventura/shared';

/** The profile type a kind of match shows; challenges and programs are not profiles. */
const profileTypeOf: Partial<Record<MatchKind, AccountType>> = {
  investors: 'investor',
  mentors: 'mentor',
  startups: 'startup',
};

/**
 * Why the server would refuse this member one kind of matches with a 403, in its words, or null. Asked
 * before the matches are: the app leaves any page a 403 answers (spec 6), and the rule is the shared one
 * the server answers by (no match shows a profile the member could not find in the directory). Challenges
 * and programs are never refused by the connection rules, only with the directories themselves.
 */
export const matchRefusal = (tenant: TenantDetails, accountType: AccountType, kind: MatchKind): string | null => {
  if (!tenant.features.show_ecosystem) return `Matches are not open on ${tenant.name}`;
  const type = profileTypeOf[kind];
  if (!type) return null;
  const rules = {
    users: tenant.users,
    publicProfiles: tenant.profile_settings.public_profiles,
    matrix: tenant.connection_matrix,
  };
  // The kind is the plural of what it shows: 'Your profile cannot search mentors on …'.
  return maySearchDirectory(accountType, type, rules) ? null : `Your profile cannot search ${kind} on ${tenant.name}`;
};

/** The kinds of match this member has that the tenant's rules let it ask for, in the page's order. */
export const openMatchKinds = (tenant: TenantDetails, accountType: AccountType): MatchKind[] =>
  matchKindsOf(accountType).filter((kind) => matchRefusal(tenant, accountType, kind) === null);

/** Whether this member has any matches to see here: the menu's entry. */
export const hasOpenMatches = (tenant: TenantDetails, accountType: AccountType) =>
  openMatchKinds(tenant, accountType).length > 0;
