import { Button, Group, MultiSelect, SegmentedControl, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WordsSearch } from '../../../ui/words-search.tsx';
import { industriesQuery } from '../api.ts';
import {
  activeFilterCount,
  challengeListStatuses,
  challengeSorts,
  defaultFilters,
  type ChallengeFilters as Filters,
  sortLabels,
  statusLabels,
} from '../filters.ts';

type Props = { filters: Filters; onChange: (change: Partial<Filters>) => void };

const statusOptions = challengeListStatuses.map((value) => ({ value, label: statusLabels[value] }));
const sortOptions = challengeSorts.map((value) => ({ value, label: sortLabels[value] }));
const isStatus = (value: string): value is Filters['status'] => statusOptions.some((option) => option.value === value);
const isSort = (value: string | null): value is Filters['sort'] => sortOptions.some((option) => option.value === value);

/**
 * The search of challenges: words (searched on Enter or the button), industries, open/closed/all and the
 * order. Every change goes to the address, which the page reads back.
 */
export function ChallengeFilters({ filters, onChange }: Props) {
  const industries = useQuery(industriesQuery());
  const industryOptions = [
    ...(industries.data?.map((term) => ({ value: term.code, label: term.name })) ?? []),
    // A code in the address the list does not (yet) have still shows, and can be removed.
    ...filters.industries
      .filter((code) => !industries.data?.some((term) => term.code === code))
      .map((code) => ({ value: code, label: code })),
  ];

  return (
    <Stack gap="sm">
      <WordsSearch
        label="Search challenges"
        placeholder="Words in the title or problem"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label="Industries"
          placeholder={filters.industries.length === 0 ? 'Any industry' : undefined}
          data={industryOptions}
          value={filters.industries}
          onChange={(industries) => onChange({ industries })}
          searchable
          clearable
          maxValues={10}
          nothingFoundMessage={industries.isError ? 'The industries could not be loaded' : 'No such industry'}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <Select
          label="Sort by"
          data={sortOptions}
          value={filters.sort}
          onChange={(value) => {
            if (isSort(value)) onChange({ sort: value });
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 190 }}
        />
      </Group>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Which challenges"
          data={statusOptions}
          value={filters.status}
          onChange={(value) => {
            if (isStatus(value)) onChange({ status: value });
          }}
        />
        {activeFilterCount(filters) > 0 || filters.search ? (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange({ ...defaultFilters })}>
            Clear all filters
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
