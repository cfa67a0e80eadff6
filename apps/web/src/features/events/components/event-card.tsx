import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconVideo } from '@tabler/icons-react';
import { type Event, eventModeLabels } from '@ventura/shared';
import { Link } from 'react-router';
import { placesText, responseLabels, statusLabels } from '../labels.ts';
import { EventWhen } from './event-when.tsx';

/** One event in the list: its title (the link to its page), when, how, where, places left and my answer. */
export function EventCard({ event, to }: { event: Event; to: string }) {
  const full = event.placesLeft !== null && event.placesLeft <= 0;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={event.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            <Anchor component={Link} to={to} inherit>
              {event.title}
            </Anchor>
          </Title>
          {event.status !== 'published' ? (
            <Badge color={statusLabels[event.status].color} variant="light">
              {statusLabels[event.status].label}
            </Badge>
          ) : null}
        </Group>
        <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
        <Group gap="xs" wrap="wrap">
          <Badge
            variant="light"
            leftSection={
              event.mode === 'online' ? <IconVideo size={14} aria-hidden /> : <IconMapPin size={14} aria-hidden />
            }
          >
            {eventModeLabels[event.mode]}
          </Badge>
          <Badge variant={full ? 'filled' : 'default'} color={full ? 'red.9' : undefined}>
            {placesText(event.placesLeft)}
          </Badge>
          {event.registration ? (
            <Badge color="green" variant="filled">
              {`You: ${responseLabels[event.registration.responseAction]}`}
            </Badge>
          ) : null}
        </Group>
        {event.location ? (
          <Text size="sm" c="dimmed">
            {event.location}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
