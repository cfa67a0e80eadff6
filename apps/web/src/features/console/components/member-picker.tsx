import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { limits, type MemberChoice, searchable } from '@ventura/shared';
import { useState } from 'react';
import { memberLookupQuery } from '../api.ts';

/** How long typing pauses before members are looked up. */
const lookupDelayMs = 250;

const labelOf = (member: MemberChoice) => (member.email ? `${member.name} (${member.email})` : member.name);

type Props = {
  label: string;
  /** The member picked, by id; null for anyone. */
  value: string | null;
  onChange: (id: string | null) => void;
};

/**
 * Picks a member by name (GET admin/members/lookup, a page of the members whose name holds the words):
 * nothing is asked under three characters; the member picked before (from the address) is named by id.
 */
export function MemberPicker({ label, value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const picked = useQuery({ ...memberLookupQuery({ id: value ?? '' }), enabled: value !== null });
  const pickedMember = picked.data?.items.find((member) => member.id === value);
  // Once a member is picked the box shows their label: that is not a search.
  const [debounced] = useDebouncedValue(search.trim(), lookupDelayMs);
  const typed = pickedMember && debounced === labelOf(pickedMember) ? '' : debounced;
  const found = useQuery({ ...memberLookupQuery({ search: typed }), placeholderData: keepPreviousData });
  const choices = new Map<string, MemberChoice>();
  if (pickedMember) choices.set(pickedMember.id, pickedMember);
  if (searchable(typed)) for (const member of found.data?.items ?? []) choices.set(member.id, member);
  const data = [...choices.values()].map((member) => ({ value: member.id, label: labelOf(member) }));

  const nothingFound = !searchable(search)
    ? `Type at least ${limits.minSearchLength} characters of a name`
    : found.isFetching
      ? 'Looking…'
      : 'No member has a name like this';

  return (
    <Select
      label={label}
      placeholder="Anyone: type a name"
      searchable
      clearable
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the names already: every option it gave is shown.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      description={found.data?.hasMore && searchable(typed) ? 'More members match: type more of the name' : undefined}
      // As wide as a name with its email needs, not the narrow filter box it opens from.
      comboboxProps={{ shadow: 'md', width: 'max-content', position: 'bottom-start' }}
    />
  );
}
