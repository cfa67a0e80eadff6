import { Center, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type MetricType, periodLabel } from '@ventura/shared';
import { useId, useState } from 'react';
import { LoadError } from '../../../ui/load-error.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { missingPageSize, missingReportsQuery } from './api.ts';

type Props = {
  types: readonly MetricType[];
  /** The metric shown first: the first of those chosen above. */
  initialMetric: string;
};

/** 'Not reported': the startups without a submitted value of a metric for its last closed period, a page at a time. */
export function MissingReports({ types, initialMetric }: Props) {
  const titleId = useId();
  const [metric, setMetric] = useState(initialMetric);
  const [page, setPage] = useState(1);
  const missing = useQuery(missingReportsQuery(metric, page));
  const name = types.find((type) => type.key === metric)?.name ?? metric;

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            Not reported
          </Title>
          <Text size="sm" c="dimmed">
            Startups that have not submitted a metric for its last closed period.
          </Text>
        </Stack>
        <Select
          label="Metric"
          data={types.map((type) => ({ value: type.key, label: type.name }))}
          value={metric}
          allowDeselect={false}
          searchable
          maw={360}
          onChange={(value) => {
            if (!value) return;
            setMetric(value);
            setPage(1);
          }}
        />
        {missing.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading the startups that have not reported">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={36} radius="md" />
            ))}
          </Stack>
        ) : missing.isError ? (
          <LoadError
            title="The startups that have not reported could not be loaded"
            error={missing.error}
            fallback="Please try again."
            onRetry={() => void missing.refetch()}
            retrying={missing.isFetching}
          />
        ) : missing.data.items.length === 0 ? (
          <Center py="lg">
            <Text c="dimmed">Every startup has reported {name}.</Text>
          </Center>
        ) : (
          <Stack
            gap="sm"
            style={{ opacity: missing.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={missing.isPlaceholderData}
          >
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Caption>Startups that have not reported {name}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Startup</Table.Th>
                    <Table.Th scope="col">Last reported</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {missing.data.items.map((report) => (
                    <Table.Tr key={report.startup.uuid}>
                      <Table.Th scope="row" fw={500}>
                        {report.startup.name}
                      </Table.Th>
                      <Table.Td>
                        {report.lastReported === null ? (
                          <Text span size="sm" c="dimmed">
                            Never
                          </Text>
                        ) : (
                          periodLabel(report.lastReported)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              label="Startups that have not reported"
              total={missing.data.total}
              pageSize={missingPageSize}
              page={page}
              onPage={setPage}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
