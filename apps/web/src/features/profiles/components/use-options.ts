import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { countriesQuery } from '../../../api/countries.ts';
import type { OptionSource } from '../field-inputs.ts';
import { citiesQuery, statesQuery, taxonomyQuery } from '../lookups.ts';

export type Option = { value: string; label: string };
export type Location = { countryCode: string | null; stateCode: string | null };
export type Options = { data: Option[]; loading: boolean; failed: boolean };

const none: Option[] = [];

/** Options with the chosen values kept in, so that a value the list no longer offers still shows. */
export const withChosen = (data: Option[], chosen: readonly string[]) => {
  const known = new Set(data.map((option) => option.value));
  const missing = chosen.filter((value) => value !== '' && !known.has(value));
  return missing.length === 0 ? data : [...data, ...missing.map((value) => ({ value, label: value }))];
};

/**
 * The options of a choice input, from the field's own list or a lookup (cached for long). Every hook
 * runs on every render; only the one the source names is enabled.
 */
export const useOptions = (source: OptionSource, location: Location, citySearch: string): Options => {
  const taxonomy = useQuery({
    ...taxonomyQuery(source.from === 'taxonomy' ? source.taxonomy : 'industries'),
    enabled: source.from === 'taxonomy',
  });
  const countries = useQuery({ ...countriesQuery(), enabled: source.from === 'countries' });
  const countryCode = location.countryCode ?? '';
  const states = useQuery({ ...statesQuery(countryCode), enabled: source.from === 'states' && countryCode !== '' });
  const [search] = useDebouncedValue(citySearch.trim(), 250);
  const cities = useQuery({
    ...citiesQuery(countryCode, location.stateCode, search),
    enabled: source.from === 'cities' && countryCode !== '',
    placeholderData: (previous) => previous,
  });

  switch (source.from) {
    case 'options':
      return { data: source.options, loading: false, failed: false };
    case 'taxonomy':
      return {
        data: taxonomy.data?.map((term) => ({ value: term.code, label: term.name })) ?? none,
        loading: taxonomy.isPending,
        failed: taxonomy.isError,
      };
    case 'countries':
      return {
        data: countries.data?.map((country) => ({ value: country.isoCode, label: country.name })) ?? none,
        loading: countries.isPending,
        failed: countries.isError,
      };
    case 'states':
      return {
        data: states.data?.map((state) => ({ value: state.isoCode, label: state.name })) ?? none,
        loading: states.isFetching,
        failed: states.isError,
      };
    case 'cities': {
      // A name may repeat across states; the value is the name, so each shows once.
      const names = [...new Set(cities.data?.map((city) => city.name) ?? [])];
      return {
        data: names.map((name) => ({ value: name, label: name })),
        loading: cities.isFetching,
        failed: cities.isError,
      };
    }
  }
};
