import { Button, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type MetricPeriodKind, periodLabel, type StartupMetrics } from '@ventura/shared';
import dayjs from 'dayjs';
import { type CSSProperties, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { startupMetricsQuery } from '../api.ts';
import { seriesOfValues } from '../charts.ts';
import { LineChart } from '../components/line-chart.tsx';
import { kindCaptions, ValuesTable } from '../components/values-table.tsx';
import { typesByKind, visibleTypes } from '../grid.ts';
import { metricsPaths } from '../paths.ts';
import { type PrintRange, printRange } from '../print-range.ts';
import classes from './print-page.module.css';

/** Only what was submitted: the report is what reviewers see, never the startup's drafts. */
const submittedOnly = (metrics: StartupMetrics['metrics']): StartupMetrics['metrics'] =>
  Object.fromEntries(
    Object.entries(metrics).map(([key, values]) => [key, values.filter((value) => value.status === 'submitted')]),
  );

function Report({ data, range }: { data: StartupMetrics; range: PrintRange }) {
  const tenant = useTenant();
  const metrics = submittedOnly(data.metrics);
  const groups = typesByKind(visibleTypes({ types: data.types, metrics }));
  const periodsOf = (kind: MetricPeriodKind) => (kind === 'monthly' ? range.months : range.quarters);
  const charted = groups
    .flatMap((group) => group.types)
    .map((type) => ({ type, line: seriesOfValues(type, metrics, periodsOf(type.period), data.startup.name) }))
    .filter(({ line }) => line.values.some((value) => value !== null));
  const first = range.months[0];
  const last = range.months.at(-1);
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm" mt={-12}>
        {first && last ? `${periodLabel(first)} to ${periodLabel(last)}` : null} · Submitted values · Printed{' '}
        {dayjs().format('D MMM YYYY')}
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="print-values">
        <Title order={2} size="h4" id="print-values">
          Values
        </Title>
        {groups.length === 0 ? (
          <Text c="dimmed">No metrics to show.</Text>
        ) : (
          groups.map((group) => (
            <ValuesTable
              key={group.kind}
              caption={kindCaptions[group.kind]}
              types={group.types}
              periods={periodsOf(group.kind)}
              metrics={metrics}
              className={classes.table}
              minWidth={600}
            />
          ))
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="print-charts">
        <Title order={2} size="h4" id="print-charts">
          Charts
        </Title>
        {charted.length === 0 ? (
          <Text c="dimmed">Nothing was submitted in these periods.</Text>
        ) : (
          <div className={classes.charts}>
            {charted.map(({ type, line }) => (
              <Stack key={type.key} gap={4} className={classes.chart}>
                <Title order={3} size="h6">
                  {type.name}
                </Title>
                <LineChart
                  label={type.name}
                  unit={type.unit}
                  periods={periodsOf(type.period)}
                  series={[line]}
                  height={170}
                  table="none"
                />
              </Stack>
            ))}
          </div>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {tenant.name}
      </Text>
    </Stack>
  );
}

/** The range's bounds as month inputs, changing the address (so the range is kept in a link too). */
function RangeControls({ range }: { range: PrintRange }) {
  const [, setParams] = useSearchParams();
  const set = (name: 'from' | 'to', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (/^\d{4}-\d{2}$/.test(value)) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        type="month"
        label="From"
        size="xs"
        value={range.months[0] ?? ''}
        onChange={(event) => set('from', event.currentTarget.value)}
      />
      <TextInput
        type="month"
        label="To"
        size="xs"
        value={range.months.at(-1) ?? ''}
        onChange={(event) => set('to', event.currentTarget.value)}
      />
    </Group>
  );
}

function PrintableReport() {
  const tenant = useTenant();
  const [params] = useSearchParams();
  const startup = params.get('startup');
  const today = useMemo(() => new Date(), []);
  const range = printRange(params.get('from'), params.get('to'), today);
  const metrics = useQuery(startupMetricsQuery(startup));
  useDocumentTitle(
    metrics.data ? `Growth metrics: ${metrics.data.startup.name} | ${tenant.name}` : `Growth metrics | ${tenant.name}`,
  );
  const back = startup ? `${metricsPaths.page}?startup=${encodeURIComponent(startup)}` : metricsPaths.page;
  const brand = { '--brand': tenant.branding.colors.primary } as CSSProperties;

  return (
    <div className={classes.page} style={brand}>
      <Stack gap="md">
        <Group className={classes.toolbar} justify="space-between" gap="sm" align="flex-end">
          <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back to growth metrics
          </Button>
          <RangeControls range={range} />
          <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
            Print or save as PDF
          </Button>
        </Group>
        <article className={classes.sheet}>
          <Stack gap="lg">
            <div className={classes.brand}>
              <Image src={tenant.branding.logo} alt={`${tenant.name} logo`} className={classes.logo} />
              <Text fw={600} truncate>
                {tenant.name}
              </Text>
            </div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {metrics.data ? `Growth metrics: ${metrics.data.startup.name}` : 'Growth metrics'}
            </Title>
            <QueryView query={metrics} errorTitle="The metrics could not be loaded" loadingHeight={480}>
              {(data) => <Report data={data} range={range} />}
            </QueryView>
          </Stack>
        </article>
      </Stack>
    </div>
  );
}

/**
 * /growth-metrics-print: a startup's submitted metrics as an A4 report (`?startup=uuid`, the caller's own
 * startup without it; `&from=&to=` periods, the last twelve months without them), with the tenant's brand,
 * a table of metrics by period and a small chart per metric, to print or save as PDF.
 */
export function PrintPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  if (!tenant.features.growth_metrics) {
    return (
      <Stack gap="sm" maw={720}>
        <Title order={1}>Growth metrics</Title>
        <Text>Growth metrics are not offered on {tenant.name}.</Text>
      </Stack>
    );
  }
  if (!user) {
    return (
      <SignInPrompt
        message="Sign in to print growth metrics"
        intro={`Growth metrics on ${tenant.name} are open to its approved members.`}
      />
    );
  }
  return <PrintableReport />;
}
