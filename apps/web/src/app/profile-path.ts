import { type AccountType, profileWebPaths } from '@ventura/shared';
import { publicProfileBases } from '../features/public-profiles/routes.tsx';

/**
 * The page My Profile opens: the public page of a profile by its id alone (it moves on to the profile's
 * canonical address, with the slug the server gives it); for a job seeker, whose profile only the employers
 * they apply to see, its first edit page; '' for the anonymous 'other'.
 */
export const publicProfilePath = (accountType: AccountType, uuid: string) => {
  if (accountType === 'job_seeker') return `${profileWebPaths.job_seeker}/edit/job-seeker-information`;
  const entry = publicProfileBases.find(([type]) => type === accountType);
  return entry ? `${entry[1]}/${uuid}` : '';
};
