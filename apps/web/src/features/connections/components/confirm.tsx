import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** 'Withdraw the request?': the request leaves both people's lists; a new one can be sent later. */
export const confirmWithdraw = (name: string, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Withdraw the request?',
    children: (
      <Text size="sm">
        Your request to {name} is withdrawn and no longer waits for an answer. You can send a new one later.
      </Text>
    ),
    labels: { confirm: 'Withdraw', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });

/** 'Remove the connection?': both people stop being connected; either may ask again. */
export const confirmRemove = (name: string, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Remove the connection?',
    children: (
      <Text size="sm">
        {name} is no longer one of your connections, and you no longer see what only connections see. Either of you can
        ask to connect again.
      </Text>
    ),
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
