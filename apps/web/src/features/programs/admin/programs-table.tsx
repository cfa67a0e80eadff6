import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoment } from '../review/format.ts';
import type { AdminProgramRow } from './api.ts';
import { useManagerPaths } from './area.ts';
import { familyLabels, programStatusInfo, reviewPathOf } from './labels.ts';

/** A page of programs: what each is, its window and applications, and the ways to edit and review it. */
export function ProgramsTable({ rows }: { rows: readonly AdminProgramRow[] }) {
  const paths = useManagerPaths();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table aria-label="Programs" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Program</Table.Th>
            <Table.Th scope="col">Family</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Applications window</Table.Th>
            <Table.Th scope="col" ta="right">
              Applications
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const status = programStatusInfo[row.status];
            return (
              <Table.Tr key={row.uuid}>
                <Table.Td>
                  <Stack gap={0} miw={0}>
                    <Anchor component={Link} to={paths.edit(row.uuid)} fw={600}>
                      {row.title}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {row.code}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{familyLabels[row.family]}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Badge variant="light" color={status.color}>
                      {status.label}
                    </Badge>
                    {row.isOpen ? (
                      <Badge variant="outline" color="blue">
                        Open now
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">
                    {formatMoment(row.opensAt)} to {formatMoment(row.closesAt)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{row.applicationCount ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      component={Link}
                      to={paths.edit(row.uuid)}
                      size="compact-sm"
                      variant="default"
                      aria-label={`Edit ${row.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      component={Link}
                      to={reviewPathOf(row)}
                      size="compact-sm"
                      variant="light"
                      aria-label={`Review applications to ${row.title}`}
                    >
                      Review applications
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
