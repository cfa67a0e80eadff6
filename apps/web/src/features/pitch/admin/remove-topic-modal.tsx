import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type PitchKind, type PitchTopic, pitchKindLabels } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useRemovePitchTopic } from './api.ts';

type Props = { topic: PitchTopic; kind: PitchKind; onClose: () => void };

/**
 * Asks before a topic is removed (DELETE topics/{id}). The server refuses (409) once founders have recorded
 * it; its words show in the dialog, which stays open.
 */
export function RemoveTopicModal({ topic, kind, onClose }: Props) {
  const remove = useRemovePitchTopic();

  const confirm = () =>
    remove.mutate(topic.id, {
      onSuccess: () => {
        notify.success(`${topic.title} removed from the ${pitchKindLabels[kind].toLowerCase()}.`);
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={`Remove ${topic.title}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          Founders will no longer be asked to record it for their {pitchKindLabels[kind].toLowerCase()}. A topic
          founders have already recorded cannot be removed.
        </Text>
        {remove.isError ? (
          <Alert color="red" role="alert" title="The topic was not removed">
            {errorText(remove.error, 'The topic could not be removed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Remove topic
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
