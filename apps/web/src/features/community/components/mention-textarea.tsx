import { Avatar, Group, Loader, Popover, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useDebouncedValue, useMergedRef } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { PostAuthor } from '@ventura/shared';
import { type KeyboardEvent, type Ref, type SyntheticEvent, useId, useRef, useState } from 'react';
import { memberSearchQuery } from '../api.ts';
import classes from '../community.module.css';
import { type DraftMention, insertMention, mentionName, mentionQueryAt } from '../mentions.ts';

const noHits: PostAuthor[] = [];

/** What is being written: the text as shown ('@Ravi Shah'), and the members chosen in the picker. */
export type Draft = { text: string; mentions: DraftMention[] };

export const emptyDraft: Draft = { text: '', mentions: [] };

type Props = Omit<TextareaProps, 'value' | 'onChange' | 'onKeyDown' | 'onSelect'> & {
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  /** Keys the picker does not take (Enter to send, Escape to cancel). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
};

/**
 * A text field where '@' and a few letters of a name offer members to mention: arrows move through them,
 * Enter or Tab chooses one, Escape closes the list. The field keeps the focus throughout (the list is its
 * active descendant); it shows the name, and the token goes with the text when it is sent.
 */
export function MentionTextarea({ draft, onDraftChange, onKeyDown, inputRef, ...textarea }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRef(input, inputRef);
  const listId = useId();
  const [caret, setCaret] = useState(0);
  /** Where the list was closed with Escape: it stays closed for that mention. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const query = mentionQueryAt(draft.text, caret, draft.mentions);
  const [searched] = useDebouncedValue(query?.text ?? '', 250);
  const members = useQuery({ ...memberSearchQuery(searched), enabled: query !== null && searched !== '' });
  const asked = query !== null && query.start !== dismissedAt && searched !== '';
  const hits = (asked ? members.data : undefined) ?? noHits;
  // Past its first word, a mention with no match is most likely just text: the list stays closed for it.
  const open = asked && (hits.length > 0 || members.isFetching || !query.text.includes(' '));
  const current = hits[Math.min(active, hits.length - 1)];
  const optionId = (index: number) => `${listId}-${index}`;

  const readCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    setCaret(event.currentTarget.selectionStart);
    setActive(0);
  };

  const choose = (hit: PostAuthor) => {
    if (!query) return;
    const name = mentionName(hit.name);
    const next = insertMention(draft.text, query, caret, name);
    onDraftChange({
      text: next.text,
      mentions: [...draft.mentions.filter((mention) => mention.uuid !== hit.uuid), { name, uuid: hit.uuid }],
    });
    setCaret(next.caret);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && !event.nativeEvent.isComposing) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(query.start);
        return;
      }
      if (hits.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : hits.length - 1;
        setActive((now) => (Math.min(now, hits.length - 1) + step) % hits.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && current) {
        event.preventDefault();
        choose(current);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <Popover
      opened={open}
      onChange={(next) => {
        if (!next && query) setDismissedAt(query.start);
      }}
      position="bottom-start"
      width={320}
      shadow="md"
      trapFocus={false}
      returnFocus={false}
      // The field announces its list itself (aria-controls, aria-activedescendant); a textbox takes no aria-expanded.
      withRoles={false}
    >
      <Popover.Target>
        <Textarea
          {...textarea}
          ref={ref}
          value={draft.text}
          onChange={(event) => {
            onDraftChange({ ...draft, text: event.currentTarget.value });
            readCaret(event);
          }}
          onSelect={readCaret}
          onKeyDown={keyDown}
          aria-autocomplete="list"
          aria-controls={open && hits.length > 0 ? listId : undefined}
          aria-activedescendant={open && current ? optionId(hits.indexOf(current)) : undefined}
        />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        {hits.length === 0 ? (
          <Group gap="xs" p={6}>
            {members.isFetching ? <Loader size="xs" aria-hidden /> : null}
            <Text size="sm" c="dimmed">
              {members.isFetching ? 'Looking for members…' : 'No member found'}
            </Text>
          </Group>
        ) : (
          <div role="listbox" id={listId} aria-label="Members to mention">
            {hits.map((hit, index) => (
              // The field keeps the focus: an option is chosen by pointer here, by keyboard in the field.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the text field (aria-activedescendant)
              <div
                key={hit.uuid}
                id={optionId(index)}
                role="option"
                aria-selected={hit === current}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(hit)}
                className={classes.option}
              >
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={hit.avatar} name={hit.name} alt="" size={24} radius="xl" aria-hidden />
                  <Text size="sm" truncate="end">
                    {hit.name}
                  </Text>
                  {/* Which of the member's profiles: their type, and the organisation where it has one. */}
                  <Text size="xs" c="dimmed" truncate="end" aria-hidden>
                    {hit.organizationName ? `${hit.accountTypeLabel}, ${hit.organizationName}` : hit.accountTypeLabel}
                  </Text>
                </Group>
              </div>
            ))}
          </div>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
