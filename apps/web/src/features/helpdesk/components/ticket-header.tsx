import { Group, Stack, Text, Title } from '@mantine/core';
import type { Ticket } from '@ventura/shared';
import { dayText } from '../format.ts';
import { StatusBadge } from './status-badge.tsx';

/** '#1042 Subject', its status and issue type, and when the member may still reopen it. */
export function TicketHeader({ ticket }: { ticket: Ticket }) {
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          <Text span inherit c="dimmed">
            #{ticket.number}
          </Text>{' '}
          {ticket.subject}
        </Title>
      </Group>
      <Group gap="xs">
        <StatusBadge status={ticket.status} />
        <Text size="sm" c="dimmed">
          {ticket.issueType} · raised {dayText(ticket.createdAt)} by {ticket.raisedBy}
        </Text>
      </Group>
      {ticket.reopenUntil && ticket.can.statuses.includes('reopened') ? (
        <Text size="sm" c="dimmed">
          Not solved after all? You can reopen it until {dayText(ticket.reopenUntil)}.
        </Text>
      ) : null}
    </Stack>
  );
}
