import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@ventura/shared';
import dayjs from 'dayjs';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../app/notify.ts';
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

function TeamMemberItem({ member, organization }: { member: TeamMember; organization: string }) {
  if (member.status === 'invited') return <InvitationItem invitation={member} organization={organization} />;
  return <MemberItem member={member} organization={organization} />;
}

const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

function MemberItem({ member, organization }: { member: TeamMember; organization: string }) {
  const remove = useRemoveTeamMember();
  const confirmRemoval = () =>
    modals.openConfirmModal({
      title: `Delete ${member.name}?`,
      children: (
        <Text size="sm">
          {member.name} will no longer be able to sign in to {organization}. You can add them again later.
        </Text>
      ),
      labels: { confirm: 'Delete user', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.uuid, {
          onSuccess: () => notify.success(`${member.name} was removed.`),
          onError: (error) => notify.error(errorText(error, 'Error while removing the user')),
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text fw={600}>{member.name}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {member.email ?? member.mobileNumber}
          </Text>
          <Text size="xs" c="dimmed">
            Added on {formatDate(member.createdAt)}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          size="sm"
          onClick={confirmRemoval}
          loading={remove.isPending}
          aria-label={`Delete ${member.name}`}
        >
          Delete
        </Button>
      </Group>
    </Paper>
  );
}

/** An invitation not yet accepted: who it went to, until when it is open, and a way to withdraw it. */
function InvitationItem({ invitation, organization }: { invitation: TeamMember; organization: string }) {
  const withdraw = useRemoveTeamMember();
  const contact = invitation.email ?? invitation.mobileNumber;
  const confirmWithdrawal = () =>
    modals.openConfirmModal({
      title: `Withdraw the invitation to ${invitation.name}?`,
      children: (
        <Text size="sm">
          The link we sent to {contact} will no longer let them join {organization}. You can invite them again later.
        </Text>
      ),
      labels: { confirm: 'Withdraw invitation', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(invitation.uuid, {
          onSuccess: () => notify.success(`The invitation to ${invitation.name} was withdrawn.`),
          onError: (error) => notify.error(errorText(error, 'Error while withdrawing the invitation')),
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ borderStyle: 'dashed' }}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Group gap="xs">
            <Text fw={600}>{invitation.name}</Text>
            <Badge component="span" color="yellow" size="sm">
              Invited
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {contact}
          </Text>
          <Text size="xs" c="dimmed">
            Invited on {formatDate(invitation.createdAt)}
            {invitation.expiresAt ? ` · the invitation expires on ${formatDate(invitation.expiresAt)}` : ''}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          size="sm"
          onClick={confirmWithdrawal}
          loading={withdraw.isPending}
          aria-label={`Withdraw invitation to ${invitation.name}`}
        >
          Withdraw invitation
        </Button>
      </Group>
    </Paper>
  );
}
