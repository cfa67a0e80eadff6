import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../api/client.ts';
import { downloadFile } from '../api/download.ts';
import { notify } from '../core/notify.ts';

const failedText = 'The file could not be downloaded';

/** Downloads a file that needs the session; a failure is a toast. */
export const downloadWithToast = async (url: string, name: string) => {
  try {
    await downloadFile(url, { fallbackName: name, failedText });
  } catch (error) {
    notify.error(errorText(error, failedText));
  }
};

type Props = {
  name: string;
  /** Under the name: its kind and size ('PDF · 2.1 MB'). */
  detail: string;
  /** Where its bytes are, under the API (fetched with the session). */
  url: string;
};

/** A file as a chip: its icon, name, kind and size, and a button that downloads it. */
export function FileChip({ name, detail, url }: Props) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    await downloadWithToast(url, name);
    setBusy(false);
  };
  return (
    <Paper withBorder radius="md" p={6} maw="100%">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
          <IconFileText size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: '1 1 auto' }}>
          <Text size="sm" fw={500} truncate="end" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </div>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => void open()}
          loading={busy}
          aria-label={`Download ${name}`}
        >
          <IconDownload size={16} aria-hidden />
        </Button>
      </Group>
    </Paper>
  );
}
