import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MoveParticipant, type Participant, type ParticipantStatus, participantStatusLabels } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { moveLabels } from '../present.ts';
import { useMoveParticipant } from '../writes.ts';

const maxMessage = 1000;

type Props = { participant: Participant; to: ParticipantStatus; onClose: () => void };

/** Confirms a move of a participant to another status, with an optional message the startup receives. */
export function MoveDialog({ participant, to, onClose }: Props) {
  const move = useMoveParticipant();
  const name = participant.startup.name;
  const label = moveLabels[to];
  const form = useForm({
    initialValues: { message: '' },
    validate: (values) => schemaFieldErrors(MoveParticipant, { status: to, message: values.message }),
  });
  const close = () => {
    if (!move.isPending) onClose();
  };

  const submit = form.onSubmit(({ message }) =>
    move.mutate(
      { uuid: participant.uuid, body: { status: to, message: message.trim() || null } },
      {
        onSuccess: () => {
          notify.success(`${name}: ${participantStatusLabels[to]}`);
          onClose();
        },
        onError: (error) => notify.error(errorText(error, `${name} could not be moved`)),
      },
    ),
  );

  return (
    <Modal opened onClose={close} title={`${label} ${name}?`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {name} moves from {participantStatusLabels[participant.status]} to {participantStatusLabels[to]} and is told
            so.
          </Text>
          <Textarea
            label="Message to the startup (optional)"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxMessage}
            description={`${form.values.message.length}/${maxMessage} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={move.isPending}>
              Cancel
            </Button>
            <Button type="submit" color={to === 'rejected' ? 'red' : undefined} loading={move.isPending}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
