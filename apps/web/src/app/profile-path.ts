import type { AccountType } from '@ventura/shared';
import { publicProfileBases } from '../features/public-profiles/routes.tsx';

/**
 * The page My Profile opens: the public page of a profile by its id alone (it moves on to the profile's
 * canonical address, with the slug the server gives it), a job seeker's as any other; '' for the
 * anonymous 'other'.
 */
export const publicProfilePath = (accountType: AccountType, uuid: string) => {
  const entry = publicProfileBases.find(([type]) => type === accountType);
  return entry ? `${entry[1]}/${uuid}` : '';
};
