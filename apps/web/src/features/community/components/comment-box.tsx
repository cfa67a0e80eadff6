import { ActionIcon, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { communityErrors, limits } from '@ventura/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { lengthState } from '../../../ui/text-length.ts';
import { wireText } from '../mentions.ts';
import { useAddComment } from '../writes.ts';
import { type Draft, emptyDraft, MentionTextarea } from './mention-textarea.tsx';

type Props = {
  postUuid: string;
  /** The top-level comment a reply goes under; none for a comment on the post. */
  parentUuid?: string | undefined;
  /** What the box starts with (a reply starts with its addressee mentioned). */
  initial?: Draft;
  label: string;
  /** Changes whenever the box should take the focus (Comment, Reply). */
  focusSignal?: number;
  onSent?: () => void;
  onCancel?: () => void;
};

/** Where a comment or a reply is written: Enter sends, Shift+Enter starts a new line, Escape cancels a reply. */
export function CommentBox({
  postUuid,
  parentUuid,
  initial = emptyDraft,
  label,
  focusSignal,
  onSent,
  onCancel,
}: Props) {
  const [draft, setDraft] = useState<Draft>(initial);
  const add = useAddComment(postUuid);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const text = wireText(draft.text, draft.mentions);
  const length = lengthState(text, limits.commentLength);
  const disabled = length.length === 0 || length.over || add.isPending;

  useEffect(() => {
    if (focusSignal === undefined) return;
    const element = input.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [focusSignal]);

  const send = () => {
    if (disabled) return;
    add.mutate(
      { comment: text.trim(), ...(parentUuid ? { parentUUID: parentUuid } : {}) },
      {
        onSuccess: () => {
          setDraft(emptyDraft);
          onSent?.();
        },
        onError: (error) => notify.error(errorText(error, communityErrors.saveComment)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} aria-label={label}>
      <Group gap={6} align="flex-end" wrap="nowrap">
        <MentionTextarea
          inputRef={input}
          draft={draft}
          onDraftChange={setDraft}
          onKeyDown={onKeyDown}
          label={<VisuallyHidden>{label}</VisuallyHidden>}
          aria-describedby={hintId}
          placeholder={parentUuid ? 'Write a reply…' : 'Write a comment…'}
          autosize
          minRows={1}
          maxRows={8}
          size="sm"
          maxLength={limits.commentLength}
          error={length.over ? `A comment can be at most ${limits.commentLength} characters` : undefined}
          style={{ flex: '1 1 auto', minWidth: 0 }}
        />
        <ActionIcon type="submit" size={36} aria-label="Send" disabled={disabled} loading={add.isPending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {onCancel ? (
        <Button variant="subtle" color="gray" size="compact-xs" mt={4} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <VisuallyHidden id={hintId}>Enter sends; Shift+Enter starts a new line.</VisuallyHidden>
    </form>
  );
}
