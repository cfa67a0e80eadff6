import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { articleLimits, type UploadedArticleVideo } from '@ventura/shared';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { isCancelled, type UploadProgress } from '../../../api/upload.ts';
import { fileSizeText } from '../../../ui/file-size.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { uploadArticleVideo } from '../api.ts';

/** What the server takes (POST admin/articles/files/videos): MP4 or WebM, told by the bytes there, up to 200 MB. */
const videoTypes = ['video/mp4', 'video/webm'];
const videoMaxBytes = articleLimits.videoBytes;

/** Why a chosen file cannot be the video, before any of it is sent; null when it may go. */
export const videoProblem = (file: Pick<File, 'type' | 'size'>) => {
  if (!videoTypes.includes(file.type)) return 'Choose an MP4 or WebM video.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > videoMaxBytes) {
    return `The video must be at most ${fileSizeText(videoMaxBytes)}; this file is ${fileSizeText(file.size, 'up')}.`;
  }
  return null;
};

type Props = {
  onUploaded: (video: UploadedArticleVideo) => void;
  /** Told when an upload starts and ends, so that the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
};

const percentOf = ({ sent, total }: UploadProgress) =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;

/**
 * A video file uploaded for an item of kind videos, with how much has gone and a way to cancel; once in,
 * its address becomes the item's video link, and the page plays it.
 */
export function VideoUploadField({ onUploaded, onBusyChange }: Props) {
  const resetRef = useRef<() => void>(null);
  const running = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  // Closing the form stops an upload on its way.
  useEffect(() => () => running.current?.abort(), []);

  const finish = () => {
    running.current = null;
    setProgress(null);
    onBusyChange(false);
  };

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const reason = videoProblem(file);
    setProblem(reason);
    if (reason) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ sent: 0, total: file.size });
    onBusyChange(true);
    try {
      const video = await uploadArticleVideo({ file, onProgress: setProgress, signal: controller.signal });
      setUploaded(video.fileName);
      onUploaded(video);
    } catch (error) {
      if (!isCancelled(error)) setProblem(withoutFieldPath(errorText(error, 'The video could not be uploaded')));
    } finally {
      if (running.current === controller) finish();
    }
  };

  const percent = progress ? percentOf(progress) : 0;
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept={videoTypes.join(',')} resetRef={resetRef}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={progress !== null}
            >
              Upload a video file
            </Button>
          )}
        </FileButton>
        {progress ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => running.current?.abort()}
          >
            Cancel upload
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        MP4 or WebM, up to {fileSizeText(videoMaxBytes)}. It plays in the page.
      </Text>
      {progress ? (
        <Stack gap={4}>
          <Progress.Root size="md">
            <Progress.Section value={percent} aria-label="Video upload" />
          </Progress.Root>
          {/* Not a live region: the bar says how far it is to whoever asks, without a word at every step. */}
          <Text size="sm">Uploading… {percent}%</Text>
        </Stack>
      ) : uploaded ? (
        <Text size="sm" role="status">
          Uploaded {uploaded}
        </Text>
      ) : null}
      {problem ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
