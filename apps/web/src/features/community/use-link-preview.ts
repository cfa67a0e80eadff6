import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { splitLinks } from '../../ui/text-links.ts';
import { linkPreviewQuery } from './api.ts';

/** The first web address of a text, as a full http(s) address; null when there is none. */
export const firstLink = (text: string) => {
  const link = splitLinks(text).find((part) => part.kind === 'link');
  return link?.kind === 'link' && /^https?:\/\//i.test(link.href) ? link.href : null;
};

/** How long the writer pauses before the server reads the page (it fetches it, so not on every key). */
const pauseMs = 600;

/**
 * The preview of the first link in what is being written: asked for once typing pauses, gone when the
 * writer removes it (that link then gets none) or the link leaves the text.
 */
export const useLinkPreview = (text: string) => {
  const link = firstLink(text);
  const [settled] = useDebouncedValue(link, pauseMs);
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const wanted = settled !== null && settled === link && !removed.includes(settled) ? settled : null;
  const preview = useQuery({ ...linkPreviewQuery(wanted ?? ''), enabled: wanted !== null });
  const shown = wanted !== null && preview.data ? preview.data : null;
  return {
    /** The link whose preview shows (what the post names as linkPreviewUrl), or null. */
    url: shown ? wanted : null,
    preview: shown,
    loading: wanted !== null && preview.isFetching,
    remove: () => {
      if (wanted) setRemoved((now) => [...now, wanted]);
    },
    reset: () => setRemoved([]),
  };
};
