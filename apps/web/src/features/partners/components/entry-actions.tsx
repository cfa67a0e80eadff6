import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PortfolioEntry } from '@ventura/shared';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { useInviteEntry, useRemoveEntry } from '../api.ts';
import { entryActions } from '../portfolio.ts';

/**
 * What the partner may do with one entry: invite a submission or send an open invitation again (once
 * its profile is approved), open a joined startup's profile, and withdraw or remove, asked first.
 */
export function EntryActions({
  entry,
  canInvite,
  wrap = true,
}: {
  entry: PortfolioEntry;
  canInvite: boolean;
  /** False in a table row, where the buttons keep to one line. */
  wrap?: boolean;
}) {
  const tenant = useTenant();
  const invite = useInviteEntry();
  const remove = useRemoveEntry();
  const actions = entryActions(entry, tenant.name);

  const sendInvitation = () =>
    invite.mutate(entry.id, {
      onSuccess: ({ message }) => notify.success(message || `Invitation sent to ${entry.email}`),
      onError: (error) => notify.error(errorText(error, 'The invitation could not be sent')),
    });
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: actions.remove.title,
      children: <Text size="sm">{actions.remove.body}</Text>,
      labels: { confirm: actions.remove.confirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: ({ message }) => notify.success(message || 'Removed from your portfolio'),
          onError: (error) => notify.error(errorText(error, actions.remove.failed)),
        }),
    });

  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'}>
      {actions.invite && canInvite ? (
        <Button
          size="xs"
          variant="light"
          onClick={sendInvitation}
          loading={invite.isPending}
          disabled={remove.isPending}
          aria-label={actions.invite.ariaLabel}
        >
          {actions.invite.label}
        </Button>
      ) : null}
      {actions.profilePath ? (
        <Button
          component={Link}
          to={actions.profilePath}
          size="xs"
          variant="default"
          aria-label={`View profile of ${entry.startup?.name ?? entry.startupName}`}
        >
          View profile
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={confirmRemove}
        loading={remove.isPending}
        disabled={invite.isPending}
        aria-label={actions.remove.ariaLabel}
      >
        {actions.remove.label}
      </Button>
    </Group>
  );
}
