import { Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type MetricUnit, periodLabel } from '@ventura/shared';
import { useId, useState } from 'react';
import { formatGrowth, formatMetricValue } from '../format.ts';
import { type ChartSeries, chartLayout } from './chart-geometry.ts';
import classes from './line-chart.module.css';

export type LineSeries = ChartSeries & {
  /** The growth from the period before, in percent, per period (as the values). */
  growth?: readonly (number | null)[];
};

type Props = {
  /** What the chart shows, for its summary and its table: 'Revenue'. */
  label: string;
  unit: MetricUnit;
  periods: readonly string[];
  series: readonly LineSeries[];
  currency?: string | null;
  height?: number;
  /** The same data as a table behind a 'Show as table' button, or none where the page shows its own table. */
  table?: 'toggle' | 'none';
};

const seriesClasses = [classes.s0, classes.s1, classes.s2, classes.s3, classes.s4, classes.s5];
/** Each series has a dash of its own too, so the lines part without their colours. */
const dashes = [undefined, '7 4', '2 4', '10 4 2 4', '4 2', '12 3'];
const styleOf = (index: number) => ({
  className: seriesClasses[index % seriesClasses.length],
  dash: dashes[index % dashes.length],
});

/** The chart in words: each series from its first value to its last, over the periods shown. */
export const chartSummary = (
  label: string,
  unit: MetricUnit,
  periods: readonly string[],
  series: readonly LineSeries[],
  currency?: string | null,
) => {
  const first = periods[0];
  const last = periods.at(-1);
  const range = first && last ? `${periodLabel(first)} to ${periodLabel(last)}` : 'no periods';
  const format = (value: number) => formatMetricValue(value, unit, { currency });
  const parts = series.map((line) => {
    const known = line.values.flatMap((value, index) => {
      const period = periods[index];
      return value === null || period === undefined ? [] : [{ value, period }];
    });
    const start = known[0];
    const end = known.at(-1);
    if (!start || !end) return `${line.name}: nothing reported`;
    if (start === end) return `${line.name}: ${format(start.value)} in ${periodLabel(start.period)}`;
    return `${line.name}: from ${format(start.value)} in ${periodLabel(start.period)} to ${format(end.value)} in ${periodLabel(end.period)}`;
  });
  return `${label}, ${range}. ${parts.join('; ')}.`;
};

function ChartTable({ label, unit, periods, series, currency, id }: Props & { id: string }) {
  const withGrowth = series.some((line) => line.growth !== undefined);
  const single = series.length === 1;
  return (
    <Table.ScrollContainer minWidth={single ? 280 : 160 + series.length * (withGrowth ? 200 : 120)} id={id}>
      <Table striped withTableBorder fz="sm" captionSide="top">
        <Table.Caption>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Period</Table.Th>
            {series.map((line) => [
              <Table.Th key={`${line.key}-value`} scope="col" ta="right">
                {single ? 'Value' : line.name}
              </Table.Th>,
              line.growth ? (
                <Table.Th key={`${line.key}-growth`} scope="col" ta="right">
                  {single ? 'Growth' : `${line.name} growth`}
                </Table.Th>
              ) : null,
            ])}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period, index) => (
            <Table.Tr key={period}>
              <Table.Th scope="row" fw={500}>
                {periodLabel(period)}
              </Table.Th>
              {series.map((line) => {
                const value = line.values[index] ?? null;
                return [
                  <Table.Td key={`${line.key}-value`} ta="right">
                    {value === null ? '–' : formatMetricValue(value, unit, { currency })}
                  </Table.Td>,
                  line.growth ? (
                    <Table.Td key={`${line.key}-growth`} ta="right">
                      {formatGrowth(line.growth[index] ?? null)}
                    </Table.Td>
                  ) : null,
                ];
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A line chart of one metric over periods, one line per series, drawn as SVG at the width it is given
 * (so its text keeps its size on a phone). A missing value leaves a gap. The picture is one image with
 * its summary as name; the values are also a table.
 */
export function LineChart(props: Props) {
  const { label, unit, periods, series, currency, height = 260, table = 'toggle' } = props;
  const { ref, width: measured } = useElementSize();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const width = Math.max(280, Math.round(measured) || 640);
  const layout = chartLayout({ periods: periods.length, series, width, height });
  const format = (value: number, compact = false) => formatMetricValue(value, unit, { currency, compact });

  return (
    <Stack gap="xs">
      <Box ref={ref}>
        <svg
          className={classes.svg}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={chartSummary(label, unit, periods, series, currency)}
        >
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line className={classes.grid} x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} />
              <text className={classes.axisText} x={layout.plot.left - 8} y={tick.y} textAnchor="end" dy="0.32em">
                {format(tick.value, true)}
              </text>
            </g>
          ))}
          {periods.map((period, index) =>
            layout.labelled.has(index) ? (
              <text
                key={period}
                className={classes.axisText}
                x={layout.xOf(index)}
                y={layout.plot.bottom + 20}
                textAnchor={periods.length > 1 && index === periods.length - 1 ? 'end' : 'middle'}
              >
                {periodLabel(period)}
              </text>
            ) : null,
          )}
          {layout.lines.map((line, lineIndex) => {
            const style = styleOf(lineIndex);
            const source = series[lineIndex];
            return (
              <g key={line.key} className={style.className} data-series={line.key}>
                {line.path ? <path className={classes.line} d={line.path} strokeDasharray={style.dash} /> : null}
                {line.points.map((point) => {
                  const period = periods[point.index] ?? '';
                  const growth = source?.growth?.[point.index] ?? null;
                  return (
                    <circle key={point.index} className={classes.point} cx={point.x} cy={point.y} r={3.5}>
                      <title>
                        {`${source?.name ?? ''}, ${periodLabel(period)}: ${format(point.value)}${growth === null ? '' : ` (${formatGrowth(growth)})`}`}
                      </title>
                    </circle>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </Box>
      {series.length > 1 ? (
        <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${label}: series`}>
          {series.map((line, index) => {
            const style = styleOf(index);
            return (
              <Group component="li" key={line.key} gap={6} wrap="nowrap" className={style.className}>
                <svg className={classes.swatch} width="28" height="10" aria-hidden>
                  <line x1="2" x2="26" y1="5" y2="5" strokeDasharray={style.dash} />
                </svg>
                <Text size="sm">{line.name}</Text>
              </Group>
            );
          })}
        </Group>
      ) : null}
      {table === 'toggle' ? (
        <>
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowTable((shown) => !shown)}
              aria-expanded={showTable}
              aria-controls={showTable ? tableId : undefined}
            >
              {showTable ? 'Hide table' : 'Show as table'}
            </Button>
          </div>
          {showTable ? <ChartTable {...props} id={tableId} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
