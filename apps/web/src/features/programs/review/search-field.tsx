import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type Props = { label: string; placeholder: string; value: string; onSearch: (search: string) => void };

/** A search box that asks for the list once typing pauses; a search set from outside (a link, back) shows in it. */
export function SearchField({ label, placeholder, value, onSearch }: Props) {
  const [typed, setTyped] = useState(value);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  const current = useRef(value);

  useEffect(() => {
    if (value === current.current) return;
    current.current = value;
    setTyped(value);
  }, [value]);

  useEffect(() => {
    if (debounced === current.current) return;
    current.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
    />
  );
}
