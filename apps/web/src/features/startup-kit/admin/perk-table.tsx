import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { AdminPerk } from '@ventura/shared';
import { KindBadge } from '../components/badges.tsx';
import { formatDay } from '../format.ts';

/** Every perk of the tenant: title, provider, kind, state and claims, each with Edit. */
export function PerkTable({ perks, onEdit }: { perks: readonly AdminPerk[]; onEdit: (perk: AdminPerk) => void }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Perks" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Provider</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col" ta="right">
              Claims
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {perks.map((perk) => (
            <Table.Tr key={perk.uuid}>
              <Table.Th scope="row" fw={600}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {perk.title}
                </Text>
                {perk.expiresAt ? (
                  <Text size="xs" c="dimmed" fw={400}>
                    Expires {formatDay(perk.expiresAt)}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{perk.provider}</Text>
              </Table.Td>
              <Table.Td>
                <KindBadge kind={perk.kind} />
              </Table.Td>
              <Table.Td>
                <Badge
                  component="span"
                  variant="filled"
                  color={perk.published ? 'green.9' : 'gray.7'}
                  miw="max-content"
                >
                  {perk.published ? 'Published' : 'Draft'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{perk.claims}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Edit ${perk.title}`}
                  onClick={() => onEdit(perk)}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
