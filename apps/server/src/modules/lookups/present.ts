import type { City, Country, Location, State, TaxonomyTerm } from '@ventura/shared';
import type { cities, countries, states, taxonomyTerms } from '../../platform/reference/tables.ts';

export const presentTerm = (term: typeof taxonomyTerms.$inferSelect): TaxonomyTerm => ({
  id: term.id,
  code: term.code,
  name: term.name,
  description: term.description,
  parentCode: term.parentCode,
});

export const presentCountry = (country: typeof countries.$inferSelect): Country => ({
  id: country.id,
  isoCode: country.isoCode,
  name: country.name,
  phoneCode: country.phoneCode,
  flag: country.flag,
  currency: country.currency,
});

export const presentState = (state: typeof states.$inferSelect): State => ({
  id: state.id,
  isoCode: state.isoCode,
  name: state.name,
  countryCode: state.countryCode,
});

export const presentCity = (city: typeof cities.$inferSelect): City => ({
  id: city.id,
  name: city.name,
  stateCode: city.stateCode,
  countryCode: city.countryCode,
});

export const presentLocation = (row: Omit<Location, 'label'>): Location => ({
  ...row,
  label: `${row.city}, ${row.state}, ${row.country}`,
});
