import { queryOptions, useQuery } from '@tanstack/react-query';
import { Country } from '@ventura/shared';
import { api } from '../../../api/client.ts';
import { authKeys } from './keys.ts';

const CountryList = Country.array();

/** Every country with its calling code; world reference data, the same for every tenant. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: authKeys.countries,
    queryFn: ({ signal }) => api.get('/countries', CountryList, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
