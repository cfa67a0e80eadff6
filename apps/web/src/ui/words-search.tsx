import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useState } from 'react';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
  /** The landmark's style, where it shares a row with other controls. */
  style?: CSSProperties;
};

/**
 * A search box that searches on Enter or its button (not while typing), in a search landmark, with a
 * button that clears the words. A search set from outside (a link, the back button) shows in the box.
 */
export function WordsSearch({ label, placeholder, value, onSearch, style }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  return (
    <search aria-label={label} style={style}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={label}
            placeholder={placeholder}
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
                    if (value) onSearch('');
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
  );
}
