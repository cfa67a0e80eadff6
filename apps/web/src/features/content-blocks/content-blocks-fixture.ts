import type { ContentItem } from '@ventura/shared';

/** A published item as GET global/{model} answers it: a banner unless changed. */
export const contentItemFixture = (changes: Partial<ContentItem> = {}): ContentItem => ({
  id: 1,
  slug: 'demo-day-applications',
  title: 'Demo Day applications are open',
  body: '<p>Apply by <strong>30 June</strong>.</p>',
  imageUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/0b8e61f0a3c94d2e8f7a6b5c4d3e2f10-cover.webp',
  linkUrl: 'https://example.com/demo-day',
  author: null,
  ...changes,
});
