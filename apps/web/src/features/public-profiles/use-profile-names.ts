import type { ProfileAccountType, PublicProfile } from '@ventura/shared';
import { useMemo } from 'react';
import { useCountries } from '../../api/countries.ts';
import { useStateNames, useTermNames } from './api.ts';
import { type Names, taxonomiesUsed } from './present.ts';

/** The names of the codes the profile holds, as their lists arrive; until then a code shows as itself. */
export const useProfileNames = (type: ProfileAccountType, profile: PublicProfile): Names => {
  const countries = useCountries();
  const terms = useTermNames(taxonomiesUsed(type, profile.values));
  const { countryCode, stateCode } = profile.values;
  const states = useStateNames(
    typeof countryCode === 'string' && typeof stateCode === 'string' && stateCode !== '' ? countryCode : null,
  );
  const countryNames = useMemo(
    () => new Map((countries.data ?? []).map((country) => [country.isoCode, country.name])),
    [countries.data],
  );
  return {
    term: (taxonomy, code) => terms.get(`${taxonomy}:${code}`),
    country: (code) => countryNames.get(code),
    state: (code) => states.data?.get(code),
  };
};
