import { queryOptions } from '@tanstack/react-query';
import { City, State, type TaxonomyKind, TaxonomyTerm } from '@ventura/shared';
import { api } from '../../api/client.ts';

/*
 * The lists a profile's choices come from: the tenant's taxonomies and the world's states and cities.
 * They change rarely (an operator edits a taxonomy, a new seed adds places), so they are kept for long.
 */

const TermList = TaxonomyTerm.array();
const StateList = State.array();
const CityList = City.array();

const long = 30 * 60_000;

export const lookupKeys = {
  taxonomy: (kind: TaxonomyKind) => ['profiles', 'lookups', kind] as const,
  states: (countryCode: string) => ['profiles', 'lookups', 'states', countryCode] as const,
  cities: (countryCode: string, stateCode: string | null, search: string) =>
    ['profiles', 'lookups', 'cities', countryCode, stateCode, search] as const,
};

/** A taxonomy of this tenant (GET /{taxonomy}), in the tenant's order. */
export const taxonomyQuery = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: lookupKeys.taxonomy(kind),
    queryFn: ({ signal }) => api.get(`/${kind}`, TermList, { signal }),
    staleTime: long,
    gcTime: long,
  });

/** The states of a country, by name. */
export const statesQuery = (countryCode: string) =>
  queryOptions({
    queryKey: lookupKeys.states(countryCode),
    queryFn: ({ signal }) => api.get('/states', StateList, { query: { countryCode }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: long,
  });

/** How many cities one search shows: enough to scroll, few enough to render at once. */
export const cityLimit = 100;

/** Cities of a country, or of one of its states, whose name starts with the search. */
export const citiesQuery = (countryCode: string, stateCode: string | null, search: string) =>
  queryOptions({
    queryKey: lookupKeys.cities(countryCode, stateCode, search),
    queryFn: ({ signal }) =>
      api.get('/cities', CityList, {
        query: { countryCode, stateCode, search: search || undefined, limit: cityLimit },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: long,
  });
