import { Alert, Badge, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import {
  type MetricImportPreview,
  type MetricType,
  metricCsvColumns,
  metricLimits,
  periodLabel,
} from '@ventura/shared';
import { useState } from 'react';
import { ApiError, errorText, peopleText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useImportMetrics } from '../api.ts';
import { changeLabels, csvTemplateHref, csvTemplateName, type ImportChange, previewSummary } from '../csv.ts';
import { formatMetricValue } from '../format.ts';
import { NoValue } from './values-table.tsx';

const changeColors: Record<ImportChange, string> = { add: 'green', change: 'blue', same: 'gray', remove: 'red' };

/** What a refused file says: each broken line the server names, else its message. */
const refusalOf = (error: unknown) => {
  if (error instanceof ApiError && error.errors.length) return error.errors.map(peopleText);
  return [errorText(error, 'The file could not be read')];
};

type Props = { types: readonly MetricType[]; today: Date; onDone: () => void };

function PreviewTable({ preview, types }: { preview: MetricImportPreview; types: readonly MetricType[] }) {
  const typeOf = (key: string) => types.find((type) => type.key === key);
  const valueText = (key: string, value: number | null) => {
    if (value === null) return <NoValue />;
    const type = typeOf(key);
    return type ? formatMetricValue(value, type.unit) : String(value);
  };
  return (
    <Table.ScrollContainer minWidth={560} mah={360}>
      <Table striped withTableBorder fz="sm" stickyHeader captionSide="top">
        <Table.Caption>What the file changes</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col">Metric</Table.Th>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col" ta="right">
              Now
            </Table.Th>
            <Table.Th scope="col" ta="right">
              After
            </Table.Th>
            <Table.Th scope="col">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{typeOf(row.metric)?.name ?? row.metric}</Table.Td>
              <Table.Td>{periodLabel(row.period)}</Table.Td>
              <Table.Td ta="right">{valueText(row.metric, row.before)}</Table.Td>
              <Table.Td ta="right">{valueText(row.metric, row.after)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={changeColors[row.change]}>
                  {changeLabels[row.change]}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The import: the template, a file checked for its size, the server's preview of each line, then Apply. */
function CsvImport({ types, today, onDone }: Props) {
  const importing = useImportMetrics();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ csv: string; result: MetricImportPreview } | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setRefusal([]);
    setFileProblem(
      chosen && chosen.size > metricLimits.csvBytes
        ? `A CSV can be at most ${metricLimits.csvBytes / 1000} KB`
        : chosen && chosen.size === 0
          ? 'The file is empty'
          : null,
    );
  };

  const check = async () => {
    if (!file || fileProblem) return;
    setRefusal([]);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setRefusal(['The file could not be read']);
      return;
    }
    importing.mutate(
      { csv, apply: false },
      { onSuccess: (result) => setPreview({ csv, result }), onError: (error) => setRefusal(refusalOf(error)) },
    );
  };

  const apply = () => {
    if (!preview) return;
    importing.mutate(
      { csv: preview.csv, apply: true },
      {
        onSuccess: (result) => {
          notify.success(`Imported: ${previewSummary(result.rows).toLowerCase()}.`);
          onDone();
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  const changes = preview?.result.rows.filter((row) => row.change !== 'same').length ?? 0;
  return (
    <Stack gap="md">
      <Text size="sm">
        One value a row under a header row: {metricCsvColumns.join(', ')}. The metric is its key as in the template;
        periods are months like 2026-03 or quarters like 2026-Q1. You see what changes before anything is saved.
      </Text>
      <div>
        <Button
          component="a"
          href={csvTemplateHref(types, today)}
          download={csvTemplateName}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download the template
        </Button>
      </div>
      <Group gap="sm" align="flex-end">
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={choose}
          error={fileProblem}
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          variant="default"
          leftSection={<IconUpload size={18} aria-hidden />}
          onClick={() => void check()}
          disabled={!file || fileProblem !== null || importing.isPending}
          loading={importing.isPending && importing.variables?.apply === false}
        >
          Preview
        </Button>
      </Group>
      {refusal.length ? (
        <Alert color="red" role="alert" title="The file was not imported">
          {refusal.length === 1 ? (
            <Text size="sm">{refusal[0]}</Text>
          ) : (
            <List size="sm">
              {refusal.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      ) : null}
      {preview ? (
        <Stack gap="sm">
          <Text size="sm" fw={500} role="status">
            {previewSummary(preview.result.rows)}
          </Text>
          {preview.result.rows.length ? <PreviewTable preview={preview.result} types={types} /> : null}
          <Group justify="flex-end">
            <Button
              onClick={apply}
              disabled={changes === 0 || importing.isPending}
              loading={importing.isPending && importing.variables?.apply === true}
            >
              Apply
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** 'Import CSV': past periods from a file, previewed line by line before anything is written. */
export function CsvImportButton({ types, today }: Omit<Props, 'onDone'>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileTypeCsv size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Import CSV
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Import metrics from a CSV" size="xl">
        {opened ? <CsvImport types={types} today={today} onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}
