import { CloseButton, Stack, Text } from '@mantine/core';
import type { LinkPreview } from '@ventura/shared';
import classes from '../community.module.css';

type Props = {
  preview: LinkPreview;
  /** Offered while writing: the preview goes, the link stays in the text. */
  onRemove?: (() => void) | undefined;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A linked page as the server read it: its image, site, title and description, opening the page in a new tab. */
export function LinkPreviewCard({ preview, onRemove }: Props) {
  return (
    <div className={classes.previewCard}>
      <a className={classes.previewLink} href={preview.url} target="_blank" rel="noopener noreferrer nofollow ugc">
        {preview.imageUrl ? (
          <img className={classes.previewImage} src={preview.imageUrl} alt="" loading="lazy" />
        ) : null}
        <Stack gap={2} p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" truncate="end">
            {preview.siteName ?? hostOf(preview.url)}
          </Text>
          <Text fw={600} size="sm" lineClamp={2} className={classes.previewTitle}>
            {preview.title}
          </Text>
          {preview.description ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {preview.description}
            </Text>
          ) : null}
        </Stack>
      </a>
      {onRemove ? (
        <CloseButton
          className={classes.previewRemove}
          variant="filled"
          size="sm"
          aria-label="Remove the link preview"
          onClick={onRemove}
        />
      ) : null}
    </div>
  );
}
