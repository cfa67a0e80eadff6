import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { metricUnitLabels, type PortfolioMetrics, periodLabel } from '@ventura/shared';
import { useId } from 'react';
import { metricPeriodLabels } from '../admin/labels.ts';
import { BarChart } from './bar-chart.tsx';
import { formatAxisValue, formatMetricValue } from './format.ts';

type Props = { metric: PortfolioMetrics['metrics'][number] };

/**
 * One metric across the portfolio: a chart of its totals per period, and the table of each period's
 * startups that reported, total and median (the chart's accessible alternative).
 */
export function MetricSection({ metric: { metric, rows } }: Props) {
  const titleId = useId();
  const format = (value: number) => formatMetricValue(value, metric.unit);
  const first = rows[0];
  const last = rows.at(-1);
  const span = first && last ? `, ${periodLabel(first.period)} to ${periodLabel(last.period)}` : '';

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {metric.name}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {metricUnitLabels[metric.unit]}
            </Badge>
            <Badge variant="light" color="gray">
              {metricPeriodLabels[metric.period]}
            </Badge>
          </Group>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">No periods of this metric in the range.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="md">
            <BarChart
              label={`${metric.name}: total per period${span}. The table below gives each period's figures.`}
              bars={rows.map((row) => ({
                key: row.period,
                label: periodLabel(row.period),
                value: row.total,
                valueText: format(row.total),
              }))}
              formatTick={(value) => formatAxisValue(value, metric.unit)}
              wholeNumbers={metric.unit === 'count'}
            />
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={6} fz="sm" striped>
                <Table.Caption>{metric.name} per period</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Period</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Startups reported
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Total
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Median
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.period}>
                      <Table.Th scope="row" fw={500}>
                        {periodLabel(row.period)}
                      </Table.Th>
                      <Table.Td ta="right">{row.reported}</Table.Td>
                      <Table.Td ta="right">{format(row.total)}</Table.Td>
                      <Table.Td ta="right">
                        {row.median === null ? (
                          <Text span c="dimmed" size="sm">
                            None
                          </Text>
                        ) : (
                          format(row.median)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
