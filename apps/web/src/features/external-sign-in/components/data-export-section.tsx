import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type DataExport, dataExportKeepDays, dataExportsPerDay } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { fileSizeText } from '../../../ui/file-size.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { dataExportQuery, downloadDataExport, useRequestDataExport } from '../api.ts';
import { dateTimeText, exportStatusColors, exportStatusLabels } from '../format.ts';

function DownloadButton({ dataExport }: { dataExport: DataExport }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDataExport(dataExport);
    } catch (error) {
      notify.error(errorText(error, 'Your data could not be downloaded'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button leftSection={<IconDownload size={16} aria-hidden />} loading={downloading} onClick={() => void download()}>
      Download
    </Button>
  );
}

/** The latest export's state in words, with what can be done with it. */
function ExportState({ dataExport }: { dataExport: DataExport }) {
  const { status } = dataExport;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={exportStatusColors[status]} variant="light">
          {exportStatusLabels[status]}
        </Badge>
        <Text size="sm" c="dimmed">
          Asked for {dateTimeText(dataExport.requestedAt)}
        </Text>
      </Group>
      {status === 'queued' || status === 'building' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">
            {status === 'queued' ? 'Your data waits its turn to be prepared.' : 'Your data is being prepared.'} We also
            email you when it is ready.
          </Text>
        </Group>
      ) : null}
      {status === 'ready' ? (
        <Stack gap="sm">
          <Text size="sm">
            A zip of {dataExport.bytes === null ? 'unknown size' : fileSizeText(dataExport.bytes)}
            {dataExport.expiresAt ? `, to download until ${dateTimeText(dataExport.expiresAt)}` : ''}.
          </Text>
          <Group>
            <DownloadButton dataExport={dataExport} />
          </Group>
          {dataExport.parts.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                What it holds
              </Text>
              <List size="sm" spacing={2}>
                {dataExport.parts.map((part) => (
                  <List.Item key={part.key}>
                    {part.label}: {part.count}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {status === 'failed' ? (
        <Alert color="red" title="Your data could not be prepared">
          {dataExport.error ?? 'Something went wrong. Prepare it again.'}
        </Alert>
      ) : null}
      {status === 'expired' ? (
        <Text size="sm">This copy is no longer kept. Prepare a new one to download your data.</Text>
      ) : null}
    </Stack>
  );
}

/**
 * Download your data (issue 42): the latest export (asked again every 5 s while it is being made) and a new
 * one on request, refused while one is being made or past the day's limit.
 */
export function DataExportSection() {
  const headingId = useId();
  const latest = useQuery(dataExportQuery());
  const prepare = useRequestDataExport();
  const busy = latest.data?.status === 'queued' || latest.data?.status === 'building';
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            Download your data
          </Title>
          <Text size="sm" c="dimmed">
            Everything your account holds here, as a zip: your profiles, what you wrote and the files you uploaded. A
            copy can be downloaded for {dataExportKeepDays} days; you can ask for {dataExportsPerDay} a day.
          </Text>
        </Stack>
        <QueryView query={latest} errorTitle="Your data's state could not be loaded" loadingHeight={80}>
          {(found) =>
            found ? (
              <ExportState dataExport={found} />
            ) : (
              <Text size="sm">You have not asked for a copy of your data yet.</Text>
            )
          }
        </QueryView>
        {prepare.isError ? (
          <Alert color="red" role="alert" title="Not prepared">
            {errorText(prepare.error, 'Your data could not be prepared')}
          </Alert>
        ) : null}
        <Group>
          <Button
            variant={latest.data?.status === 'ready' ? 'default' : 'filled'}
            onClick={() => prepare.mutate()}
            loading={prepare.isPending}
            disabled={busy || latest.isPending}
          >
            Prepare my data
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
