import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { pitchErrors } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { formatSeconds } from '../../../ui/countdown.ts';
import { type TopicTarget, useDeleteClip } from '../api.ts';
import { type TopicEntry, topicStateColors, topicStateLabels } from '../status.ts';

type Props = { target: TopicTarget; entry: TopicEntry; busy: boolean };

/**
 * The topic's clip as the server has it: ready (it plays), processing, or failed with the reason; and
 * Delete clip, behind a confirmation (the script stays).
 */
export function ClipStatus({ target, entry, busy }: Props) {
  const remove = useDeleteClip();
  const { clip, state, topic } = entry;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this clip?',
      children: `The video recorded for ${topic.title} is removed. Your script stays.`,
      labels: { confirm: 'Delete clip', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(target, {
          onSuccess: () => notify.success('Clip deleted'),
          onError: (error) => notify.error(errorText(error, pitchErrors.delete)),
        }),
    });

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Clip
        </Text>
        <Badge variant="filled" color={topicStateColors[state]}>
          {topicStateLabels[state]}
        </Badge>
        {clip.seconds !== null && state === 'ready' ? (
          <Text size="sm" c="dimmed">
            {formatSeconds(Math.round(clip.seconds))}
          </Text>
        ) : null}
      </Group>
      {state === 'processing' ? (
        <Text size="sm" c="dimmed">
          Your clip is being processed. It shows Ready when it is done; you can go on with the next topic.
        </Text>
      ) : null}
      {state === 'failed' ? (
        <Alert color="red" variant="light" title="This clip could not be used">
          {clip.failure ?? 'Record it again or upload another file.'}
        </Alert>
      ) : null}
      {state === 'ready' && clip.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: founders record their clips in the browser; there are no captions to offer
        <video
          src={clip.videoUrl}
          controls
          preload="metadata"
          playsInline
          aria-label={`Your clip for ${topic.title}`}
          style={{ display: 'block', width: '100%', maxWidth: 480, borderRadius: 'var(--mantine-radius-md)' }}
        />
      ) : null}
      {state !== 'not-recorded' ? (
        <Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete}
            loading={remove.isPending}
            disabled={busy}
          >
            Delete clip
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
