import { queryOptions } from '@tanstack/react-query';
import { ContentItem, type ContentModel } from '@ventura/shared';
import { api } from '../../api/client.ts';

/* What operators write in the console for readers (issue 39): banners, testimonials, FAQ and ads. */

export const contentBlockKeys = {
  all: ['content-blocks'] as const,
  items: (model: ContentModel) => ['content-blocks', model] as const,
};

const ContentItems = ContentItem.array();

/** They change when an operator publishes, not while someone reads: asked again after a few minutes. */
const freshForMs = 5 * 60_000;

/**
 * GET global/{model}: the published items the caller may see, in the operators' order (public; signed in,
 * members-only items and those of the caller's account type too). The cache is the session's: signing out
 * drops it (core/sign-out.tsx).
 */
export const contentItemsQuery = (model: ContentModel) =>
  queryOptions({
    queryKey: contentBlockKeys.items(model),
    queryFn: ({ signal }) => api.get(`/global/${model}`, ContentItems, { signal }),
    staleTime: freshForMs,
    // A side block that failed stays out of the way; asking again at once rarely helps.
    retry: false,
  });
