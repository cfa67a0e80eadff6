import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { metricLimits } from '@ventura/shared';
import { QueryView } from '../../../ui/query-view.tsx';
import { AddTypeForm } from './add-type-form.tsx';
import { metricTypesWithRetiredQuery } from './api.ts';
import { MetricsFrame } from './metrics-frame.tsx';
import { consoleMetricsPaths } from './paths.ts';
import { TypeTable } from './type-table.tsx';

/**
 * /admin/growth-metrics/types (operators): the metrics the tenant asks its startups for, retired ones too,
 * and where they are added, renamed, required, retired and put in order.
 */
export function MetricTypesPage() {
  return (
    <MetricsFrame
      title="Metric types"
      description="What startups report, in the order they see it. Retired metrics keep their values but are no longer asked for."
      back={{ to: consoleMetricsPaths.portfolio, label: 'Growth metrics' }}
    >
      <MetricTypes />
    </MetricsFrame>
  );
}

function MetricTypes() {
  const types = useQuery(metricTypesWithRetiredQuery());
  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            Types
          </Title>
          <QueryView query={types} errorTitle="The metric types could not be loaded" loadingHeight={320}>
            {(list) =>
              list.length === 0 ? (
                <Text c="dimmed">No metric types yet. Add the first one below.</Text>
              ) : (
                <TypeTable types={list} />
              )
            }
          </QueryView>
        </Stack>
      </Paper>
      {types.data && types.data.length >= metricLimits.types ? (
        <Text c="dimmed">
          The tenant has {metricLimits.types} metric types, retired ones included: the most it keeps.
        </Text>
      ) : (
        <AddTypeForm />
      )}
    </>
  );
}
