import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../ui/query-view.tsx';
import { totalsQuery } from '../api.ts';
import { hoursText } from '../times.ts';

/** 'Hours': the confirmed hours in all and per counterpart (counted once both sides confirmed). */
export function Totals() {
  const totals = useQuery(totalsQuery());
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Hours
      </Title>
      <QueryView query={totals} errorTitle="Your hours could not be loaded" loadingHeight={160}>
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Paper withBorder radius="md" p="md">
                <Text size="sm" c="dimmed">
                  Confirmed hours
                </Text>
                <Text fz="xl" fw={700}>
                  {hoursText(data.confirmedMinutes)}
                </Text>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Text size="sm" c="dimmed">
                  Confirmed sessions
                </Text>
                <Text fz="xl" fw={700}>
                  {data.sessions}
                </Text>
              </Paper>
            </SimpleGrid>
            {data.byCounterpart.length === 0 ? (
              <Text c="dimmed">Hours count here once both sides have confirmed a session.</Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table striped>
                  <Table.Caption>{data.role === 'mentor' ? 'Hours per startup' : 'Hours per mentor'}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{data.role === 'mentor' ? 'Startup' : 'Mentor'}</Table.Th>
                      <Table.Th scope="col">Sessions</Table.Th>
                      <Table.Th scope="col">Hours</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.byCounterpart.map((row) => (
                      <Table.Tr key={row.other.profileUuid ?? row.other.name}>
                        <Table.Td>{row.other.name}</Table.Td>
                        <Table.Td>{row.sessions}</Table.Td>
                        <Table.Td>{hoursText(row.minutes)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
