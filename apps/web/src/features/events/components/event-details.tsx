import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { type Event, eventModeLabels } from '@ventura/shared';
import type { ReactNode } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { shortPriceText } from '../../../ui/price-text.ts';
import { downloadEventFile } from '../api.ts';
import { placesText } from '../labels.ts';
import { EventWhen } from './event-when.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What an event is: when, how and where, its description, agenda, speakers and files, and the places left. */
export function EventSummary({ event }: { event: Event }) {
  return (
    <Stack gap="sm">
      <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} size="md" />
      <Group gap="xs">
        <Badge variant="light">{eventModeLabels[event.mode]}</Badge>
        <Badge
          variant={event.placesLeft !== null && event.placesLeft <= 0 ? 'filled' : 'default'}
          color={event.placesLeft !== null && event.placesLeft <= 0 ? 'red.9' : undefined}
        >
          {placesText(event.placesLeft)}
        </Badge>
        {event.ticket ? <Badge variant="light">{shortPriceText(event.ticket.price)}</Badge> : null}
      </Group>
      {event.location ? <Text size="sm">{event.location}</Text> : null}
      {event.onlineLink ? (
        <Anchor href={event.onlineLink} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <span>Join online</span>
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function EventDetails({ event }: { event: Event }) {
  const download = (file: Event['files'][number]) =>
    downloadEventFile(file).catch((error: unknown) =>
      notify.error(errorText(error, 'The file could not be downloaded')),
    );
  return (
    <Stack gap="lg">
      {event.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{event.description}</Text> : null}
      {event.agenda.length > 0 ? (
        <Part title="Agenda">
          <List spacing="xs" listStyleType="none" aria-label="Agenda" p={0}>
            {event.agenda.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered; items may repeat
              <List.Item key={`${item.time}-${index}`}>
                <Text span fw={600}>
                  {item.time}
                </Text>{' '}
                {item.title}
                {item.description ? (
                  <Text size="sm" c="dimmed">
                    {item.description}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Part>
      ) : null}
      {event.speakers.length > 0 ? (
        <Part title="Speakers">
          <Stack gap="xs">
            {event.speakers.map((speaker, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered; names may repeat
              <Paper key={`${speaker.name}-${index}`} withBorder p="sm" radius="md">
                <Text fw={600}>{speaker.name}</Text>
                {speaker.title ? <Text size="sm">{speaker.title}</Text> : null}
                {speaker.bio ? (
                  <Text size="sm" c="dimmed">
                    {speaker.bio}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </Part>
      ) : null}
      {event.files.length > 0 ? (
        <Part title="Files">
          <Group gap="xs">
            {event.files.map((file) => (
              <Button
                key={file.key}
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => void download(file)}
                aria-label={`Download ${file.name}`}
              >
                {file.name}
              </Button>
            ))}
          </Group>
        </Part>
      ) : null}
    </Stack>
  );
}
