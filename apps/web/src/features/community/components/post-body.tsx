import { Stack } from '@mantine/core';
import type { Post } from '@ventura/shared';
import { LinkPreviewCard } from './link-preview-card.tsx';
import { PostFiles } from './post-files.tsx';
import { PostText } from './post-text.tsx';

type Props = Pick<Post, 'text' | 'files' | 'linkPreview'> & {
  /** While writing: the preview can be taken off. */
  onRemovePreview?: (() => void) | undefined;
};

/** What a post says: its text, its files and its link's preview (the same in the feed and in the composer's preview). */
export function PostBody({ text, files, linkPreview, onRemovePreview }: Props) {
  return (
    <Stack gap="sm">
      <PostText text={text} />
      <PostFiles files={files} />
      {linkPreview ? <LinkPreviewCard preview={linkPreview} onRemove={onRemovePreview} /> : null}
    </Stack>
  );
}
