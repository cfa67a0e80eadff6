import { CloseButton, Group, Loader, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconFileText } from '@tabler/icons-react';
import classes from '../community.module.css';
import type { Upload } from '../use-uploads.ts';

type Props = { uploads: readonly Upload[]; onRemove: (key: string) => void };

const stateText = (upload: Upload) =>
  upload.state === 'uploading' ? 'uploading' : upload.state === 'failed' ? 'could not be uploaded' : 'ready';

function ImageThumb({ upload, onRemove }: { upload: Upload; onRemove: () => void }) {
  return (
    <div className={classes.thumb}>
      {upload.localUrl ? <img src={upload.localUrl} alt={`${upload.name}, ${stateText(upload)}`} /> : null}
      {upload.state !== 'done' ? (
        <div className={classes.thumbOverlay}>
          {upload.state === 'uploading' ? (
            <Loader size="sm" aria-hidden />
          ) : (
            <Tooltip label={upload.error}>
              <IconAlertTriangle size={24} color="var(--mantine-color-red-filled)" aria-hidden />
            </Tooltip>
          )}
        </div>
      ) : null}
      <CloseButton
        className={classes.thumbRemove}
        variant="filled"
        size="sm"
        aria-label={`Remove ${upload.name}`}
        onClick={onRemove}
      />
    </div>
  );
}

function DocumentChip({ upload, onRemove }: { upload: Upload; onRemove: () => void }) {
  return (
    <Paper withBorder radius="md" p={4} pl="xs" maw="100%">
      <Group gap="xs" wrap="nowrap">
        {upload.state === 'uploading' ? (
          <Loader size={18} aria-hidden />
        ) : (
          <ThemeIcon variant="light" size={24} color={upload.state === 'failed' ? 'red' : undefined} aria-hidden>
            {upload.state === 'failed' ? <IconAlertTriangle size={14} /> : <IconFileText size={14} />}
          </ThemeIcon>
        )}
        <Text size="sm" truncate="end" maw={220}>
          {upload.name}
        </Text>
        <CloseButton size="sm" aria-label={`Remove ${upload.name}`} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

/** The files of the post being written: thumbnails of images, chips of documents, each with its state and a ×. */
export function UploadTray({ uploads, onRemove }: Props) {
  if (uploads.length === 0) return null;
  const failed = uploads.filter((upload) => upload.state === 'failed');
  return (
    <>
      <ul className={classes.tray} aria-label="Files of this post" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {uploads.map((upload) => (
          <li key={upload.key} aria-busy={upload.state === 'uploading' || undefined}>
            {upload.type === 'image' ? (
              <ImageThumb upload={upload} onRemove={() => onRemove(upload.key)} />
            ) : (
              <DocumentChip upload={upload} onRemove={() => onRemove(upload.key)} />
            )}
          </li>
        ))}
      </ul>
      {failed.map((upload) => (
        <Text key={upload.key} size="xs" c="red" role="alert">
          {upload.error}
        </Text>
      ))}
    </>
  );
}
