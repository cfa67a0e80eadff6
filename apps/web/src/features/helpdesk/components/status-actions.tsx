import { Button, Group } from '@mantine/core';
import type { Ticket, TicketStatus } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSetStatus } from '../api.ts';

/** What each move is called on its button, and what the toast says after it. */
const moves: Record<TicketStatus, { label: string; done: string; variant: 'filled' | 'default' }> = {
  open: { label: 'Open', done: 'The ticket is open.', variant: 'default' },
  in_progress: { label: 'Mark in progress', done: 'The ticket is in progress.', variant: 'default' },
  waiting_on_member: { label: 'Wait on member', done: 'The ticket waits on its member.', variant: 'default' },
  resolved: { label: 'Resolve', done: 'The ticket is resolved.', variant: 'filled' },
  closed: { label: 'Close ticket', done: 'The ticket is closed.', variant: 'default' },
  reopened: { label: 'Reopen ticket', done: 'The ticket is reopened.', variant: 'filled' },
};

/** The moves the caller may make now (the server says which), one button each. */
export function StatusActions({ ticket }: { ticket: Ticket }) {
  const setStatus = useSetStatus(ticket.uuid);
  if (ticket.can.statuses.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Change the status">
      {ticket.can.statuses.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={moves[status].variant}
          loading={setStatus.isPending && setStatus.variables === status}
          disabled={setStatus.isPending}
          onClick={() =>
            setStatus.mutate(status, {
              onSuccess: () => notify.success(moves[status].done),
              onError: (error) => notify.error(errorText(error, 'The ticket could not be changed')),
            })
          }
        >
          {moves[status].label}
        </Button>
      ))}
    </Group>
  );
}
