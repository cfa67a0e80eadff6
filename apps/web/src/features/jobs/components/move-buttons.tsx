import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Applicant, ApplicationStatus } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { moveLabels, statusLabel } from '../present.ts';
import { useMoveApplicant } from '../writes.ts';

/** The statuses an applicant may be moved to by a button: the server's `moves`; interview comes by scheduling one. */
export const moveTargets = (moves: readonly ApplicationStatus[]) => moves.filter((status) => status !== 'interview');

type Props = { applicant: Applicant; jobUuid: string };

/**
 * A button per move the server allows for this applicant; each asks for an optional message that goes
 * with the notice the applicant gets.
 */
export function MoveButtons({ applicant, jobUuid }: Props) {
  const move = useMoveApplicant(jobUuid);
  const [target, setTarget] = useState<ApplicationStatus | null>(null);
  const [message, setMessage] = useState('');
  const targets = moveTargets(applicant.moves);
  if (targets.length === 0) return null;

  const close = () => {
    setTarget(null);
    setMessage('');
  };
  const confirm = () => {
    if (!target) return;
    move.mutate(
      { applicationUuid: applicant.uuid, body: { status: target, message: message.trim() || null } },
      {
        onSuccess: (moved) => {
          notify.success(`${moved.name}: ${statusLabel(moved.status)}`);
          close();
        },
        onError: (error) => notify.error(errorText(error, 'The applicant could not be moved')),
      },
    );
  };

  return (
    <>
      {targets.map((status) => (
        <Button
          key={status}
          size="xs"
          variant={status === 'rejected' ? 'light' : 'filled'}
          color={status === 'rejected' ? 'red' : undefined}
          onClick={() => setTarget(status)}
          aria-label={`${moveLabels[status]}: ${applicant.name}`}
        >
          {moveLabels[status]}
        </Button>
      ))}
      <Modal
        opened={target !== null}
        onClose={close}
        title={target ? `${moveLabels[target]}: ${applicant.name}` : ''}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {applicant.name} is told their application is now {target ? statusLabel(target).toLowerCase() : ''}.
            </Text>
            <Textarea
              label="Message to the applicant (optional)"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color={target === 'rejected' ? 'red' : undefined} loading={move.isPending}>
                {target ? moveLabels[target] : 'Move'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
