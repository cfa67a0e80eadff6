import { Button, Group, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconPhotoOff } from '@tabler/icons-react';
import { type ChatAttachment, documentKindInfo } from '@ventura/shared';
import { useEffect, useState } from 'react';
import { downloadWithToast, FileChip } from '../../../ui/file-chip.tsx';
import { fileSizeText } from '../../../ui/file-size.ts';
import { fetchAttachment } from '../api.ts';
import classes from '../chat.module.css';
import { attachmentHref } from '../present.ts';

const download = (attachment: ChatAttachment) => downloadWithToast(attachmentHref(attachment.url), attachment.name);

/** An image's bytes as an address an <img> can show; null while loading, 'failed' when they could not be had. */
const useImageSource = (url: string) => {
  const [src, setSrc] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    // The object URL holds the photo in memory until the message leaves the screen.
    let objectUrl: string | null = null;
    setSrc(null);
    fetchAttachment(url, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setSrc('failed');
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
};

const maxWidth = 240;
const maxHeight = 300;

/** The size an image shows at in the thread: its own proportions, within 240 × 300. */
export const thumbnailSize = (width: number | null, height: number | null) => {
  if (!width || !height) return { width: maxWidth, height: Math.round(maxWidth * 0.75) };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(48, Math.round(width * scale)), height: Math.max(48, Math.round(height * scale)) };
};

function ImageAttachment({ attachment }: { attachment: ChatAttachment }) {
  const src = useImageSource(attachment.url);
  const [opened, setOpened] = useState(false);
  const size = thumbnailSize(attachment.width, attachment.height);
  if (src === 'failed') {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconPhotoOff size={18} aria-hidden />
        <Text size="sm">The image {attachment.name} could not be loaded.</Text>
      </Group>
    );
  }
  return (
    <>
      <UnstyledButton
        className={classes.image}
        style={{ width: size.width, height: size.height, maxWidth: '100%' }}
        onClick={() => setOpened(true)}
        aria-label={`Open image ${attachment.name}`}
        disabled={src === null}
      >
        {src ? <img src={src} alt={attachment.name} /> : <Skeleton h="100%" w="100%" aria-hidden />}
      </UnstyledButton>
      {src ? (
        <Modal opened={opened} onClose={() => setOpened(false)} title={attachment.name} size="xl" centered>
          <Stack gap="sm" align="center">
            <img src={src} alt={attachment.name} style={{ maxWidth: '100%', maxHeight: '75dvh', display: 'block' }} />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download(attachment)}
            >
              Download
            </Button>
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}

function FileAttachment({ attachment }: { attachment: ChatAttachment }) {
  return (
    <FileChip
      name={attachment.name}
      detail={`${documentKindInfo[attachment.kind].label} · ${fileSizeText(attachment.size)}`}
      url={attachmentHref(attachment.url)}
    />
  );
}

/** A file in a message: an image inline (opening full size), any other kind as a chip that downloads it. */
export function Attachment({ attachment }: { attachment: ChatAttachment }) {
  return attachment.isImage ? <ImageAttachment attachment={attachment} /> : <FileAttachment attachment={attachment} />;
}
