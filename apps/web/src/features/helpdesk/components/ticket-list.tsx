import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketSummary } from '@ventura/shared';
import { Link } from 'react-router';
import { momentText } from '../format.ts';
import { StatusBadge } from './status-badge.tsx';

/** The member's tickets, each a link to its thread. */
export function TicketList({ tickets, pathOf }: { tickets: TicketSummary[]; pathOf: (uuid: string) => string }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tickets">
      {tickets.map((ticket) => (
        <Paper key={ticket.uuid} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={pathOf(ticket.uuid)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                #{ticket.number} {ticket.subject}
              </Anchor>
              <Text size="sm" c="dimmed">
                {ticket.issueType} · last activity {momentText(ticket.lastActivityAt)}
              </Text>
            </Stack>
            <StatusBadge status={ticket.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
