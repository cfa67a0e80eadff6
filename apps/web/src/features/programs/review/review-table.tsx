import { Avatar, Badge, Checkbox, Group, Progress, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type ProgramApplicationStatus,
  programApplicationStatusLabels,
  programStageLabels,
  type ReviewRow,
} from '@ventura/shared';
import { formatDay, scoreText } from './format.ts';
import classes from './review.module.css';

type Props = {
  rows: readonly ReviewRow[];
  label: string;
  /** Checkboxes only for those who may move applications. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (uuids: string[], selected: boolean) => void;
  onOpen: (row: ReviewRow) => void;
};

export const statusColors: Record<ProgramApplicationStatus, string> = {
  draft: 'gray',
  in_review: 'blue',
  selected: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  external: 'grape',
};

/** A page of applications: who applied, where they are, how far along, their scores and documents; a name opens the application. */
export function ReviewTable({ rows, label, selectable, selected, onSelect, onOpen }: Props) {
  const uuids = rows.map((row) => row.uuid);
  const chosen = uuids.filter((uuid) => selected.has(uuid)).length;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selectable ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every application on this page"
                  checked={chosen > 0 && chosen === uuids.length}
                  indeterminate={chosen > 0 && chosen < uuids.length}
                  onChange={(event) => onSelect(uuids, event.currentTarget.checked)}
                />
              </Table.Th>
            ) : null}
            <Table.Th scope="col">Applicant</Table.Th>
            <Table.Th scope="col">Stage</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Progress</Table.Th>
            <Table.Th scope="col">Submitted</Table.Th>
            <Table.Th scope="col" ta="right">
              Average score
            </Table.Th>
            <Table.Th scope="col" ta="right">
              My score
            </Table.Th>
            <Table.Th scope="col">Documents</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = row.applicant.name;
            return (
              <Table.Tr key={row.uuid} bg={selected.has(row.uuid) ? 'var(--mantine-color-default-hover)' : undefined}>
                {selectable ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${name}`}
                      checked={selected.has(row.uuid)}
                      onChange={(event) => onSelect([row.uuid], event.currentTarget.checked)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={row.applicant.logo} name={name} variant="default" radius="md" size={36} alt="" />
                    <UnstyledButton className={classes.rowLink} onClick={() => onOpen(row)} aria-haspopup="dialog">
                      {name}
                    </UnstyledButton>
                  </Group>
                </Table.Td>
                <Table.Td>{programStageLabels[row.stage]}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColors[row.status]}>
                    {programApplicationStatusLabels[row.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Progress value={row.progress} w={64} size="sm" aria-hidden />
                    <Text size="sm">{row.progress}%</Text>
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.submittedAt ? formatDay(row.submittedAt) : '—'}
                </Table.Td>
                <Table.Td ta="right">
                  {scoreText(row.reviews.averageScore)}
                  {row.reviews.count > 0 ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({row.reviews.count})
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{scoreText(row.reviews.myScore)}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                      {row.documents.pending} pending · {row.documents.submitted} to check · {row.documents.accepted}{' '}
                      accepted
                    </Text>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
