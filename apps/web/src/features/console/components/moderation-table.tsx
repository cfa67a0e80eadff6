import { Avatar, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ConnectionPeer, ModeratedConnection } from '@ventura/shared';
import { formatMoment, sinceText } from '../format.ts';

type Props = {
  rows: readonly ModeratedConnection[];
  label: string;
  /** The request being decided, whose buttons wait; the others stay usable. */
  busy: string | null;
  onApprove: (row: ModeratedConnection) => void;
  onDecline: (row: ModeratedConnection) => void;
};

/** Who is at one end of a request: their name, and their organisation and type. */
function Party({ peer }: { peer: ConnectionPeer }) {
  const detail = [peer.organizationName, peer.accountTypeLabel].filter(Boolean).join(' · ');
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={peer.avatar} alt="" radius="xl" size="sm" name={peer.name} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {peer.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {detail}
        </Text>
      </Stack>
    </Group>
  );
}

/** A page of requests waiting for moderation: both ends, the message, how long it has waited, and the two answers. */
export function ModerationTable({ rows, label, busy, onApprove, onDecline }: Props) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={label} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">From</Table.Th>
            <Table.Th scope="col">To</Table.Th>
            <Table.Th scope="col">Message</Table.Th>
            <Table.Th scope="col">Waiting</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Decision</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const what = `the request from ${row.from.name} to ${row.to.name}`;
            return (
              <Table.Tr key={row.connectionUUID}>
                <Table.Td>
                  <Party peer={row.from} />
                </Table.Td>
                <Table.Td>
                  <Party peer={row.to} />
                </Table.Td>
                <Table.Td maw={320}>
                  <Stack gap={4}>
                    <Text size="sm" lineClamp={3} c={row.requestMessage ? undefined : 'dimmed'}>
                      {row.requestMessage ?? 'No message'}
                    </Text>
                    {row.hasDocument ? (
                      <Badge variant="light" size="sm" w="fit-content">
                        Document attached
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" title={formatMoment(row.createdAt)}>
                    {sinceText(row.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      loading={busy === row.connectionUUID}
                      disabled={busy !== null && busy !== row.connectionUUID}
                      onClick={() => onApprove(row)}
                      aria-label={`Approve ${what}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy !== null}
                      onClick={() => onDecline(row)}
                      aria-label={`Decline ${what}`}
                    >
                      Decline
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
