import { Anchor, Avatar, Checkbox, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { ConsoleProfileRow } from '@ventura/shared';
import { Link, useLocation } from 'react-router';
import { formatDay } from '../format.ts';
import { ApprovalBadge } from './approval-badge.tsx';

type Props = {
  rows: readonly ConsoleProfileRow[];
  label: string;
  selected: ReadonlySet<string>;
  onSelect: (uuids: string[], selected: boolean) => void;
};

/** How complete a profile is, as a bar and a figure. */
export function Completeness({ value }: { value: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={value} w={72} size="sm" aria-hidden color={value === 100 ? 'green' : 'primary'} />
      <Text size="sm">{value}%</Text>
    </Group>
  );
}

/** A page of the queue: a checkbox per profile (and one for the page), its name opening the full read. */
export function ApprovalTable({ rows, label, selected, onSelect }: Props) {
  const { search } = useLocation();
  const uuids = rows.map((row) => row.uuid);
  const chosen = uuids.filter((uuid) => selected.has(uuid)).length;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select every profile on this page"
                checked={chosen > 0 && chosen === uuids.length}
                indeterminate={chosen > 0 && chosen < uuids.length}
                onChange={(event) => onSelect(uuids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th scope="col">Profile</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Completeness</Table.Th>
            <Table.Th scope="col">Requested</Table.Th>
            <Table.Th scope="col">Signed up</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid} bg={selected.has(row.uuid) ? 'var(--mantine-color-default-hover)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.name}`}
                  checked={selected.has(row.uuid)}
                  onChange={(event) => onSelect([row.uuid], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={row.logo} name={row.name} variant="default" radius="md" size={36} alt="" />
                  <Stack gap={0} miw={0}>
                    <Anchor component={Link} to={`${row.uuid}${search}`} fw={600}>
                      {row.name}
                    </Anchor>
                    <Text size="sm" c="dimmed" truncate>
                      {row.name === row.personName ? (row.email ?? row.mobile ?? '') : row.personName}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>
                <Completeness value={row.completeness} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.approvalRequestedAt ? formatDay(row.approvalRequestedAt) : '—'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.createdAt)}</Table.Td>
              <Table.Td>
                <ApprovalBadge status={row.approvalStatus} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
