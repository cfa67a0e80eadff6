import type { AccountType } from '@ventura/shared';

/** Public profile routes per account type (spec 2); job seekers and 'other' have none. */
const profileBases: Partial<Record<AccountType, string>> = {
  startup: '/startups/profile',
  investor: '/investors/profile',
  corporate: '/corporates/profile',
  mentor: '/mentors/profile',
  program_office: '/program-office-members/profile',
  service_provider: '/service-provider/profile',
  partner: '/partners',
  individual: '/individuals/profile',
};

/** 'GreenLeaf Agritech' -> 'greenleaf-agritech'; a dash when nothing is left (spec 2). */
export const slugOf = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || '-';

/** The public profile page of a profile, or '' for account types without one. */
export const publicProfilePath = (
  accountType: AccountType,
  uuid: string,
  name: string | null | undefined,
  organizationName?: string | null,
) => {
  const base = profileBases[accountType];
  return base ? `${base}/${uuid}/${slugOf(organizationName || name)}` : '';
};
