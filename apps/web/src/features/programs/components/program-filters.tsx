import { Button, Group, SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WordsSearch } from '../../../ui/words-search.tsx';
import { industriesQuery } from '../api.ts';
import {
  defaultFilters,
  type ProgramFilters as Filters,
  isNarrowed,
  type ProgramWhen,
  programWhens,
  whenLabels,
} from '../filters.ts';

type Props = { filters: Filters; onChange: (change: Partial<Filters>) => void; noun: string };

const whenOptions = programWhens.map((value) => ({ value, label: whenLabels[value] }));
const isWhen = (value: string): value is ProgramWhen => programWhens.some((when) => when === value);

/**
 * The search of a programs list: words (searched on Enter or the button), one industry, open, upcoming,
 * closed or all, and whether external programs show. Every change goes to the address.
 */
export function ProgramFilters({ filters, onChange, noun }: Props) {
  const industries = useQuery(industriesQuery());
  const industryOptions = [
    ...(industries.data?.map((term) => ({ value: term.code, label: term.name })) ?? []),
    // A code in the address the list does not (yet) have still shows, and can be cleared.
    ...(filters.industry && !industries.data?.some((term) => term.code === filters.industry)
      ? [{ value: filters.industry, label: filters.industry }]
      : []),
  ];

  return (
    <Stack gap="sm">
      <WordsSearch
        label={`Search ${noun}`}
        placeholder="Words in the title, code or summary"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Industry"
          placeholder="Any industry"
          data={industryOptions}
          value={filters.industry || null}
          onChange={(value) => onChange({ industry: value ?? '' })}
          searchable
          clearable
          nothingFoundMessage={industries.isError ? 'The industries could not be loaded' : 'No such industry'}
          style={{ flex: '1 1 14rem', minWidth: 0 }}
        />
        <SegmentedControl
          aria-label="When"
          data={whenOptions}
          value={filters.when}
          onChange={(value) => {
            if (isWhen(value)) onChange({ when: value });
          }}
        />
      </Group>
      <Group justify="space-between" gap="sm">
        <Switch
          label="Show external programs"
          checked={filters.includeExternal}
          onChange={(event) => onChange({ includeExternal: event.currentTarget.checked })}
        />
        {isNarrowed(filters) ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange({ ...defaultFilters, includeExternal: filters.includeExternal })}
          >
            Clear all filters
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
