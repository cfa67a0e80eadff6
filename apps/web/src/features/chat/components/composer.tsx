import {
  ActionIcon,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Text,
  Textarea,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileText, IconPaperclip, IconSend } from '@tabler/icons-react';
import { type ChatMessage, limits } from '@ventura/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { fileSizeText } from '../../../ui/file-size.ts';
import { lengthState } from '../../../ui/text-length.ts';
import type { Outgoing } from '../api.ts';
import classes from '../chat.module.css';
import { attachmentAccept, fileProblem } from '../present.ts';

type Props = {
  replyTo: ChatMessage | null;
  myProfileUuid: string | null;
  onCancelReply: () => void;
  send: (outgoing: Outgoing) => Promise<unknown>;
  sending: boolean;
  /** A keystroke: the typing signal. */
  onTyping: () => void;
  /** Sent, cleared or left: typing is over. */
  onStopTyping: () => void;
};

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; a file can go with it (checked
 * for kind and size here first, and for its content on the server). A failed send keeps what was written.
 */
export function Composer({ replyTo, myProfileUuid, onCancelReply, send, sending, onTyping, onStopTyping }: Props) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const resetFile = useRef<() => void>(null);
  const hintId = useId();
  const length = lengthState(text, limits.chatMessageLength);
  const empty = length.length === 0 && !file;
  const disabled = empty || length.over || sending;

  // Answering a message puts the cursor where the answer goes.
  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  const choose = (chosen: File | null) => {
    resetFile.current?.();
    if (!chosen) return;
    const problem = fileProblem(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
    input.current?.focus();
  };

  const submit = async () => {
    if (disabled) return;
    onStopTyping();
    try {
      await send({ text: text.trim(), replyToUUID: replyTo?.uuid, file: file ?? undefined });
      setText('');
      setFile(null);
      setFileError(null);
      onCancelReply();
    } catch (error) {
      const flooded = error instanceof ApiError && error.status === 429;
      notify.error(
        errorText(
          error,
          flooded ? 'You are sending messages too fast: wait a moment' : 'The message could not be sent',
        ),
      );
    }
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={classes.composer} onSubmit={onSubmit} aria-label="Write a message">
      {replyTo ? (
        <Group gap="xs" wrap="nowrap" mb={6} className={classes.replying}>
          <div style={{ minWidth: 0, flex: '1 1 auto' }}>
            <Text size="xs" fw={700}>
              {replyTo.senderUUID === myProfileUuid ? 'Replying to your message' : `Replying to ${replyTo.senderName}`}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {replyTo.text || replyTo.attachment?.name || ''}
            </Text>
          </div>
          <CloseButton size="sm" aria-label="Cancel reply" onClick={onCancelReply} />
        </Group>
      ) : null}
      {file ? (
        <Paper withBorder radius="md" p={4} pl="xs" mb={6}>
          <Group gap="xs" wrap="nowrap">
            <IconFileText size={18} aria-hidden />
            <Text size="sm" truncate="end" style={{ flex: '1 1 auto' }}>
              {file.name} · {fileSizeText(file.size)}
            </Text>
            <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={() => setFile(null)} />
          </Group>
        </Paper>
      ) : null}
      {fileError ? (
        <Text size="xs" c="red" mb={6} role="alert">
          {fileError}
        </Text>
      ) : null}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <FileButton onChange={choose} accept={attachmentAccept} resetRef={resetFile}>
          {(props) => (
            <Tooltip label="Attach a file">
              <ActionIcon {...props} variant="subtle" color="gray" size={36} aria-label="Attach a file">
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          ref={input}
          aria-label="Message"
          aria-describedby={hintId}
          placeholder="Write a message…"
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: '1 1 auto' }}
          value={text}
          error={length.over || undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value.trim()) onTyping();
            else onStopTyping();
          }}
          onKeyDown={onKeyDown}
          onBlur={onStopTyping}
        />
        <ActionIcon type="submit" size={36} aria-label="Send" disabled={disabled} loading={sending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <VisuallyHidden id={hintId}>Enter sends; Shift+Enter starts a new line.</VisuallyHidden>
      {length.near ? (
        <Text size="xs" c={length.over ? 'red' : 'dimmed'} mt={4} role={length.over ? 'alert' : undefined}>
          {length.over
            ? `A message can be at most ${limits.chatMessageLength} characters: this one has ${length.length}.`
            : `${limits.chatMessageLength - length.length} characters left`}
        </Text>
      ) : null}
    </form>
  );
}
