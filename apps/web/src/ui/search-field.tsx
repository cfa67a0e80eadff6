import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the list is searched. */
const searchDelayMs = 300;

type Props = { label: string; placeholder: string; value: string; onSearch: (search: string) => void };

/**
 * A search box that asks for the list once typing pauses, not at every key. A search set from outside
 * (a link, the back button) shows in the box.
 */
export function SearchField({ label, placeholder, value, onSearch }: Props) {
  const [typed, setTyped] = useState(value);
  const [debounced] = useDebouncedValue(typed.trim(), searchDelayMs);
  // The search the list has: what was last sent, or last came from outside.
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
