import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** Reference data of the host, not of the person: shared by sign-up and the account pages, kept across sign-outs. */
export const countryKeys = { all: ['countries'] as const };

/** Every country with its calling code; world reference data, the same for every tenant and unchanging while the app runs. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: countryKeys.all,
    queryFn: ({ signal }) => api.get('/countries', async () => (await import('./schemas.ts')).CountryList, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
