import { Typography } from '@mantine/core';

/**
 * An item's text as the HTML it is. The server keeps a body to an allow-list of tags and attributes on
 * write and again on every read (content contract), so it is rendered as given.
 */
export function ItemBody({ html, size }: { html: string; size?: 'sm' | 'md' }) {
  if (html.trim() === '') return null;
  return (
    <Typography fz={size ?? 'md'}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the body (see above). */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** A link to elsewhere opens in a new tab, and the new page cannot reach back to this one. */
export const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
