import { Button, Group, MultiSelect, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type MetricType, metricLimits, periodLabel } from '@ventura/shared';
import { useMemo, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { activeTypesQuery, downloadPortfolioCsv, portfolioQuery } from './api.ts';
import { defaultMetrics } from './choices.ts';
import { MetricSection } from './metric-section.tsx';
import { MissingReports } from './missing-reports.tsx';
import { lastTwelveMonths, monthChoices, type PeriodRange, withEnd } from './periods.ts';

/** The most metrics the portfolio reads at once (PortfolioMetricsQuery). */
const mostMetrics = 8;

/** The portfolio once the tenant's metric types are known. */
export function PortfolioView() {
  const types = useQuery(activeTypesQuery());
  return (
    <QueryView query={types} errorTitle="The metric types could not be loaded" loadingHeight={160}>
      {(list) =>
        list.length === 0 ? (
          <Text c="dimmed">The tenant asks for no metrics at the moment.</Text>
        ) : (
          <Portfolio types={list} />
        )
      }
    </QueryView>
  );
}

function Portfolio({ types }: { types: MetricType[] }) {
  const today = useMemo(() => new Date(), []);
  const months = useMemo(
    () => monthChoices(today).map((month) => ({ value: month, label: periodLabel(month) })),
    [today],
  );
  // Until someone chooses, the usual metrics.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [range, setRange] = useState<PeriodRange>(() => lastTwelveMonths(today));
  const metrics = chosen ?? defaultMetrics(types);
  const portfolio = useQuery({
    ...portfolioQuery({ metrics, from: range.from, to: range.to }),
    enabled: metrics.length > 0,
  });
  const exporting = useMutation({
    mutationFn: () => downloadPortfolioCsv(range.from, range.to),
    onError: (error) => notify.error(errorText(error, 'The export could not be made')),
  });

  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <MultiSelect
            label="Metrics"
            description={`Up to ${mostMetrics}`}
            data={types.map((type) => ({ value: type.key, label: type.name }))}
            value={metrics}
            onChange={setChosen}
            maxValues={mostMetrics}
            searchable
            hidePickedOptions
            error={metrics.length === 0 ? 'Choose at least one metric' : undefined}
          />
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label="From"
              data={months}
              value={range.from}
              allowDeselect={false}
              searchable
              w={{ base: '100%', xs: 180 }}
              onChange={(month) => month && setRange((current) => withEnd(current, 'from', month))}
            />
            <Select
              label="To"
              data={months}
              value={range.to}
              allowDeselect={false}
              searchable
              w={{ base: '100%', xs: 180 }}
              onChange={(month) => month && setRange((current) => withEnd(current, 'to', month))}
            />
            <Button
              variant="default"
              ml={{ xs: 'auto' }}
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => exporting.mutate()}
              loading={exporting.isPending}
            >
              Export CSV
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Up to {metricLimits.periods} months at once. The export holds every metric's values from{' '}
            {periodLabel(range.from)} to {periodLabel(range.to)}.
          </Text>
        </Stack>
      </Paper>
      {metrics.length === 0 ? null : portfolio.isPending ? (
        <Skeleton h={320} radius="lg" role="status" aria-label="Loading the portfolio" />
      ) : portfolio.isError ? (
        <LoadError
          title="The portfolio could not be loaded"
          error={portfolio.error}
          fallback="Please try again."
          onRetry={() => void portfolio.refetch()}
          retrying={portfolio.isFetching}
        />
      ) : (
        <Stack
          gap="lg"
          style={{ opacity: portfolio.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={portfolio.isPlaceholderData}
        >
          <Text fw={500}>
            {portfolio.data.startups} {portfolio.data.startups === 1 ? 'startup' : 'startups'} in the portfolio
          </Text>
          {portfolio.data.metrics.map((metric) => (
            <MetricSection key={metric.metric.key} metric={metric} />
          ))}
        </Stack>
      )}
      <MissingReports types={types} initialMetric={metrics[0] ?? types[0]?.key ?? ''} />
    </>
  );
}
