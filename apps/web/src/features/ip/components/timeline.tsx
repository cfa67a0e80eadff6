import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type IpEvent, ipStageLabels } from '@ventura/shared';
import { fullTime } from '../../../ui/time.ts';

function Entry({ event }: { event: IpEvent }) {
  const name = event.author?.name ?? 'A former member';
  const move =
    event.toStage && event.fromStage
      ? `moved it from ${ipStageLabels[event.fromStage]} to ${ipStageLabels[event.toStage]}`
      : event.toStage
        ? 'sent the request'
        : null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={event.internal ? 'var(--mantine-color-yellow-light)' : undefined}
      aria-label={`${event.internal ? 'Internal note' : move ? 'Stage change' : 'Note'} by ${name}`}
    >
      <Group justify="space-between" gap="xs" mb={event.note ? 6 : 0}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {event.author?.side === 'team' ? (
            <Badge component="span" size="sm" color="blue.9" variant="filled">
              IP team
            </Badge>
          ) : null}
          {event.internal ? (
            <Badge component="span" size="sm" color="yellow.9" variant="filled">
              Internal note
            </Badge>
          ) : null}
          {move ? (
            <Text size="sm" c="dimmed">
              {move}
            </Text>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {fullTime(event.createdAt)}
        </Text>
      </Group>
      {event.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {event.note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Every stage move and note, oldest first (internal notes reach the IP team only). */
export function Timeline({ events }: { events: readonly IpEvent[] }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="History">
      {events.map((event) => (
        <Entry key={event.id} event={event} />
      ))}
    </Stack>
  );
}
