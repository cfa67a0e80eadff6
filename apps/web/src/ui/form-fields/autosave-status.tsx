import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { AutosaveStatus } from './use-autosave.ts';

const texts: Record<AutosaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Draft not saved: it is tried again as you type',
};

/** Where the draft is: 'Saving…', 'Saved', or that it could not be saved; read out politely. */
export function AutosaveStatusText({ status }: { status: AutosaveStatus }) {
  return (
    <Group gap={6} role="status" aria-live="polite" mih={22} wrap="nowrap">
      {status === 'saving' ? <Loader size={14} aria-hidden /> : null}
      {status === 'saved' ? <IconCheck size={16} color="var(--mantine-color-green-text)" aria-hidden /> : null}
      {status === 'error' ? <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" aria-hidden /> : null}
      <Text size="sm" c={status === 'error' ? 'red' : 'dimmed'}>
        {texts[status]}
      </Text>
    </Group>
  );
}
