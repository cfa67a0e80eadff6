import { Anchor, Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type PortfolioEntry, portfolioStatusLabels } from '@ventura/shared';
import { entryDates, sourceLabels, statusColors } from '../portfolio.ts';
import { EntryActions } from './entry-actions.tsx';

type Props = { entries: readonly PortfolioEntry[]; canInvite: boolean; label: string };

function StatusBadge({ entry }: { entry: PortfolioEntry }) {
  return (
    <Badge component="span" color={statusColors[entry.status]} size="sm">
      {portfolioStatusLabels[entry.status]}
    </Badge>
  );
}

/** The startup's name, and its website as a link when it has one. */
function StartupName({ entry }: { entry: PortfolioEntry }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fw={600} style={{ overflowWrap: 'break-word' }}>
        {entry.startupName}
      </Text>
      {entry.website ? (
        <Anchor
          href={entry.website.startsWith('http') ? entry.website : `https://${entry.website}`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {entry.website.replace(/^https?:\/\//, '')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function Founder({ entry }: { entry: PortfolioEntry }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm">{entry.founderName}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {entry.email}
      </Text>
    </Stack>
  );
}

/** The portfolio as a table, on screens wide enough for one. */
export function EntryTable({ entries, canInvite, label }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {/* The founder's email is the longest value: its column gets the room. */}
            <Table.Th scope="col" w="22%">
              Startup
            </Table.Th>
            <Table.Th scope="col" w="32%">
              Founder
            </Table.Th>
            <Table.Th scope="col" w="22%">
              Status
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <StartupName entry={entry} />
              </Table.Td>
              <Table.Td>
                <Founder entry={entry} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <StatusBadge entry={entry} />
                  <Text size="xs" c="dimmed">
                    {entryDates(entry)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sourceLabels[entry.source]}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <EntryActions entry={entry} canInvite={canInvite} wrap={false} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The portfolio as cards, one under the other, on a phone. */
export function EntryCards({ entries, canInvite, label }: Props) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <StartupName entry={entry} />
              <StatusBadge entry={entry} />
            </Group>
            <Founder entry={entry} />
            <Text size="xs" c="dimmed">
              {entryDates(entry)} · {sourceLabels[entry.source]}
            </Text>
            <EntryActions entry={entry} canInvite={canInvite} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
