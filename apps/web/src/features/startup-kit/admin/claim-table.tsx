import { Table, Text } from '@mantine/core';
import type { PerkClaim } from '@ventura/shared';
import { formatMoment } from '../format.ts';

/** A page of the claims: which perk, which startup, who claimed it and when. */
export function ClaimTable({ claims }: { claims: readonly PerkClaim[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Claims" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Perk</Table.Th>
            <Table.Th scope="col">Startup</Table.Th>
            <Table.Th scope="col">Claimed by</Table.Th>
            <Table.Th scope="col">When</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((claim) => (
            <Table.Tr key={`${claim.perkUuid}-${claim.startupUuid}`}>
              <Table.Th scope="row" fw={600}>
                <Text size="sm" fw={600}>
                  {claim.perkTitle}
                </Text>
              </Table.Th>
              <Table.Td>
                <Text size="sm">{claim.startupName}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{claim.claimedBy}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">
                  <time dateTime={claim.claimedAt}>{formatMoment(claim.claimedAt)}</time>
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
