import { type AccountType, accountTypeLabels, accountTypes, isTypeOpen, type TenantDetails } from '@ventura/shared';

/** Who may sign up on a tenant: the account types it enables, never the anonymous 'other'. */
export const signupTypesOf = (tenant: Pick<TenantDetails, 'users'>): AccountType[] =>
  accountTypes.filter((type) => isTypeOpen(tenant.users, type));

export const signupBlurbs: Record<AccountType, string> = {
  startup: 'Raise funds, find customers, mentors and talent.',
  investor: 'Discover startups and follow your deal flow.',
  corporate: 'Work with startups on challenges and pilots.',
  mentor: 'Guide founders with your experience.',
  service_provider: 'Offer legal, finance, tech and other services to startups.',
  partner: 'Run programs and support your portfolio.',
  program_office: 'Manage the programs of your incubator or accelerator.',
  individual: 'Follow the ecosystem and join its events.',
  job_seeker: 'Find jobs at startups.',
  other: '',
};

/** 'a Startup', 'an Investor'. */
export const withArticle = (type: AccountType) => {
  const label = accountTypeLabels[type];
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
};
