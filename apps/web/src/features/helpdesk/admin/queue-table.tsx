import { Anchor, Table, Text } from '@mantine/core';
import type { TicketSummary } from '@ventura/shared';
import { Link } from 'react-router';
import { StatusBadge } from '../components/status-badge.tsx';
import { durationText } from '../format.ts';
import { adminTicketPath } from '../paths.ts';

/** A page of the queue: each ticket with its member, state, assignee, age and the times it took. */
export function QueueTable({ tickets }: { tickets: readonly TicketSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label="Tickets" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ticket</Table.Th>
            <Table.Th scope="col">Member</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Assignee</Table.Th>
            <Table.Th scope="col">Age</Table.Th>
            <Table.Th scope="col">First answer</Table.Th>
            <Table.Th scope="col">Resolved in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.uuid}>
              <Table.Th scope="row" fw={400} maw={320}>
                <Anchor component={Link} to={adminTicketPath(ticket.uuid)} size="sm" fw={600}>
                  #{ticket.number} {ticket.subject}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Text size="sm">{ticket.raisedBy}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{ticket.issueType}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={ticket.assignee ? undefined : 'dimmed'}>
                  {ticket.assignee?.name ?? 'Nobody'}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{durationText(ticket.times.ageSeconds)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{durationText(ticket.times.firstAnswerSeconds)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{durationText(ticket.times.resolveSeconds)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
