import { Button, CloseButton, FileButton, Group, Input, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconFileText, IconPaperclip } from '@tabler/icons-react';
import { documentKindsText, limits } from '@ventura/shared';
import { useId, useRef } from 'react';
import { fileSizeText } from '../../../ui/file-size.ts';
import { attachmentAccept, fileDetail } from '../present.ts';
import type { Attachment, Attachments } from '../use-attachments.ts';

const stateText = (item: Attachment) =>
  item.state === 'uploading'
    ? 'Uploading…'
    : item.state === 'failed'
      ? (item.error ?? 'Could not be uploaded')
      : item.file
        ? fileDetail(item.file)
        : '';

function AttachmentLine({ item, onRemove }: { item: Attachment; onRemove: () => void }) {
  const failed = item.state === 'failed';
  return (
    <Paper component="li" withBorder radius="md" p={6} pl="xs" aria-busy={item.state === 'uploading' || undefined}>
      <Group gap="xs" wrap="nowrap">
        {item.state === 'uploading' ? (
          <Loader size={20} aria-hidden />
        ) : (
          <ThemeIcon variant="light" size={28} radius="md" color={failed ? 'red' : undefined} aria-hidden>
            {failed ? <IconAlertTriangle size={16} /> : <IconFileText size={16} />}
          </ThemeIcon>
        )}
        <div style={{ minWidth: 0, flex: '1 1 auto' }}>
          <Text size="sm" fw={500} truncate="end" title={item.name}>
            {item.name}
          </Text>
          <Text size="xs" c={failed ? 'red' : 'dimmed'} role={failed ? 'alert' : undefined}>
            {stateText(item)}
          </Text>
        </div>
        <CloseButton size="sm" aria-label={`Remove ${item.name}`} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

type Props = {
  label: string;
  attachments: Attachments;
  /** A problem of the field from the form or the server. */
  error?: string | undefined;
  disabled?: boolean;
};

/** A form's files: a button to choose them (several at once), each with its upload state and a ×. */
export function AttachmentsField({ label, attachments, error, disabled }: Props) {
  const labelId = useId();
  const resetRef = useRef<() => void>(null);
  const { items, problems, full, limit } = attachments;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <div>
        <Input.Label id={labelId} labelElement="div">
          {label}
        </Input.Label>
        <Input.Description>
          Up to {limit} files: {documentKindsText}, each up to {fileSizeText(limits.documentSizeBytes)}.
        </Input.Description>
      </div>
      {items.length > 0 ? (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {items.map((item) => (
            <AttachmentLine key={item.key} item={item} onRemove={() => attachments.remove(item.key)} />
          ))}
        </Stack>
      ) : null}
      <div>
        <FileButton
          multiple
          accept={attachmentAccept}
          resetRef={resetRef}
          disabled={disabled || full}
          onChange={(files) => {
            resetRef.current?.();
            attachments.add(files);
          }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {items.length > 0 ? 'Attach more files' : 'Attach files'}
            </Button>
          )}
        </FileButton>
      </div>
      {[...problems, ...(error ? [error] : [])].map((problem) => (
        <Text key={problem} size="xs" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}
