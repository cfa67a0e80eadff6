import { Badge, CloseButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type MetricType, metricLimits } from '@ventura/shared';
import { useId, useState } from 'react';
import { QueryView } from '../../../ui/query-view.tsx';
import { chartQuery, metricTypesQuery } from '../api.ts';
import { seriesOfChart } from '../charts.ts';
import { LineChart } from './line-chart.tsx';

export type Picked = ReadonlyMap<string, string>;

function CompareChart({ startups, metric }: { startups: readonly string[]; metric: string }) {
  const chart = useQuery(chartQuery({ metric, startups }));
  return (
    <QueryView query={chart} errorTitle="The comparison could not be loaded" loadingHeight={300}>
      {(data) => (
        <LineChart
          label={data.metric.name}
          unit={data.metric.unit}
          periods={data.periods}
          series={seriesOfChart(data)}
        />
      )}
    </QueryView>
  );
}

function MetricPicker({ types, startups }: { types: readonly MetricType[]; startups: readonly string[] }) {
  const [metric, setMetric] = useState<string | null>(types[0]?.key ?? null);
  return (
    <Stack gap="md">
      <Select
        label="Metric to compare"
        data={types.map((type) => ({ value: type.key, label: type.name }))}
        value={metric}
        onChange={setMetric}
        allowDeselect={false}
        maw={360}
      />
      {metric && startups.length >= 2 ? <CompareChart startups={startups} metric={metric} /> : null}
    </Stack>
  );
}

type Props = { picked: Picked; onRemove: (uuid: string) => void };

/** Startups side by side: those ticked in the list (two to six) and one metric, on one chart. */
export function ComparePanel({ picked, onRemove }: Props) {
  const headingId = useId();
  const types = useQuery(metricTypesQuery());
  const startups = [...picked.keys()];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        Compare
      </Title>
      <Text size="sm" c="dimmed">
        Tick two to {metricLimits.compare} startups in the list to see one metric of theirs side by side.
      </Text>
      {picked.size ? (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Startups to compare">
          {[...picked].map(([uuid, name]) => (
            <li key={uuid}>
              <Badge
                variant="light"
                size="lg"
                tt="none"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${name} from the comparison`}
                    onClick={() => onRemove(uuid)}
                  />
                }
              >
                {name}
              </Badge>
            </li>
          ))}
        </Group>
      ) : null}
      {picked.size >= 2 ? (
        <QueryView query={types} errorTitle="The metrics could not be loaded" loadingHeight={60}>
          {(data) => <MetricPicker types={data.filter((type) => !type.retired)} startups={startups} />}
        </QueryView>
      ) : null}
    </Stack>
  );
}
