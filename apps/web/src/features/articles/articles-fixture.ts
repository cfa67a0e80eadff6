import type { AdminArticle, Article } from '@ventura/shared';

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
