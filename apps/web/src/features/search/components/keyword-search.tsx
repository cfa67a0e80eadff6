import { ActionIcon, Combobox, Group, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type DirectoryType, limits, searchable } from '@ventura/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { nameSearchQuery } from '../api.ts';
import { typingPauseMs } from '../global-search.ts';
import classes from '../search.module.css';
import { HitLine } from './hit-line.tsx';

type Props = {
  type: DirectoryType;
  /** What the directory calls its profiles, lower case and plural: 'startups'. */
  plural: string;
  /** The keywords the results are searched by now. */
  value: string;
  onSearch: (text: string) => void;
};

/**
 * The directory's keyword box: Enter (or the search button) searches the directory by the words; while
 * typing, profiles whose name is like them are offered, each opening its profile. Under three characters
 * nothing is looked up nor searched (spec 5): Enter says so instead.
 */
export function KeywordSearch({ type, plural, value, onSearch }: Props) {
  const tenant = useTenant();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const [typed] = useDebouncedValue(text.trim(), typingPauseMs);
  const lookup = typed !== value && searchable(typed) ? typed : '';
  const names = useQuery(nameSearchQuery(type, lookup, { tenant, signedIn: user !== null }, user?.uuid ?? null));
  const hits = lookup && names.data ? names.data.items : [];
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // Set when Enter was pressed on words too short to search; typing again clears it.
  const [tooShort, setTooShort] = useState(false);
  const submit = (next: string) => {
    combobox.closeDropdown();
    const words = next.trim();
    // Spec 5: under three characters nothing is searched; clearing the box still shows everyone.
    if (words !== '' && !searchable(words)) {
      setTooShort(true);
      return;
    }
    onSearch(words);
  };

  return (
    <search aria-label={`Search ${plural}`} style={{ flex: '1 1 16rem', minWidth: 0 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(text);
        }}
      >
        <Combobox
          store={combobox}
          onOptionSubmit={(uuid) => {
            const hit = hits.find((candidate) => candidate.uuid === uuid);
            combobox.closeDropdown();
            if (hit) navigate(hit.profileUrl);
          }}
          shadow="md"
        >
          <Combobox.Target withExpandedAttribute>
            <TextInput
              label={`Search ${plural}`}
              labelProps={{ className: classes.srOnly }}
              placeholder={`Search ${plural} by name or keyword`}
              value={text}
              error={tooShort ? `Type at least ${limits.minSearchLength} characters to search.` : undefined}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setTooShort(false);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              leftSection={
                names.isFetching && lookup ? <Loader size={16} aria-hidden /> : <IconSearch size={16} aria-hidden />
              }
              rightSectionWidth={text ? 68 : 36}
              rightSection={
                <Group gap={2} wrap="nowrap">
                  {text ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label="Clear the search"
                      onClick={() => {
                        setText('');
                        setTooShort(false);
                        if (value) submit('');
                      }}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  ) : null}
                  <ActionIcon type="submit" variant="subtle" aria-label="Search">
                    <IconSearch size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              }
              autoComplete="off"
              maxLength={100}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={hits.length === 0}>
            <Combobox.Options aria-label={`${plural} named like ${typed}`}>
              <Combobox.Group label="Go to profile">
                {hits.map((hit) => (
                  <Combobox.Option value={hit.uuid} key={hit.uuid}>
                    <Group gap="sm" wrap="nowrap">
                      <HitLine hit={hit} avatarSize={28} />
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      </form>
    </search>
  );
}
