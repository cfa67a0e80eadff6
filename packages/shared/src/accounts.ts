import { z } from 'zod';
import { accountTypes } from './account-types.ts';

export const AccountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof AccountType>;

export const InvestorType = z.enum(['individual', 'organization', 'syndicate']);
export type InvestorType = z.infer<typeof InvestorType>;
export const investorTypeLabels: Record<InvestorType, string> = {
  individual: 'Individual investor',
  organization: 'Investment firm',
  syndicate: 'Syndicate',
};

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
