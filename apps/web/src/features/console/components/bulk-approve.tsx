import { Alert, Button, Group, List, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BulkDecisionResult } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { useBulkApprove } from '../api.ts';

type Props = {
  /** The profiles chosen, in the queue's order. */
  chosen: ReadonlyArray<{ uuid: string; name: string }>;
  onClear: () => void;
};

const profiles = (count: number) => `${count} ${count === 1 ? 'profile' : 'profiles'}`;

/**
 * What to do with the profiles chosen in the queue: approve them together (after a confirmation, as
 * each holder is mailed), then say which ones were skipped and why.
 */
export function BulkApprove({ chosen, onClear }: Props) {
  const bulk = useBulkApprove();
  const [skipped, setSkipped] = useState<Array<{ name: string; reason: string }>>([]);

  const approve = () => {
    const names = new Map(chosen.map((row) => [row.uuid, row.name]));
    bulk.mutate(
      { uuids: chosen.map((row) => row.uuid) },
      {
        onSuccess: ({ data, message }: { data: BulkDecisionResult; message: string }) => {
          notify.success(message);
          setSkipped(data.skipped.map((item) => ({ name: names.get(item.uuid) ?? item.uuid, reason: item.reason })));
          onClear();
        },
        onError: (error) => notify.error(errorText(error, 'The profiles could not be approved')),
      },
    );
  };

  const confirm = () =>
    modals.openConfirmModal({
      title: `Approve ${profiles(chosen.length)}?`,
      children: <Text size="sm">Each member is told by email that their profile is approved.</Text>,
      labels: { confirm: 'Approve', cancel: 'Cancel' },
      onConfirm: approve,
    });

  return (
    <>
      {chosen.length > 0 ? (
        <Paper withBorder radius="md" p="sm" role="region" aria-label="Selected profiles">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{profiles(chosen.length)} selected</Text>
            <Group gap="sm">
              <Button variant="default" onClick={onClear}>
                Clear selection
              </Button>
              <Button onClick={confirm} loading={bulk.isPending}>
                Approve selected
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {skipped.length > 0 ? (
        <Alert
          color="yellow"
          title={`${profiles(skipped.length)} not approved`}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setSkipped([])}
          styles={readableAlertTitle}
        >
          <List size="sm" spacing={4}>
            {skipped.map((item) => (
              <List.Item key={item.name}>
                {item.name}: {item.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
