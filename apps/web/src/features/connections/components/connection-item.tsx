import { Avatar, Badge, Button, Group, Indicator, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useIsOnline } from '../../../api/realtime-state.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { type ConnectionAnswer, type ListedConnection, useDeleteConnection, useRespondToConnection } from '../api.ts';
import { canRemove, canWithdraw } from '../rules.ts';
import type { ConnectionTab } from '../tabs.ts';
import { confirmRemove, confirmWithdraw } from './confirm.tsx';
import { meetingRequestPath } from './meeting-link.ts';
import { RespondModal } from './respond-modal.tsx';

const dateOf = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** When the connection was made, or when the request was sent. */
const whenText = (connection: ListedConnection) =>
  connection.connectionStatus === 'accepted'
    ? `Connected on ${dateOf(connection.respondedAt ?? connection.createdAt)}`
    : `Requested on ${dateOf(connection.createdAt)}`;

/**
 * A person in a list, with Accept and Reject when the server says this profile may answer, Withdraw on a
 * request it sent, Remove on a connection, and a green dot on a connection who is online now.
 */
export function ConnectionItem({ connection, tab }: { connection: ListedConnection; tab: ConnectionTab }) {
  const { other } = connection;
  const [answer, setAnswer] = useState<ConnectionAnswer | null>(null);
  const respond = useRespondToConnection();
  const remove = useDeleteConnection();
  const online = useIsOnline(tab === 'connections' ? other.userId : null);
  const subtitle = [other.accountTypeLabel, other.organizationName].filter(Boolean).join(' · ');
  const withdrawable = tab === 'sent' && canWithdraw(connection);
  const removable = tab === 'connections' && canRemove(connection);
  // A connection can be asked to meet (the meetings feature's booking page) where the tenant has the calendar.
  const meetable = useTenant().features.calendar && tab === 'connections' && connection.connectionStatus === 'accepted';

  const deleteIt = (done: string, failed: string) =>
    remove.mutate(
      { connectionUUID: connection.connectionUUID, profileUuid: other.uuid },
      {
        onSuccess: () => notify.success(done),
        onError: (error) => notify.error(errorText(error, failed)),
      },
    );
  const withdraw = () =>
    confirmWithdraw(other.name, () =>
      deleteIt(`Your request to ${other.name} was withdrawn.`, 'Error while withdrawing the request'),
    );
  const removeConnection = () =>
    confirmRemove(other.name, () =>
      deleteIt(`${other.name} is no longer one of your connections.`, 'Error while removing the connection'),
    );

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md" miw={0} style={{ flex: '1 1 16rem' }}>
          <Indicator color="green" position="bottom-end" offset={5} size={12} withBorder disabled={!online} aria-hidden>
            <Avatar src={other.avatar} name={other.name} color="initials" variant="filled" alt="" />
          </Indicator>
          <Stack gap={2} miw={0}>
            <Text fw={600}>
              {other.name}
              {online ? (
                <>
                  {' '}
                  <VisuallyHidden>(online now)</VisuallyHidden>
                </>
              ) : null}
            </Text>
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
              {online ? (
                <Badge size="sm" color="green" variant="light" aria-hidden>
                  Online
                </Badge>
              ) : null}
              {connection.connectionStatus === 'pending_moderation' ? (
                <Badge size="sm" color="yellow">
                  Awaiting moderation
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {connection.can.accept || connection.can.reject || withdrawable || removable || meetable ? (
          <Group gap="xs">
            {meetable ? (
              <Button
                size="sm"
                variant="light"
                component={Link}
                to={meetingRequestPath(other.uuid)}
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                aria-label={`Request a meeting with ${other.name}`}
              >
                Request a meeting
              </Button>
            ) : null}
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
            {withdrawable ? (
              <Button
                size="sm"
                variant="default"
                onClick={withdraw}
                loading={remove.isPending}
                aria-label={`Withdraw request to ${other.name}`}
              >
                Withdraw
              </Button>
            ) : null}
            {removable ? (
              <Button
                size="sm"
                variant="subtle"
                color="red"
                onClick={removeConnection}
                loading={remove.isPending}
                aria-label={`Remove connection with ${other.name}`}
              >
                Remove
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
