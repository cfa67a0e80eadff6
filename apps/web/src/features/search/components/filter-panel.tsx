import { MultiSelect, Select, Skeleton, Stack, Switch, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type DirectoryType, maxFilterValues, type SearchOption } from '@ventura/shared';
import { LoadError } from '../../../ui/load-error.tsx';
import { type DirectoryState, filterKeysOf, hasLiveDeals, withAmount, withFilter } from '../filters.ts';
import { AmountInput } from './amount-input.tsx';

type Props = {
  type: DirectoryType;
  state: DirectoryState;
  options: UseQueryResult<SearchOption[]>;
  onChange: (next: DirectoryState) => void;
};

/** Amount filters of each directory, with what they mean. */
const amountFields: Partial<Record<DirectoryType, Array<{ key: string; label: string; description?: string }>>> = {
  startup: [
    { key: 'fundingAskMin', label: 'Raising at least', description: 'The amount the startup is raising' },
    { key: 'fundingAskMax', label: 'Raising at most' },
  ],
  investor: [{ key: 'ticketSize', label: 'Ticket size', description: 'Investors whose cheques cover this amount' }],
};

/**
 * The filters of a directory, built from its search options (GET search-options/{type}): a multi-select
 * per list, the live-deals switch and funding amounts for startups, the ticket size for investors.
 */
export function FilterPanel({ type, state, options, onChange }: Props) {
  const known = new Set(filterKeysOf(type));
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Filters
      </Title>
      {hasLiveDeals(type) ? (
        <Switch
          label="Live deals: raising funds now"
          checked={state.liveDeal}
          onChange={(event) => onChange({ ...state, liveDeal: event.currentTarget.checked, page: 1 })}
        />
      ) : null}
      {options.isPending ? (
        <Stack gap="md" role="status">
          <VisuallyHidden>Loading filters</VisuallyHidden>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={58} radius="md" />
          ))}
        </Stack>
      ) : options.isError ? (
        <LoadError
          title="Error while fetching search options"
          error={options.error}
          fallback="The filters could not be loaded. Please try again."
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      ) : (
        options.data
          .filter((option) => known.has(option.key) && option.options.length > 0)
          .map((option) =>
            option.multiple ? (
              <MultiSelect
                key={option.key}
                label={option.label}
                placeholder={(state.filters[option.key] ?? []).length > 0 ? undefined : 'Any'}
                data={option.options}
                value={state.filters[option.key] ?? []}
                onChange={(codes) => onChange(withFilter(state, option.key, codes))}
                maxValues={maxFilterValues}
                searchable
                clearable
                nothingFoundMessage="Nothing found"
                comboboxProps={{ shadow: 'md' }}
              />
            ) : (
              <Select
                key={option.key}
                label={option.label}
                placeholder="Any"
                data={option.options}
                value={state.filters[option.key]?.[0] ?? null}
                onChange={(code) => onChange(withFilter(state, option.key, code ? [code] : []))}
                clearable
                allowDeselect
                comboboxProps={{ shadow: 'md' }}
              />
            ),
          )
      )}
      {(amountFields[type] ?? []).map((field) => (
        <AmountInput
          key={field.key}
          label={field.label}
          description={field.description}
          value={state.amounts[field.key]}
          onCommit={(value) => onChange(withAmount(state, field.key, value))}
        />
      ))}
    </Stack>
  );
}
