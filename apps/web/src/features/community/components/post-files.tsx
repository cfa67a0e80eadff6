import { Modal, Stack } from '@mantine/core';
import type { PostFile } from '@ventura/shared';
import { useState } from 'react';
import { FileChip } from '../../../ui/file-chip.tsx';
import classes from '../community.module.css';
import { fileDetail } from '../present.ts';

/** A post's images: one at full width, more in a grid; each opens large in a dialog. */
function PostImages({ images }: { images: readonly PostFile[] }) {
  const [open, setOpen] = useState<PostFile | null>(null);
  return (
    <>
      <div className={classes.images} data-count={images.length}>
        {images.map((image, index) => (
          <button
            key={image.uuid}
            type="button"
            className={classes.image}
            onClick={() => setOpen(image)}
            aria-label={`Open image ${index + 1} of ${images.length}: ${image.name}`}
            style={
              images.length === 1 && image.width && image.height
                ? { aspectRatio: `${image.width} / ${image.height}` }
                : undefined
            }
          >
            <img
              src={image.url}
              alt=""
              loading="lazy"
              width={image.width ?? undefined}
              height={image.height ?? undefined}
            />
          </button>
        ))}
      </div>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ''} size="xl" centered>
        {open ? (
          <img
            src={open.url}
            alt={open.name}
            style={{ display: 'block', maxWidth: '100%', maxHeight: '78dvh', margin: '0 auto' }}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** A post's files: its images, then its documents as chips that download with the session. */
export function PostFiles({ files }: { files: readonly PostFile[] }) {
  const images = files.filter((file) => file.type === 'image');
  const documents = files.filter((file) => file.type === 'document');
  if (files.length === 0) return null;
  return (
    <Stack gap="xs">
      {images.length > 0 ? <PostImages images={images} /> : null}
      {documents.map((file) => (
        <FileChip key={file.uuid} name={file.name} detail={fileDetail(file)} url={file.url} />
      ))}
    </Stack>
  );
}
