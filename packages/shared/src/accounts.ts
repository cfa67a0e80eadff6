import { z } from 'zod';

/** Every account type of the spec (product.md 1). */
export const AccountType = z.enum([
  'startup',
  'investor',
  'corporate',
  'mentor',
  'service_provider',
  'partner',
  'program_office',
  'individual',
  'job_seeker',
  'other',
]);
export type AccountType = z.infer<typeof AccountType>;
export const accountTypes = AccountType.options;

export const accountTypeLabels: Record<AccountType, string> = {
  startup: 'Startup',
  investor: 'Investor',
  corporate: 'Corporate',
  mentor: 'Mentor',
  service_provider: 'Service Provider',
  partner: 'Partner',
  program_office: 'Program Office',
  individual: 'Individual',
  job_seeker: 'Job Seeker',
  other: 'Other',
};

/** Home route of each account type after sign-in (product.md 2, "Dashboards by account type"). */
export const dashboardPaths: Record<AccountType, string> = {
  startup: '/startups/dashboard',
  investor: '/investors/dashboard',
  corporate: '/corporates/dashboard',
  partner: '/partners/dashboard',
  individual: '/individuals/dashboard',
  mentor: '/mentors/dashboard',
  service_provider: '/service-provider/dashboard',
  program_office: '/program-office-members/dashboard',
  other: '/search/startups',
  job_seeker: '/applied/jobs',
};

export const InvestorType = z.enum(['individual', 'organization', 'syndicate']);
export type InvestorType = z.infer<typeof InvestorType>;

/** Kinds of organisation a program office belongs to. */
export const OrganisationKind = z.enum(['incubator', 'accelerator', 'association-organization']);
export type OrganisationKind = z.infer<typeof OrganisationKind>;

export const PitchKind = z.enum(['fundraising-pitch', 'sales-pitch', 'hiring-pitch']);
export type PitchKind = z.infer<typeof PitchKind>;

export const LookingFor = z.enum(['fundraising', 'tech_hiring', 'customer_access', 'mentorship', 'business_services']);
export type LookingFor = z.infer<typeof LookingFor>;

export const lookingForLabels: Record<LookingFor, string> = {
  fundraising: 'Fundraising',
  tech_hiring: 'Tech hiring',
  customer_access: 'Customer access',
  mentorship: 'Mentorship',
  business_services: 'Business services',
};

export const ApprovalStatus = z.enum(['draft', 'submitted', 'approved', 'rejected', 'limited_access']);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** Account types a user may create as an extra profile from the Switch Profile modal. */
export const creatableProfileTypes = ['startup', 'investor', 'corporate', 'mentor', 'service_provider'] as const;
