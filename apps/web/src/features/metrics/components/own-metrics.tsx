import { Alert, Badge, Group, List, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { periodLabel, type StartupMetrics } from '@ventura/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../ui/query-view.tsx';
import { startupMetricsQuery } from '../api.ts';
import { visibleTypes } from '../grid.ts';
import { ChartPanel } from './chart-panel.tsx';
import { CommentThread, UpdateRequests } from './conversation.tsx';
import { CsvImportButton } from './csv-import.tsx';
import { ReportingGrid } from './reporting-grid.tsx';
import { ReviewersPanel } from './reviewers-panel.tsx';
import { RecentValues } from './values-table.tsx';

const views = ['report', 'reviewers', 'conversation', 'chart'] as const;
type View = (typeof views)[number];
const isView = (value: string | null): value is View => views.some((view) => view === value);

/** The metrics the startup has not reported for their last closed period, required ones first. */
function PendingAlert({ data }: { data: StartupMetrics }) {
  if (data.pending.length === 0) return null;
  const nameOf = (key: string) => data.types.find((type) => type.key === key)?.name ?? key;
  return (
    <Alert
      color="orange"
      title={data.pending.length === 1 ? '1 metric to report' : `${data.pending.length} metrics to report`}
    >
      <List size="sm">
        {data.pending.map((item) => (
          <List.Item key={`${item.metric}-${item.period}`}>
            {nameOf(item.metric)}: {periodLabel(item.period)}
            {item.required ? ' (required)' : ''}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function OwnMetricsTabs({ data, today }: { data: StartupMetrics; today: Date }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const current: View = isView(requested) ? requested : 'report';
  const types = visibleTypes(data);
  const openRequests = data.requests.filter((request) => request.answeredAt === null).length;
  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && value !== 'report') next.set('view', value);
        else next.delete('view');
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs value={current} onChange={choose}>
      <Tabs.List aria-label="Our metrics">
        <Tabs.Tab value="report">Report</Tabs.Tab>
        <Tabs.Tab value="reviewers">Reviewers</Tabs.Tab>
        <Tabs.Tab
          value="conversation"
          rightSection={
            openRequests > 0 ? (
              <Badge size="sm" circle>
                {openRequests}
                <VisuallyHidden> open</VisuallyHidden>
              </Badge>
            ) : null
          }
        >
          Requests and comments
        </Tabs.Tab>
        <Tabs.Tab value="chart">Chart</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="report" pt="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={3}>Report</Title>
            {data.can.edit ? <CsvImportButton types={types} today={today} /> : null}
          </Group>
          {data.can.edit ? (
            <ReportingGrid data={data} today={today} />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Your startup's values, read-only.
              </Text>
              <RecentValues data={data} today={today} />
            </>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="reviewers" pt="lg">
        <ReviewersPanel data={data} />
      </Tabs.Panel>
      <Tabs.Panel value="conversation" pt="lg">
        <Stack gap="xl">
          <UpdateRequests requests={data.requests} types={data.types} />
          <CommentThread data={data} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="chart" pt="lg">
        {/* Drawn when shown: the other tabs stay mounted so typed values survive a look at the chart. */}
        {current === 'chart' ? <ChartPanel types={types} /> : null}
      </Tabs.Panel>
    </Tabs>
  );
}

/** 'Our metrics': an approved startup's pending metrics, its reporting grid, reviewers, conversation and chart. */
export function OwnMetrics({ today }: { today: Date }) {
  const headingId = useId();
  const metrics = useQuery(startupMetricsQuery(null));
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Our metrics
      </Title>
      <QueryView query={metrics} errorTitle="Your metrics could not be loaded" loadingHeight={420}>
        {(data) => (
          <Stack gap="lg">
            <PendingAlert data={data} />
            <OwnMetricsTabs data={data} today={today} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
