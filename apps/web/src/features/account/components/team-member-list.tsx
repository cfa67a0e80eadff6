import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@ventura/shared';
import dayjs from 'dayjs';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { teamQuery, useRemoveTeamMember } from '../api.ts';

/** The users of this profile and the invitations not yet accepted, each with a Delete or Withdraw that asks first. */
export function TeamMemberList({ organization }: { organization: string }) {
  const headingId = useId();
  const team = useQuery(teamQuery());

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Users{team.data ? ` (${team.data.length})` : ''}
        </Title>
        {team.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading users">
            <Skeleton h={64} radius="md" />
            <Skeleton h={64} radius="md" />
          </Stack>
        ) : team.isError ? (
          <LoadError
            title="The users could not be loaded"
            error={team.error}
            fallback="Please try again."
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
          />
        ) : team.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No users yet. People you invite here get their own sign-in to {organization} once they accept.
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {team.data.map((member) => (
              <TeamMemberItem key={member.uuid} member={member} organization={organization} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** What a row says and asks, by whether it is a member or an invitation not yet accepted. */
const rowText = (row: TeamMember, organization: string) => {
  const contact = row.email ?? row.mobileNumber;
  if (row.status === 'invited') {
    return {
      since: `Invited on ${formatDate(row.createdAt)}${row.expiresAt ? ` · the invitation expires on ${formatDate(row.expiresAt)}` : ''}`,
      action: 'Withdraw invitation',
      actionLabel: `Withdraw invitation to ${row.name}`,
      title: `Withdraw the invitation to ${row.name}?`,
      body: `The link we sent to ${contact} will no longer let them join ${organization}. You can invite them again later.`,
      done: `The invitation to ${row.name} was withdrawn.`,
      failed: 'Error while withdrawing the invitation',
    };
  }
  return {
    since: `Added on ${formatDate(row.createdAt)}`,
    action: 'Delete',
    actionLabel: `Delete ${row.name}`,
    title: `Delete ${row.name}?`,
    body: `${row.name} will no longer be able to sign in to ${organization}. You can add them again later.`,
    done: `${row.name} was removed.`,
    failed: 'Error while removing the user',
  };
};

/** A member or an open invitation, with a Delete or Withdraw that asks first. */
function TeamMemberItem({ member, organization }: { member: TeamMember; organization: string }) {
  const remove = useRemoveTeamMember();
  const invited = member.status === 'invited';
  const text = rowText(member, organization);
  const confirm = () =>
    modals.openConfirmModal({
      title: text.title,
      children: <Text size="sm">{text.body}</Text>,
      labels: { confirm: invited ? text.action : 'Delete user', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.uuid, {
          onSuccess: () => notify.success(text.done),
          onError: (error) => notify.error(errorText(error, text.failed)),
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm" style={invited ? { borderStyle: 'dashed' } : undefined}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Group gap="xs">
            <Text fw={600}>{member.name}</Text>
            {invited ? (
              <Badge component="span" color="yellow" size="sm">
                Invited
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {member.email ?? member.mobileNumber}
          </Text>
          <Text size="xs" c="dimmed">
            {text.since}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          size="sm"
          onClick={confirm}
          loading={remove.isPending}
          aria-label={text.actionLabel}
        >
          {text.action}
        </Button>
      </Group>
    </Paper>
  );
}
