import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ModeratedConnection, ModerationDecision } from '@ventura/shared';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';

const noteField = (path: string) => (path === 'note' ? 'note' : undefined);
const noteLength = ModerationDecision.shape.note.unwrap().maxLength ?? 500;

type Props = {
  request: ModeratedConnection;
  onClose: () => void;
  /** Declines with the note (empty: none); a failure it throws shows on the note or below it. */
  onConfirm: (note: string) => Promise<unknown>;
};

/** Asks for the note the sender reads before a request is declined (optional, checked as the server checks it). */
export function DeclineDialog({ request, onClose, onConfirm }: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = schemaFieldErrors(ModerationDecision, { decision: 'decline', note: note.trim() }, noteField).note;
    if (problem) {
      setError(problem);
      return;
    }
    setWorking(true);
    try {
      await onConfirm(note.trim());
    } catch (failure) {
      setError(serverFieldErrors(failure, noteField).note ?? errorText(failure, 'The request could not be declined'));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Decline this request?" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {request.from.name}’s request to connect with {request.to.name} will not reach {request.to.name}.{' '}
            {request.from.name} is told, with your note if you write one.
          </Text>
          <Textarea
            label="Note to the sender"
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
            <Button type="submit" color="red" loading={working}>
              Decline
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
