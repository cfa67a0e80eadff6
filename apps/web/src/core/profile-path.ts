import type { AccountType, ProfileAccountType } from '@ventura/shared';

/**
 * Where each type's public profiles live (product.md 2, "Public profile routes"). Written out rather
 * than read from the registry, which the first screen does without; a test holds the two together.
 */
export const publicProfileBases: ReadonlyArray<readonly [ProfileAccountType, string]> = [
  ['startup', '/startups/profile'],
  ['investor', '/investors/profile'],
  ['corporate', '/corporates/profile'],
  ['mentor', '/mentors/profile'],
  ['program_office', '/program-office-members/profile'],
  ['service_provider', '/service-provider/profile'],
  ['partner', '/partners'],
  ['individual', '/individuals/profile'],
  ['job_seeker', '/job-seekers/profile'],
];

/**
 * The page My Profile opens: the public page of a profile by its id alone (it moves on to the profile's
 * canonical address, with the slug the server gives it), a job seeker's as any other; '' for the
 * anonymous 'other'.
 */
export const publicProfilePath = (accountType: AccountType, uuid: string) => {
  const entry = publicProfileBases.find(([type]) => type === accountType);
  return entry ? `${entry[1]}/${uuid}` : '';
};
