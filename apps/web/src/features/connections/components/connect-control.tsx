import { Badge, Button, Group, type MantineSize } from '@mantine/core';
import { IconCheck, IconClock, IconUserPlus } from '@tabler/icons-react';
import type { ConnectionState } from '@ventura/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useDeleteConnection } from '../api.ts';
import { connectStepOf } from '../rules.ts';
import { confirmWithdraw } from './confirm.tsx';
import type { ConnectTarget } from './connect-modal.tsx';

const ConnectModal = lazy(async () => ({ default: (await import('./connect-modal.tsx')).ConnectModal }));

type Props = {
  target: ConnectTarget;
  /** The caller's state with the target: undefined while it is being asked, null when there is none. */
  state: ConnectionState | null | undefined;
  size?: MantineSize;
};

/**
 * Connect, and what follows: 'Request sent' with Withdraw while the request waits, 'Respond to request'
 * when the other side asked first, 'Connected' once accepted.
 */
export function ConnectControl({ target, state, size = 'sm' }: Props) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteConnection();
  const step = connectStepOf(state);
  const iconSize = size === 'xs' ? 14 : 16;

  if (state === undefined) {
    return (
      <Button size={size} loading disabled aria-label={`Connect with ${target.name}`}>
        Connect
      </Button>
    );
  }

  if (step === 'connected') {
    return (
      <Badge
        size="lg"
        variant="light"
        color="green"
        radius="sm"
        tt="none"
        leftSection={<IconCheck size={14} aria-hidden />}
      >
        Connected
      </Badge>
    );
  }

  if (step === 'received') {
    return (
      <Button component={Link} to="/connections?tab=received" size={size} variant="light">
        Respond to request
      </Button>
    );
  }

  if (step === 'sent' && state) {
    const withdraw = () =>
      confirmWithdraw(target.name, () =>
        remove.mutate(
          { connectionUUID: state.connectionUUID, profileUuid: target.uuid },
          {
            onSuccess: () => notify.success(`Your request to ${target.name} was withdrawn.`),
            onError: (error) => notify.error(errorText(error, 'Error while withdrawing the request')),
          },
        ),
      );
    return (
      <Group gap="xs" wrap="nowrap">
        <Badge size="lg" variant="light" radius="sm" tt="none" leftSection={<IconClock size={14} aria-hidden />}>
          {state.connectionStatus === 'pending_moderation' ? 'Awaiting moderation' : 'Request sent'}
        </Badge>
        <Button
          size={size}
          variant="default"
          onClick={withdraw}
          loading={remove.isPending}
          aria-label={`Withdraw request to ${target.name}`}
        >
          Withdraw
        </Button>
      </Group>
    );
  }

  return (
    <>
      <Button
        size={size}
        leftSection={<IconUserPlus size={iconSize} aria-hidden />}
        onClick={() => setAsking(true)}
        aria-label={`Connect with ${target.name}`}
        aria-haspopup="dialog"
      >
        Connect
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ConnectModal target={target} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
