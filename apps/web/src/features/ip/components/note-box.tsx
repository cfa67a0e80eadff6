import { Button, Group, Paper, Stack, Switch, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type IpRequest, ipLimits } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useAddNote } from '../api.ts';

/** A note under the history; the IP team may keep it internal. */
export function NoteBox({ request }: { request: IpRequest }) {
  const add = useAddNote(request.uuid);
  const [note, setNote] = useState('');
  const [internal, setInternal] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const answering = request.viewer === 'owner' && request.stage === 'needs_information';

  const send = () => {
    setProblem(null);
    if (note.trim() === '') {
      setProblem('Write a note first');
      return;
    }
    add.mutate(
      { note, internal },
      {
        onSuccess: () => {
          setNote('');
          setInternal(false);
        },
        onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The note could not be saved'))),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        aria-label="Note"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={internal ? 'Internal note' : answering ? 'Your answer' : 'Your note'}
            description={
              internal
                ? 'Only operators and the facilitator see internal notes.'
                : answering
                  ? 'Answering sends the request back to review.'
                  : undefined
            }
            autosize
            minRows={3}
            maxLength={ipLimits.noteLength}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={problem}
          />
          <Group justify="space-between">
            {request.can.internalNote ? (
              <Switch
                label="Internal note"
                checked={internal}
                onChange={(event) => setInternal(event.currentTarget.checked)}
              />
            ) : (
              <span />
            )}
            <Button type="submit" loading={add.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {internal ? 'Add internal note' : answering ? 'Send answer' : 'Add note'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
