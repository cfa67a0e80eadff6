import { Button, Group, Stack, Text } from '@mantine/core';
import { communityErrors, limits, type Post } from '@ventura/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { lengthState } from '../../../ui/text-length.ts';
import { draftOf, wireText } from '../mentions.ts';
import { useEditPost } from '../writes.ts';
import { type Draft, MentionTextarea } from './mention-textarea.tsx';

type Props = { post: Post; onDone: () => void };

/** A post's text edited in place (its files stay): Save, or Cancel (Escape). */
export function PostEditor({ post, onDone }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(post.text));
  const edit = useEditPost();
  const input = useRef<HTMLTextAreaElement>(null);

  // The menu that opened the editor hands the focus back to its button as it closes: the field takes it after.
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = input.current;
      element?.focus();
      element?.setSelectionRange(element.value.length, element.value.length);
    }, 50);
    return () => clearTimeout(timer);
  }, []);
  const text = wireText(draft.text, draft.mentions);
  const length = lengthState(text, limits.postLength);
  const unchanged = text.trim() === post.text.trim();
  const empty = length.length === 0 && post.files.length === 0;

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (unchanged) return onDone();
    if (empty || length.over) return;
    edit.mutate(
      { uuid: post.uuid, text: text.trim() },
      { onSuccess: onDone, onError: (error) => notify.error(errorText(error, communityErrors.savePost)) },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      save();
    }
  };

  return (
    <form onSubmit={save} aria-label="Edit the post">
      <Stack gap="xs">
        <MentionTextarea
          draft={draft}
          onDraftChange={setDraft}
          onKeyDown={onKeyDown}
          label="Post text"
          autosize
          minRows={2}
          maxRows={14}
          maxLength={limits.postLength}
          inputRef={input}
          error={length.over ? `A post can be at most ${limits.postLength} characters` : undefined}
        />
        {length.near && !length.over ? (
          <Text size="xs" c="dimmed" ta="right">
            {limits.postLength - length.length} characters left
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={edit.isPending} disabled={empty || length.over}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
