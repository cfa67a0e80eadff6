import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Connection } from '@ventura/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type ConnectionAnswer, useRespondToConnection } from '../api.ts';
import { RespondModal } from './respond-modal.tsx';

const dateOf = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** When the connection was made, or when the request was sent. */
const whenText = (connection: Connection) =>
  connection.connectionStatus === 'accepted'
    ? `Connected on ${dateOf(connection.respondedAt ?? connection.createdAt)}`
    : `Requested on ${dateOf(connection.createdAt)}`;

/** A person in a list, with Accept and Reject when the server says this profile may answer. */
export function ConnectionItem({ connection }: { connection: Connection }) {
  const { other } = connection;
  const [answer, setAnswer] = useState<ConnectionAnswer | null>(null);
  const respond = useRespondToConnection();
  const subtitle = [other.accountTypeLabel, other.organizationName].filter(Boolean).join(' · ');

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md" miw={0} style={{ flex: '1 1 16rem' }}>
          <Avatar src={other.avatar} name={other.name} color="initials" variant="filled" alt="" />
          <Stack gap={2} miw={0}>
            <Text fw={600}>{other.name}</Text>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
            {connection.requestMessage ? (
              <Text size="sm" fs="italic">
                “{connection.requestMessage}”
              </Text>
            ) : null}
            {connection.actionMessage ? <Text size="sm">Reply: {connection.actionMessage}</Text> : null}
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {whenText(connection)}
              </Text>
              {connection.connectionStatus === 'pending_moderation' ? (
                <Badge size="sm" color="yellow">
                  Awaiting moderation
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {connection.can.accept || connection.can.reject ? (
          <Group gap="xs">
            {connection.can.accept ? (
              <Button
                size="sm"
                onClick={() => setAnswer('accept')}
                disabled={respond.isPending}
                aria-label={`Accept request from ${other.name}`}
              >
                Accept
              </Button>
            ) : null}
            {connection.can.reject ? (
              <Button
                size="sm"
                variant="default"
                onClick={() => setAnswer('reject')}
                disabled={respond.isPending}
                aria-label={`Reject request from ${other.name}`}
              >
                Reject
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {answer ? (
        <RespondModal connection={connection} answer={answer} respond={respond} onClose={() => setAnswer(null)} />
      ) : null}
    </Paper>
  );
}
