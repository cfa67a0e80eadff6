import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

/** How long typing pauses before the list is searched. */
const searchDelayMs = 300;

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
  /** A width in a row of filters. */
  w?: number;
};

/**
 * A search box that asks for the list once typing pauses, not at every key. A search set from outside
 * (a link, the back button) shows in the box. A click that leaves while typing still pauses wins: the
 * pending search is dropped, so it cannot send the reader back to the list.
 */
export function SearchField({ label, placeholder, value, onSearch, w }: Props) {
  const [typed, setTyped] = useState(value);
  const [debounced, cancel] = useDebouncedValue(typed.trim(), searchDelayMs);
  const leaving = useNavigation().state !== 'idle';
  // The search the list has: what was last sent, or last came from outside.
  const current = useRef(value);

  useEffect(() => {
    if (value === current.current) return;
    current.current = value;
    setTyped(value);
  }, [value]);

  useEffect(() => {
    if (leaving) cancel();
  }, [leaving, cancel]);

  useEffect(() => {
    if (leaving || debounced === current.current) return;
    current.current = debounced;
    onSearch(debounced);
  }, [debounced, leaving, onSearch]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      w={w}
    />
  );
}
