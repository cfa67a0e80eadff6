import type { AdminArticle, AdminContentItem, Article } from '@ventura/shared';

/** A published news item as readers get it. */
export const articleFixture = (changes: Partial<Article> = {}): Article => ({
  id: 1,
  kind: 'news',
  slug: 'demo-day-2026',
  title: 'Demo Day 2026 winners',
  summary: 'Twelve startups pitched; three won.',
  body: '<p>The <strong>winners</strong> are in.</p><h2>Finlytics</h2>',
  coverUrl: 'https://cdn.example.com/demo-day.jpg',
  publishAt: '2026-06-03T09:00:00.000Z',
  startsAt: null,
  joinUrl: null,
  recordingUrl: null,
  videoUrl: null,
  fileUrl: null,
  fileName: null,
  ...changes,
});

/** The same item as the console lists it. */
export const adminArticleFixture = (changes: Partial<AdminArticle> = {}): AdminArticle => ({
  ...articleFixture(),
  published: true,
  audience: { scope: 'public' },
  updatedAt: '2026-06-03T09:00:00.000Z',
  ...changes,
});

export const pageOf = <T>(items: T[], limit = 20) => ({ items, total: items.length, pageNumber: 1, limit });

/** A published banner as the console lists it. */
export const adminContentItemFixture = (changes: Partial<AdminContentItem> = {}): AdminContentItem => ({
  id: 11,
  model: 'banners',
  slug: 'demo-day-applications',
  title: 'Demo Day applications are open',
  body: '<p>Apply by <strong>30 June</strong>.</p>',
  imageUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/0b8e61f0a3c94d2e8f7a6b5c4d3e2f10-cover.webp',
  linkUrl: 'https://example.com/demo-day',
  author: null,
  sortOrder: 0,
  published: true,
  publishAt: '2026-06-03T09:00:00.000Z',
  audience: { scope: 'public' },
  updatedAt: '2026-06-03T09:00:00.000Z',
  ...changes,
});
