import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import type { CsvImportReport } from '@ventura/shared';
import { useId } from 'react';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';

/** What an import did: the server's summary, and each refused row with its line and reasons. */
export function CsvReport({ report, summary }: { report: CsvImportReport; summary: string }) {
  const headingId = useId();
  const refused = report.refused.length;
  return (
    <Stack gap="sm">
      <Alert color={refused > 0 ? 'yellow' : 'green'} title={summary} role="status" styles={readableAlertTitle}>
        {report.imported.length > 0
          ? `The founders of ${report.imported.length} of ${report.rows} rows have their invitations.`
          : `None of the ${report.rows} rows could be imported.`}
        {refused > 0 ? ' Correct the rows below and import them again.' : ''}
      </Alert>
      {refused > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5" id={headingId}>
            Refused rows ({refused})
          </Title>
          {/* Three columns, the row's startup and email together, so that a phone shows the reasons unscrolled. */}
          <Table aria-labelledby={headingId} layout="fixed" verticalSpacing="xs" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={56}>
                  Line
                </Table.Th>
                <Table.Th scope="col" w="40%">
                  Startup
                </Table.Th>
                <Table.Th scope="col">Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.refused.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Th scope="row">{row.row}</Table.Th>
                  <Table.Td>
                    <Text size="sm">{row.startupName ?? <NotGiven />}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.email ?? <NotGiven />}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <List size="sm" spacing={2}>
                      {row.errors.map((error) => (
                        <List.Item key={error}>{withoutFieldPath(error)}</List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A value the row left empty. */
function NotGiven() {
  return (
    <Text span size="sm" c="dimmed" fs="italic">
      not given
    </Text>
  );
}
