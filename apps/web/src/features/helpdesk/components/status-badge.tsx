import { Badge } from '@mantine/core';
import { type TicketStatus, ticketStatusLabels } from '@ventura/shared';

/* A ticket's status, filled with dark shades so that white text reads in both schemes. */

const statusColors: Record<TicketStatus, string> = {
  open: 'blue.9',
  reopened: 'orange.9',
  in_progress: 'violet.9',
  waiting_on_member: 'yellow.9',
  resolved: 'green.9',
  closed: 'gray.8',
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge component="span" color={statusColors[status]} variant="filled" miw="max-content">
      {ticketStatusLabels[status]}
    </Badge>
  );
}
