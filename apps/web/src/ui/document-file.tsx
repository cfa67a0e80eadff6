import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type DocumentFile, type DocumentStatus, documentKindInfo } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../api/client.ts';
import { downloadFile } from '../api/download.ts';
import { notify } from '../core/notify.ts';
import { fileSizeText } from './file-size.ts';

/** What an application document's state is called, from either side. */
export const documentStatusInfo: Record<DocumentStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for the file', color: 'yellow' },
  submitted: { label: 'Waiting for review', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  rejected: { label: 'Sent back', color: 'red' },
};

type FileLineProps = {
  file: Pick<DocumentFile, 'name' | 'kind' | 'size' | 'url'>;
  /** When it came, as the page words moments ('3 Mar, 14:05'); left out when the page says it elsewhere. */
  when?: string | undefined;
};

/** A stored file with its kind and size (and when it came), and a download through the session. */
export function FileLine({ file, when }: FileLineProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file.url, { fallbackName: file.name, failedText: 'The file could not be downloaded' });
    } catch (error) {
      notify.error(errorText(error, 'The file could not be downloaded'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={0} truncate="end">
        {[file.name, documentKindInfo[file.kind].label, fileSizeText(file.size), when].filter(Boolean).join(' · ')}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        aria-label={`Download ${file.name}`}
      >
        Download
      </Button>
    </Group>
  );
}
