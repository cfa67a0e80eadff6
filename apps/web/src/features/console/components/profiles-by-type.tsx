import { Table } from '@mantine/core';
import { type ApprovalStatus, accountTypeLabels } from '@ventura/shared';
import { approvalInfo } from '../../../ui/approval-status.ts';
import type { TypeSummary } from '../overview.ts';

const columns: ApprovalStatus[] = ['approved', 'submitted', 'draft', 'rejected', 'limited_access'];

/** Profiles of each type, in all and by approval state. */
export function ProfilesByType({ summaries }: { summaries: TypeSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Caption>Profiles by account type and approval state</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Account type</Table.Th>
            <Table.Th scope="col" ta="right">
              All
            </Table.Th>
            {columns.map((status) => (
              <Table.Th key={status} scope="col" ta="right">
                {approvalInfo[status].label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summaries.map((summary) => (
            <Table.Tr key={summary.accountType}>
              <Table.Th scope="row" fw={500}>
                {accountTypeLabels[summary.accountType]}
              </Table.Th>
              <Table.Td ta="right" fw={600}>
                {summary.total}
              </Table.Td>
              {columns.map((status) => (
                <Table.Td key={status} ta="right">
                  {summary.byStatus[status]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
