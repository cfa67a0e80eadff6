import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Choice } from './api.ts';

/** How long typing pauses before the server is asked. */
const searchDelayMs = 250;

type Props = {
  label: string;
  placeholder: string;
  description?: string | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  /** The query's key for a search: the feature's key with the words. */
  queryKey: (search: string) => readonly unknown[];
  fetchChoices: (search: string, signal: AbortSignal) => Promise<Choice[]>;
  /** What the list says when nothing matches: 'No event has a title like this'. */
  nothingFound: string;
};

/**
 * A select whose choices the server finds as words are typed (the first ones before any): the choice picked
 * stays named while other words are searched.
 */
export function SearchSelect({
  label,
  placeholder,
  description,
  value,
  onChange,
  error,
  queryKey,
  fetchChoices,
  nothingFound,
}: Props) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Choice | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  // Once a choice is picked the box shows its label: that is not a search.
  const words = picked && debounced === picked.label ? '' : debounced;
  const found = useQuery({
    queryKey: queryKey(words),
    queryFn: ({ signal }) => fetchChoices(words, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const choices = new Map<string, Choice>();
  if (picked && picked.value === value) choices.set(picked.value, picked);
  for (const choice of found.data ?? []) choices.set(choice.value, choice);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      withAsterisk
      searchable
      clearable
      data={[...choices.values()]}
      value={value}
      onChange={(next) => {
        setPicked(next === null ? null : (choices.get(next) ?? null));
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the words already: every choice it gave is shown.
      filter={({ options }) => options}
      nothingFoundMessage={
        found.isFetching ? 'Looking…' : found.isError ? 'The list could not be loaded' : nothingFound
      }
      error={error}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
