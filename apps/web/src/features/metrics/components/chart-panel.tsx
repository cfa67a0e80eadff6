import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type MetricType, periodLabel } from '@ventura/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../../ui/query-view.tsx';
import { chartQuery } from '../api.ts';
import { seriesOfChart } from '../charts.ts';
import { formatGrowth } from '../format.ts';
import { printPath } from '../paths.ts';
import { LineChart, type LineSeries } from './line-chart.tsx';

/** Each period's growth of a single line, in a row that wraps: 'Mar 2026 +12.5%'. */
function GrowthList({ periods, line }: { periods: readonly string[]; line: LineSeries }) {
  const growth = periods.flatMap((period, index) => {
    const value = line.growth?.[index] ?? null;
    return value === null ? [] : [{ period, value }];
  });
  if (growth.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Growth from the period before
      </Text>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Growth by period">
        {growth.map(({ period, value }) => (
          <Text component="li" key={period} size="sm">
            <Text span c="dimmed" size="sm">
              {periodLabel(period)}
            </Text>{' '}
            {formatGrowth(value)}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

type Props = {
  types: readonly MetricType[];
  /** Whose chart: the caller's own startup when not given. */
  startup?: string;
};

/** A metric picked from the startup's types and its line over time, with its growth and the print view. */
export function ChartPanel({ types, startup }: Props) {
  const headingId = useId();
  const [metric, setMetric] = useState<string | null>(types[0]?.key ?? null);
  const chart = useQuery({
    ...chartQuery({ metric: metric ?? '', startups: startup ? [startup] : undefined }),
    enabled: metric !== null,
  });
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} id={headingId}>
          Chart
        </Title>
        <Button
          component={Link}
          to={printPath(startup)}
          variant="light"
          size="xs"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          Print view
        </Button>
      </Group>
      {types.length === 0 ? (
        <Text c="dimmed">There are no metrics to chart yet.</Text>
      ) : (
        <>
          <Select
            label="Metric"
            data={types.map((type) => ({ value: type.key, label: type.name }))}
            value={metric}
            onChange={setMetric}
            allowDeselect={false}
            maw={360}
          />
          {metric ? (
            <QueryView query={chart} errorTitle="The chart could not be loaded" loadingHeight={300}>
              {(data) => {
                const series = seriesOfChart(data);
                const hasValues = series.some((line) => line.values.some((value) => value !== null));
                if (!hasValues) {
                  return <Text c="dimmed">No submitted values of {data.metric.name} yet.</Text>;
                }
                const [only] = series;
                return (
                  <Stack gap="md">
                    <LineChart
                      label={data.metric.name}
                      unit={data.metric.unit}
                      periods={data.periods}
                      series={series}
                    />
                    {series.length === 1 && only ? <GrowthList periods={data.periods} line={only} /> : null}
                  </Stack>
                );
              }}
            </QueryView>
          ) : null}
        </>
      )}
      <Text size="xs" c="dimmed">
        Charts show submitted values; a period without one leaves a gap.
      </Text>
    </Stack>
  );
}
