import type { AccountType } from '@ventura/shared';
import { publicProfileBases } from '../features/public-profiles/routes.tsx';

/**
 * The public page of a profile by its id alone, or '' for account types without one (job seekers,
 * 'other'). The page moves on to the profile's canonical address, with the slug the server gives it.
 */
export const publicProfilePath = (accountType: AccountType, uuid: string) => {
  const entry = publicProfileBases.find(([type]) => type === accountType);
  return entry ? `${entry[1]}/${uuid}` : '';
};
