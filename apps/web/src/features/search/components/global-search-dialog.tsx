import { Alert, Anchor, Box, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { globalSearchErrorText } from '../api.ts';
import { flatHits, nextIndex, typingPauseMs } from '../global-search.ts';
import { searchPaths } from '../paths.ts';
import classes from '../search.module.css';
import { useGlobalSearch } from '../use-global-search.ts';
import { HitLine } from './hit-line.tsx';

type Props = { opened: boolean; onClose: () => void };

/** Where the full results of a text are. */
const resultsPath = (text: string) => `${searchPaths.global}?${new URLSearchParams({ q: text.trim() }).toString()}`;

/**
 * Search everything from anywhere (the header's Search, Ctrl+K or /): names across every directory the
 * visitor may search, grouped by directory, as the visitor types (from three characters). Arrow keys move
 * through the results, Enter opens one, Escape closes.
 */
export function GlobalSearchDialog({ opened, onClose }: Props) {
  const navigate = useNavigate();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text, typingPauseMs);
  const { query, groups, enabled } = useGlobalSearch(typed);
  const hits = flatHits(groups);
  const [active, setActive] = useState(-1);
  // A new list starts with nothing chosen, so that Enter on a fresh text opens the full results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hits changing is the point
  useEffect(() => setActive(-1), [query.data, typed]);

  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => nextIndex(current, hits.length, event.key === 'ArrowDown' ? 1 : -1));
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const hit = hits[active];
    if (hit) go(hit.profileUrl);
    else if (enabled) go(resultsPath(text));
  };
  const optionId = (index: number) => `${listId}-option-${index}`;
  const typing = text.trim() !== typed.trim();
  const short = text.trim().length > 0 && !enabled && !typing;

  let index = -1;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Search"
      size="lg"
      yOffset="8vh"
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close search' }}
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          label="Search profiles by name"
          placeholder="Startups, investors, mentors…"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          leftSection={
            query.isFetching && enabled ? <Loader size={16} aria-hidden /> : <IconSearch size={16} aria-hidden />
          }
          size="md"
          autoComplete="off"
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? listId : undefined}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
        />
        <Text id={hintId} size="xs" c="dimmed" aria-live="polite">
          {short
            ? 'Type at least 3 characters to search.'
            : enabled && !typing && query.isSuccess && hits.length === 0 && !query.isPlaceholderData
              ? `Nothing found for “${typed.trim()}”.`
              : 'Use the arrow keys to choose a result and Enter to open it.'}
        </Text>
        {enabled && query.isError ? (
          <Alert color="red" title={globalSearchErrorText} role="alert">
            {errorText(query.error, 'Please try again.')}
          </Alert>
        ) : null}
        {hits.length > 0 ? (
          <Box role="listbox" id={listId} aria-label="Search results" mah="55vh" style={{ overflowY: 'auto' }}>
            {groups.map((group) => {
              const labelId = `${listId}-group-${group.type}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not of form fields
                <div key={group.type} role="group" aria-labelledby={labelId}>
                  <Text id={labelId} size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupLabel}>
                    {group.title}
                  </Text>
                  {group.hits.map((hit) => {
                    index += 1;
                    const mine = index;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter choose options (aria-activedescendant)
                      <div
                        key={hit.uuid}
                        id={optionId(mine)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={mine === active}
                        data-active={mine === active || undefined}
                        className={classes.option}
                        onMouseMove={() => setActive(mine)}
                        onClick={() => go(hit.profileUrl)}
                      >
                        <HitLine hit={hit} avatarSize={32} />
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </Box>
        ) : null}
        {enabled ? (
          <Group justify="flex-end">
            <Anchor component={Link} to={resultsPath(text)} onClick={onClose} size="sm">
              See all results for “{text.trim()}”
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
