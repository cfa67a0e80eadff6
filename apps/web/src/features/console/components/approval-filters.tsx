import { Button, Group, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { SearchField } from '../../../ui/search-field.tsx';
import { type ApprovalFilter, approvalFilterCodecs, approvalViewKeys, isNarrowed } from '../filters.ts';
import { sortLabels } from '../labels.ts';
import { AccountTypeFilter } from './account-type-filter.tsx';
import { DateRangeFields } from './date-range-fields.tsx';

const sortOptions = Object.entries(sortLabels).map(([value, label]) => ({ value, label }));

/** A NumberInput's value as a percentage, or null when it is empty or not a whole number. */
const percentOf = (value: string | number) => approvalFilterCodecs.min.read(String(value));

type Props = { filter: ApprovalFilter; update: (changes: Partial<ApprovalFilter>) => void };

/** The queue's filters: type, words, the day of the request, completeness, and the order. */
export function ApprovalFilters({ filter, update }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      <SearchField
        label="Search"
        placeholder="Name, person or email"
        value={filter.search}
        onSearch={(search) => update({ search })}
      />
      <AccountTypeFilter value={filter.type} onChange={(type) => update({ type })} />
      <DateRangeFields
        fromLabel="Requested from"
        toLabel="Requested until"
        from={filter.from}
        to={filter.to}
        onFrom={(day) => update({ from: approvalFilterCodecs.from.read(day) })}
        onTo={(day) => update({ to: approvalFilterCodecs.to.read(day) })}
      />
      <NumberInput
        label="Completeness at least (%)"
        min={0}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={filter.min ?? ''}
        onChange={(value) => update({ min: percentOf(value) })}
      />
      <NumberInput
        label="Completeness at most (%)"
        min={0}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={filter.max ?? ''}
        onChange={(value) => update({ max: percentOf(value) })}
      />
      <Select
        label="Order"
        data={sortOptions}
        value={filter.sort}
        onChange={(value) => update({ sort: approvalFilterCodecs.sort.read(value) })}
        allowDeselect={false}
      />
      <Group align="flex-end">
        {isNarrowed(filter, approvalViewKeys) ? (
          <Button
            variant="default"
            onClick={() => update({ search: '', type: null, from: null, to: null, min: null, max: null })}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
    </SimpleGrid>
  );
}
