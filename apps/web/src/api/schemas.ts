import { Country, PartnerInformation, Profile } from '@ventura/shared';

/*
 * Response schemas of the calls the app shell and the sign-in page make, in a chunk of their own that
 * loads beside the first such call (api.get(path, async () => (await import('./schemas.ts')).X)): zod
 * is not needed before the first screen shows.
 */

export const CountryList = Country.array();
export { PartnerInformation, Profile };
