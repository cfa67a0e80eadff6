import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  type MetricPeriodKind,
  type MetricType,
  metricErrors,
  metricUnitLabels,
  periodLabel,
  type StartupMetrics,
} from '@ventura/shared';
import { useMemo, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSaveMetrics } from '../api.ts';
import {
  type CellEdit,
  cellKey,
  entriesToSave,
  gridColumns,
  isChanged,
  periodColumns,
  type SaveProblems,
  savedCells,
  saveProblemsOf,
  typesByKind,
  visibleTypes,
} from '../grid.ts';
import { MetricCell } from './metric-cell.tsx';
import { kindCaptions, metricCellClass, PeriodControls, PeriodScroll } from './values-table.tsx';

type Edits = Record<string, CellEdit & { metric: string; period: string }>;

type GridTableProps = {
  kind: MetricPeriodKind;
  types: readonly MetricType[];
  periods: readonly string[];
  saved: ReturnType<typeof savedCells>;
  edits: Edits;
  invalid: ReadonlySet<string>;
  onEdit: (metric: string, period: string, edit: CellEdit) => void;
};

function GridTable({ kind, types, periods, saved, edits, invalid, onEdit }: GridTableProps) {
  return (
    <PeriodScroll minWidth={160 + periods.length * 160} columns={periods.length}>
      <Table withTableBorder verticalSpacing="xs" captionSide="top">
        <Table.Caption>{kindCaptions[kind]}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={metricCellClass}>
              Metric
            </Table.Th>
            {periods.map((period) => (
              <Table.Th key={period} scope="col">
                {periodLabel(period)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type.key}>
              <Table.Th scope="row" className={metricCellClass}>
                <Text size="sm" fw={500} span display="block">
                  {type.name}
                  {type.required ? (
                    <Text span c="dimmed" size="xs">
                      {' '}
                      (required)
                    </Text>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed" span>
                  {metricUnitLabels[type.unit]}
                  {type.retired ? ' · no longer asked for' : ''}
                </Text>
              </Table.Th>
              {periods.map((period) => {
                const key = cellKey(type.key, period);
                const edit = edits[key];
                const value = saved.get(key);
                return (
                  <Table.Td key={period}>
                    <MetricCell
                      type={type}
                      period={period}
                      saved={value}
                      edit={edit}
                      changed={edit !== undefined && isChanged(edit, value)}
                      invalid={invalid.has(key)}
                      onEdit={(next) => onEdit(type.key, period, next)}
                    />
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

/**
 * The startup's reporting grid: its metric types by period (the latest six up to the current one, earlier
 * ones on demand), each cell a value and a note. Saving sends only what changed, as drafts or submitted
 * to the reviewers; a refusal is listed beside the grid and marks the cells it names.
 */
export function ReportingGrid({ data, today }: { data: StartupMetrics; today: Date }) {
  const save = useSaveMetrics();
  const [columns, setColumns] = useState<number>(gridColumns.first);
  const [edits, setEdits] = useState<Edits>({});
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  const saved = useMemo(() => savedCells(data.metrics), [data.metrics]);
  const types = visibleTypes(data);
  const groups = typesByKind(types).map((group) => ({ ...group, periods: periodColumns(group.kind, today, columns) }));
  const changed = Object.entries(edits).filter(([key, edit]) => isChanged(edit, saved.get(key))).length;
  const drafts = [...saved.values()].filter((value) => value.status === 'draft').length;
  const nameOf = (metric: string) => types.find((type) => type.key === metric)?.name ?? metric;

  const onEdit = (metric: string, period: string, edit: CellEdit) =>
    setEdits((previous) => ({ ...previous, [cellKey(metric, period)]: { ...edit, metric, period } }));

  const send = (submit: boolean) => {
    const metrics = entriesToSave(edits, saved, submit);
    if (metrics.length === 0) return;
    setProblems(null);
    save.mutate(
      { body: { metrics, submit } },
      {
        onSuccess: () => {
          setEdits({});
          notify.success(submit ? 'Your metrics are submitted to your reviewers.' : 'Your draft is saved.');
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.message.trim() ? error.message : errorText(error);
          const errors = error instanceof ApiError ? error.errors : [];
          setProblems(saveProblemsOf({ message, errors }, metrics, nameOf, periodLabel));
          notify.error(metricErrors.save);
        },
      },
    );
  };

  if (types.length === 0) {
    return <Text c="dimmed">There are no metrics to report yet.</Text>;
  }

  const oldest = groups[0]?.periods[0];
  const newest = groups[0]?.periods.at(-1);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {oldest && newest ? `${periodLabel(oldest)} to ${periodLabel(newest)}` : null}
        </Text>
        <PeriodControls columns={columns} onColumns={setColumns} />
      </Group>
      {groups.map((group) => (
        <GridTable
          key={group.kind}
          kind={group.kind}
          types={group.types}
          periods={group.periods}
          saved={saved}
          edits={edits}
          invalid={problems?.cells ?? new Set()}
          onEdit={onEdit}
        />
      ))}
      {problems ? (
        <Alert color="red" role="alert" title={metricErrors.save}>
          {problems.texts.length === 1 ? (
            <Text size="sm">{problems.texts[0]}</Text>
          ) : (
            <List size="sm">
              {problems.texts.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {changed === 0 ? 'No unsaved changes' : changed === 1 ? '1 unsaved change' : `${changed} unsaved changes`}
          {drafts > 0 ? ` · ${drafts === 1 ? '1 draft' : `${drafts} drafts`} not yet submitted` : ''}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => send(false)}
            disabled={changed === 0 || save.isPending}
            loading={save.isPending && save.variables?.body.submit === false}
          >
            Save draft
          </Button>
          <Button
            onClick={() => send(true)}
            disabled={(changed === 0 && drafts === 0) || save.isPending}
            loading={save.isPending && save.variables?.body.submit === true}
          >
            Submit to reviewers
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
