import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { serverFieldErrors } from '../../../ui/form-errors.ts';

const noteField = (path: string) => (path === 'note' ? 'note' : undefined);

type Props = {
  title: string;
  intro: ReactNode;
  noteLabel: string;
  /** The note's longest length, for its description. */
  noteLength: number;
  confirmLabel: string;
  confirmColor?: string;
  /** Why a note cannot go, checked as the server checks it; undefined when it may. */
  noteProblem: (note: string) => string | undefined;
  /** Shown when a failure carries no text of its own. */
  failedText: string;
  onClose: () => void;
  /** Does the act with the note (empty: none); a failure it throws shows on the note or below it. */
  onConfirm: (note: string) => Promise<unknown>;
};

/** A decision with an optional note (declining a request, hiding a reported post): the note is checked first. */
export function NoteDialog({
  title,
  intro,
  noteLabel,
  noteLength,
  confirmLabel,
  confirmColor,
  noteProblem,
  failedText,
  onClose,
  onConfirm,
}: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(note.trim());
    if (problem) {
      setError(problem);
      return;
    }
    setWorking(true);
    try {
      await onConfirm(note.trim());
    } catch (failure) {
      setError(serverFieldErrors(failure, noteField).note ?? errorText(failure, failedText));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Textarea
            label={noteLabel}
            description={`Optional, at most ${noteLength} characters.`}
            autosize
            minRows={3}
            data-autofocus
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={working}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
