import { Alert, Button, CloseButton, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import type { CsvImportReport } from '@ventura/shared';
import { useId, useState } from 'react';
import { useImportCsv } from '../api.ts';
import { csvFileProblem, csvRulesText, csvTemplateHref, csvTemplateName, refusalTexts } from '../portfolio-csv.ts';
import { CsvReport } from './csv-report.tsx';

type Result = { report: CsvImportReport; summary: string };

/**
 * Import CSV: the template to fill in, a file checked here for its type and size, the upload, and the
 * report of what was imported and what was refused.
 */
export function CsvImportPanel({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const upload = useImportCsv();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // A refused file (a column missing, too many rows) names every problem; a fault says one thing.
  const [refusal, setRefusal] = useState<string[]>([]);
  const [result, setResult] = useState<Result | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal([]);
    setFileProblem(chosen ? csvFileProblem(chosen) : null);
  };
  const send = () => {
    if (!file || fileProblem) return;
    setRefusal([]);
    setResult(null);
    upload.mutate(file, {
      onSuccess: ({ data, message }) => {
        setResult({ report: data, summary: message || `${data.imported.length} startups imported` });
        setFile(null);
      },
      onError: (error) => setRefusal(refusalTexts(error)),
    });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h4" id={headingId}>
              Import startups from a CSV
            </Title>
            <Text size="sm" c="dimmed">
              {csvRulesText()} Each founder gets an invitation by email.
            </Text>
          </Stack>
          <CloseButton onClick={onClose} aria-label="Close the CSV import" />
        </Group>
        <Group gap="sm" align="flex-end">
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            // The placeholder is a text element here, not ::placeholder: Mantine's grey reads 2:1 on white.
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
            leftSection={<IconUpload size={18} aria-hidden />}
            onClick={send}
            disabled={!file || fileProblem !== null}
            loading={upload.isPending}
          >
            Import
          </Button>
        </Group>
        <div>
          <Button
            component="a"
            href={csvTemplateHref()}
            download={csvTemplateName}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download the template
          </Button>
        </div>
        {refusal.length > 0 ? (
          <Alert color="red" role="alert" title="The file was not imported">
            {refusal.length === 1 ? (
              refusal[0]
            ) : (
              <List size="sm">
                {refusal.map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        ) : null}
        {result ? <CsvReport report={result.report} summary={result.summary} /> : null}
      </Stack>
    </Paper>
  );
}
