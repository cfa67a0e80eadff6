import { ActionIcon, Button, Group, MultiSelect, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  const [text, setText] = useState(filters.search);
  useEffect(() => setText(filters.search), [filters.search]);
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
      <search aria-label="Search challenges">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ search: text.trim() });
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label="Search challenges"
              placeholder="Words in the title or problem"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                text ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label="Clear the search words"
                    onClick={() => {
                      setText('');
                      if (filters.search) onChange({ search: '' });
                    }}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null
              }
              style={{ flex: '1 1 auto', minWidth: 0 }}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </search>
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
