import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { ticketQuery } from '../api.ts';
import { useLiveTicket } from '../components/live.ts';
import { RatingBox } from '../components/rating-box.tsx';
import { ReplyBox } from '../components/reply-box.tsx';
import { StatusActions } from '../components/status-actions.tsx';
import { Thread } from '../components/thread.tsx';
import { TicketHeader } from '../components/ticket-header.tsx';
import { helpdeskPaths } from '../paths.ts';

/** /tickets/{uuid}: the member's ticket, its thread, a reply, closing or reopening it, and the rating. */
export function TicketPage() {
  const uuid = useParams().uuid ?? '';
  const tenant = useTenant();
  const ticket = useQuery(ticketQuery(uuid));
  useLiveTicket(uuid);
  useDocumentTitle(`${ticket.data ? `#${ticket.data.number} ${ticket.data.subject}` : 'Ticket'} | ${tenant.name}`);

  return (
    <Stack gap="lg" w="100%" maw={860}>
      <Anchor component={Link} to={helpdeskPaths.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All tickets
        </Group>
      </Anchor>
      <QueryView query={ticket} errorTitle="The ticket could not be loaded" loadingHeight={320}>
        {(shown) => (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <TicketHeader ticket={shown} />
              <StatusActions ticket={shown} />
            </Group>
            <Thread ticket={shown} />
            <RatingBox ticket={shown} />
            {shown.can.reply ? (
              <ReplyBox ticket={shown} />
            ) : shown.status === 'closed' ? (
              <Alert color="gray" title="This ticket is closed">
                {shown.can.statuses.includes('reopened')
                  ? 'Reopen it to write again.'
                  : 'Raise a new ticket if you need more help.'}
              </Alert>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
