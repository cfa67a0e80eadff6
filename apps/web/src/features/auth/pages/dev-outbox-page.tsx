import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Mark,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import type { OutboxMessage } from '@ventura/shared';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { useOutbox } from '../api/outbox.ts';

const channelLabels: Record<OutboxMessage['channel'], string> = { sms: 'SMS', email: 'Email', whatsapp: 'WhatsApp' };

const countText = (count: number) => `${count === 1 ? '1 message' : `${count} messages`}, newest first`;

const ChannelBadge = ({ channel }: { channel: OutboxMessage['channel'] }) => (
  <Badge variant="light" color="gray">
    {channelLabels[channel]}
  </Badge>
);

const SentAt = ({ value }: { value: string }) => (
  <time dateTime={value}>{dayjs(value).format('DD MMM YYYY, hh:mm:ss a')}</time>
);

/** The message text with its code highlighted and its links clickable. */
function MessageBody({ body, code }: { body: string; code: string | null }) {
  const pattern = new RegExp(`(https?://\\S+${code ? `|\\b${code}\\b` : ''})`, 'g');
  const parts: ReactNode[] = body.split(pattern).map((part, index) => {
    const key = `${index}-${part}`;
    if (code && part === code) return <Mark key={key}>{part}</Mark>;
    if (/^https?:\/\//.test(part)) {
      return (
        <Anchor key={key} href={part} style={{ wordBreak: 'break-all' }}>
          {part}
        </Anchor>
      );
    }
    return part;
  });
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {parts}
    </Text>
  );
}

/** The files a message carried (an event's .ics), each a download link. */
function Attachments({ files }: { files: OutboxMessage['attachments'] }) {
  if (files.length === 0) return null;
  return (
    <Group gap="xs" mt={4}>
      <Text size="xs" c="dimmed">
        Attached:
      </Text>
      {files.map((file) => (
        <Anchor key={file.url} href={file.url} download={file.filename} size="sm">
          {file.filename}
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * Outside production, every message this tenant "sent" (codes, links), newest first, so a demo can be
 * tried without a mail server or a phone. A production server has no outbox and says so.
 */
export function DevOutboxPage() {
  const tenant = useTenant();
  useDocumentTitle(`Outbox | ${tenant.name}`);
  const [searchParams, setSearchParams] = useSearchParams();
  const [recipient, setRecipient] = useState(searchParams.get('to') ?? '');
  const [filter] = useDebouncedValue(recipient.trim().toLowerCase(), 300);
  const outbox = useOutbox(filter);
  const unavailable = outbox.error instanceof ApiError && outbox.error.status === 404;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Outbox</Title>
        <Text c="dimmed">
          Messages {tenant.name} would have sent by email, SMS or WhatsApp. Only development servers keep them.
        </Text>
      </Stack>
      {unavailable ? (
        <Alert color="gray" title="The outbox is not available" role="status">
          This server delivers its messages for real, so there is nothing to show here.
        </Alert>
      ) : (
        <>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Recipient"
              description="An email address or a mobile number such as +91 9800000010"
              placeholder="Everyone"
              value={recipient}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setRecipient(value);
                setSearchParams(value.trim() ? { to: value.trim() } : {}, { replace: true });
              }}
              style={{ flex: '1 1 260px' }}
            />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void outbox.refetch()}
              loading={outbox.isFetching && !outbox.isPending}
            >
              Refresh
            </Button>
          </Group>
          {outbox.isPending ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>Loading messages…</Text>
            </Group>
          ) : outbox.isError ? (
            <Alert color="red" title="The outbox could not be loaded" role="alert">
              {errorText(outbox.error)}
            </Alert>
          ) : outbox.data.length === 0 ? (
            <Text c="dimmed" role="status">
              {filter ? `No messages to ${filter} yet.` : 'No messages yet.'}
            </Text>
          ) : (
            <>
              <Table striped highlightOnHover verticalSpacing="sm" visibleFrom="md">
                <Table.Caption>{countText(outbox.data.length)}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">To</Table.Th>
                    <Table.Th scope="col">Channel</Table.Th>
                    <Table.Th scope="col">Subject</Table.Th>
                    <Table.Th scope="col">Message</Table.Th>
                    <Table.Th scope="col">Time</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {outbox.data.map((message) => (
                    <Table.Tr key={message.id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
                      <Table.Td>
                        <ChannelBadge channel={message.channel} />
                      </Table.Td>
                      <Table.Td>{message.subject ?? '—'}</Table.Td>
                      <Table.Td maw={420}>
                        <MessageBody body={message.body} code={message.code} />
                        <Attachments files={message.attachments} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <SentAt value={message.createdAt} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Stack gap="sm" hiddenFrom="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {outbox.data.map((message) => (
                  <Paper component="li" key={message.id} withBorder radius="md" p="sm">
                    <Stack gap={6}>
                      <Group justify="space-between" gap="xs">
                        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {message.to}
                        </Text>
                        <ChannelBadge channel={message.channel} />
                      </Group>
                      {message.subject ? <Text size="sm">{message.subject}</Text> : null}
                      <MessageBody body={message.body} code={message.code} />
                      <Attachments files={message.attachments} />
                      <Text size="xs" c="dimmed">
                        <SentAt value={message.createdAt} />
                      </Text>
                    </Stack>
                  </Paper>
                ))}
                <Text size="sm" c="dimmed" ta="center">
                  {countText(outbox.data.length)}
                </Text>
              </Stack>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
