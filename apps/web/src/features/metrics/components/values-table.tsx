import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { type MetricType, metricUnitLabels, periodLabel, type StartupMetrics } from '@ventura/shared';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { formatMetricValue } from '../format.ts';
import {
  cellKey,
  gridColumns,
  periodColumns,
  type SavedValue,
  savedCells,
  typesByKind,
  visibleTypes,
} from '../grid.ts';
import classes from './period-table.module.css';

type Props = {
  /** The table's caption: 'Monthly metrics'. */
  caption: string;
  types: readonly MetricType[];
  periods: readonly string[];
  metrics: StartupMetrics['metrics'];
  currency?: string | null;
  /** Table classes a page lays out on its own (the print page's). */
  className?: string;
  minWidth?: number;
};

/** The class of a table's metric cells (header and rows): kept in view while the periods scroll. */
export const metricCellClass = classes.metric;

/**
 * A table of periods that scrolls sideways when narrower than `minWidth`, opening on the newest periods
 * (the right end) and on the earliest when more are shown.
 */
export function PeriodScroll({
  minWidth,
  columns,
  children,
}: {
  minWidth: number;
  columns: number;
  children: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const shown = useRef(columns);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollLeft = columns > shown.current ? 0 : element.scrollWidth;
    shown.current = columns;
  }, [columns]);
  return (
    <Table.ScrollContainer ref={scroller} type="native" minWidth={minWidth} className={classes.scroll}>
      {children}
    </Table.ScrollContainer>
  );
}

/** A cell without a value: a dash to the eye, words to a screen reader. */
export function NoValue() {
  return (
    <>
      <span aria-hidden>–</span>
      <VisuallyHidden>No value</VisuallyHidden>
    </>
  );
}

function Value({ type, value, currency }: { type: MetricType; value: SavedValue; currency?: string | null }) {
  return (
    <Stack gap={2} align="flex-end">
      <Text size="sm" span>
        {formatMetricValue(value.value, type.unit, { currency })}
      </Text>
      {value.status === 'draft' ? (
        <Badge size="xs" variant="outline" color="gray">
          Draft
        </Badge>
      ) : null}
      {value.note ? (
        <Text size="xs" c="dimmed" ta="right" maw={200}>
          {value.note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A startup's values read-only: one row per metric type, one column per period, a dash where none. */
export function ValuesTable({ caption, types, periods, metrics, currency, className, minWidth }: Props) {
  const saved = savedCells(metrics);
  return (
    <PeriodScroll minWidth={minWidth ?? 160 + periods.length * 110} columns={periods.length}>
      <Table withTableBorder withColumnBorders striped className={className} captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.metric}>
              Metric
            </Table.Th>
            {periods.map((period) => (
              <Table.Th key={period} scope="col" ta="right">
                {periodLabel(period)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type.key}>
              <Table.Th scope="row" className={classes.metric}>
                <Text size="sm" fw={500} span display="block">
                  {type.name}
                </Text>
                <Text size="xs" c="dimmed" span>
                  {metricUnitLabels[type.unit]}
                </Text>
              </Table.Th>
              {periods.map((period) => {
                const value = saved.get(cellKey(type.key, period));
                return (
                  <Table.Td key={period} ta="right">
                    {value ? <Value type={type} value={value} currency={currency} /> : <NoValue />}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PeriodScroll>
  );
}

/** 'Show earlier periods' (six more at a time, to the most a table shows) and back to the recent ones. */
export function PeriodControls({ columns, onColumns }: { columns: number; onColumns: (columns: number) => void }) {
  return (
    <Group gap="xs">
      {columns > gridColumns.first ? (
        <Button variant="default" size="xs" onClick={() => onColumns(gridColumns.first)}>
          Show recent periods only
        </Button>
      ) : null}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={columns >= gridColumns.most}
        onClick={() => onColumns(Math.min(gridColumns.most, columns + gridColumns.step))}
      >
        Show earlier periods
      </Button>
    </Group>
  );
}

export const kindCaptions = { monthly: 'Monthly metrics', quarterly: 'Quarterly metrics' } as const;

/**
 * A startup's values read-only over recent periods (six up to the current one, earlier ones on demand),
 * one table per period kind.
 */
export function RecentValues({ data, today }: { data: Pick<StartupMetrics, 'types' | 'metrics'>; today: Date }) {
  const [columns, setColumns] = useState<number>(gridColumns.first);
  const groups = typesByKind(visibleTypes(data));
  if (groups.length === 0) return <Text c="dimmed">There are no metrics yet.</Text>;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <PeriodControls columns={columns} onColumns={setColumns} />
      </Group>
      {groups.map((group) => (
        <ValuesTable
          key={group.kind}
          caption={kindCaptions[group.kind]}
          types={group.types}
          periods={periodColumns(group.kind, today, columns)}
          metrics={data.metrics}
        />
      ))}
    </Stack>
  );
}
