import { Anchor, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@ventura/shared';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { operatorsQuery, ticketQuery, useAssign } from '../api.ts';
import { useLiveTicket } from '../components/live.ts';
import { RatingBox } from '../components/rating-box.tsx';
import { ReplyBox } from '../components/reply-box.tsx';
import { StatusActions } from '../components/status-actions.tsx';
import { Thread } from '../components/thread.tsx';
import { TicketHeader } from '../components/ticket-header.tsx';
import { durationText, momentText } from '../format.ts';

const nobody = 'nobody';

function Assignee({ ticket }: { ticket: Ticket }) {
  const operators = useQuery(operatorsQuery());
  const assign = useAssign(ticket.uuid);
  const choices = [
    { value: nobody, label: 'Nobody' },
    ...(operators.data ?? []).map((operator) => ({ value: operator.id, label: operator.name })),
  ];
  return (
    <Select
      label="Assignee"
      data={choices}
      value={ticket.assignee?.id ?? nobody}
      allowDeselect={false}
      disabled={!ticket.can.assign || assign.isPending}
      onChange={(value) => {
        if (value === null) return;
        assign.mutate(value === nobody ? null : value, {
          onSuccess: (saved) =>
            notify.success(saved.assignee ? `Assigned to ${saved.assignee.name}.` : 'Nobody is assigned now.'),
          onError: (error) => notify.error(errorText(error, 'The ticket could not be assigned')),
        });
      }}
    />
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function Facts({ ticket }: { ticket: Ticket }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Ticket details">
      <Stack gap="sm">
        <Assignee ticket={ticket} />
        <Fact label="Member" value={ticket.raisedBy} />
        <Fact label="Raised" value={momentText(ticket.createdAt)} />
        <Fact label="Age" value={durationText(ticket.times.ageSeconds)} />
        <Fact label="First answer after" value={durationText(ticket.times.firstAnswerSeconds)} />
        <Fact label="Resolved after" value={durationText(ticket.times.resolveSeconds)} />
        {ticket.reopenedCount > 0 ? <Fact label="Reopened" value={`${ticket.reopenedCount}×`} /> : null}
      </Stack>
    </Paper>
  );
}

/** /admin/tickets/{uuid} (operators): the whole thread with internal notes, assignment, moves and the times. */
export function AdminTicketPage() {
  const uuid = useParams().uuid ?? '';
  const tenant = useTenant();
  const ticket = useQuery(ticketQuery(uuid));
  useLiveTicket(uuid);
  useDocumentTitle(`${ticket.data ? `#${ticket.data.number}` : 'Ticket'} | Helpdesk | Console | ${tenant.name}`);

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Anchor component={Link} to="/admin/tickets" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          The queue
        </Group>
      </Anchor>
      <QueryView query={ticket} errorTitle="The ticket could not be loaded" loadingHeight={320}>
        {(shown) => (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <TicketHeader ticket={shown} />
              <StatusActions ticket={shown} />
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
                <Stack gap="md">
                  <Thread ticket={shown} />
                  <RatingBox ticket={shown} />
                  {shown.can.reply || shown.can.addNote ? <ReplyBox ticket={shown} /> : null}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
                <Facts ticket={shown} />
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
