import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Ticket, TicketFile, TicketMessage } from '@ventura/shared';
import { FileLine } from '../../../ui/document-file.tsx';
import { momentText } from '../format.ts';

function Files({ files }: { files: TicketFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={4} mt="xs">
      {files.map((file) => (
        <FileLine key={file.uuid} file={file} />
      ))}
    </Stack>
  );
}

type EntryProps = {
  name: string;
  fromHelpdesk: boolean;
  internal: boolean;
  via: TicketMessage['via'];
  at: string;
  body: string;
  files: TicketFile[];
};

function Entry({ name, fromHelpdesk, internal, via, at, body, files }: EntryProps) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      bg={
        internal ? 'var(--mantine-color-yellow-light)' : fromHelpdesk ? 'var(--mantine-color-primary-light)' : undefined
      }
      aria-label={`${internal ? 'Internal note' : 'Message'} from ${name}`}
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {fromHelpdesk ? (
            <Badge component="span" size="sm" color="blue.9" variant="filled">
              Helpdesk
            </Badge>
          ) : null}
          {internal ? (
            <Badge component="span" size="sm" color="yellow.9" variant="filled">
              Internal note
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {momentText(at)}
          {via === 'email' ? ' · by email' : ''}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      <Files files={files} />
    </Paper>
  );
}

/** The ticket's description, then its messages, oldest first (internal notes only reach operators). */
export function Thread({ ticket }: { ticket: Ticket }) {
  return (
    <Stack gap="sm" component="section" aria-label="Conversation">
      <Entry
        name={ticket.raisedBy}
        fromHelpdesk={false}
        internal={false}
        via="web"
        at={ticket.createdAt}
        body={ticket.description}
        files={ticket.files}
      />
      {ticket.messages.map((message) => (
        <Entry
          key={message.id}
          name={message.author?.name ?? 'A former member'}
          fromHelpdesk={message.author?.side === 'operator'}
          internal={message.internal}
          via={message.via}
          at={message.createdAt}
          body={message.body}
          files={message.files}
        />
      ))}
    </Stack>
  );
}
