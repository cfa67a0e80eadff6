import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { ContentItem, ContentModel } from './lookups.ts';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * Content operators write and publish (issue 39; product.md 2, sidebar Resources and the pages
 * market-insights, platform-updates, news, videos, reports, resources; calls.md 7.1 news, product updates,
 * webinars, reports). Each kind has drafts and published items with a publish date, an audience (everyone,
 * signed-in members, or some account types), a cover image and a body of rich text that the server keeps
 * to an allow-list of HTML, on write and again on every read.
 */

export const articleKinds = [
  'news',
  'platform-updates',
  'webinars',
  'reports',
  'videos',
  'resources',
  'market-insights',
] as const;
export const ArticleKind = z.enum(articleKinds);
export type ArticleKind = z.infer<typeof ArticleKind>;
export const articleKindLabels: Record<ArticleKind, { one: string; many: string }> = {
  news: { one: 'News', many: 'News' },
  'platform-updates': { one: 'Platform update', many: 'Platform updates' },
  webinars: { one: 'Webinar', many: 'Webinars' },
  reports: { one: 'Report', many: 'Reports' },
  videos: { one: 'Video', many: 'Videos' },
  resources: { one: 'Legal template', many: 'Legal templates' },
  'market-insights': { one: 'Market insight', many: 'Market insights' },
};

export const articleLimits = {
  titleLength: 160,
  summaryLength: 400,
  bodyLength: 60_000,
  urlLength: 500,
  searchLength: 100,
  /** An uploaded video (POST admin/articles/files/videos); ARTICLE_VIDEO_MAX_BYTES on the server may change it. */
  videoBytes: 200 * 1024 * 1024,
} as const;

/** Who sees an item: anyone (signed out too), signed-in members, or members of some account types. */
export const ArticleAudience = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('public') }),
  z.object({ scope: z.literal('members') }),
  z.object({
    scope: z.literal('types'),
    types: z.array(AccountType).min(1, 'Choose at least one account type').max(12),
  }),
]);
export type ArticleAudience = z.infer<typeof ArticleAudience>;

const Url = z
  .url({ protocol: /^https?$/, message: 'A link starts with https:// or http://' })
  .max(articleLimits.urlLength);

/** The path files uploaded here are served under (an image or video answered by an upload call). */
export const uploadedFilesPath = '/api/v1/files/';
/** A link elsewhere, or a file uploaded here (its path as the upload call answered it). */
const MediaUrl = z.union(
  [
    z
      .string()
      .max(articleLimits.urlLength)
      .regex(/^\/api\/v1\/files\/[0-9a-f-]{36}\/[0-9a-f]{32}-[a-z0-9]{1,16}\.[a-z0-9]{2,5}$/),
    Url,
  ],
  { error: 'Upload a file, or give a link that starts with https:// or http://' },
);

/** An item as readers see it; the body is HTML the server has sanitised. */
export const Article = z.object({
  id: z.number().int(),
  kind: ArticleKind,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  coverUrl: z.string().nullable(),
  publishAt: z.string().nullable(),
  /** Webinars: when it is held, where to join, and its recording afterwards. */
  startsAt: z.string().nullable(),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  /** Videos: the video's address (a hosted video page or file). */
  videoUrl: z.string().nullable(),
  /** Reports and templates: the file to download (a PDF, a Word document). */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type Article = z.infer<typeof Article>;

export const ArticleSummary = Article.omit({ body: true });
export type ArticleSummary = z.infer<typeof ArticleSummary>;
export const ArticlePage = pageOf(ArticleSummary);
export type ArticlePage = z.infer<typeof ArticlePage>;

export const ArticleQuery = z.object({
  ...pageQuery(pageSizes.list),
  q: z.string().trim().max(articleLimits.searchLength).optional(),
});
export type ArticleQuery = z.infer<typeof ArticleQuery>;

/** The console's item: everything, with its state and audience. */
export const AdminArticle = Article.extend({
  published: z.boolean(),
  audience: ArticleAudience,
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof AdminArticle>;
export const AdminArticlePage = pageOf(AdminArticle);

/** What an operator writes. The body is HTML from the editor; anything outside the allow-list is dropped. */
export const ArticleInput = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'A title has at least 3 characters')
    .max(articleLimits.titleLength, `A title is at most ${articleLimits.titleLength} characters`),
  summary: z.string().trim().max(articleLimits.summaryLength).default(''),
  body: z.string().max(articleLimits.bodyLength, 'The text is too long').default(''),
  coverUrl: MediaUrl.nullable().default(null),
  publishAt: z.iso
    .datetime({ offset: true, message: 'A date and time, like 2027-03-31T09:00:00Z' })
    .max(40)
    .nullable()
    .default(null),
  published: z.boolean().default(false),
  audience: ArticleAudience.default({ scope: 'public' }),
  startsAt: z.iso
    .datetime({ offset: true, message: 'A date and time, like 2027-03-31T09:00:00Z' })
    .max(40)
    .nullable()
    .default(null),
  joinUrl: Url.nullable().default(null),
  recordingUrl: Url.nullable().default(null),
  /** A link to the video elsewhere, or one uploaded with POST admin/articles/files/videos. */
  videoUrl: MediaUrl.nullable().default(null),
  /** A file uploaded with POST admin/articles/files (its URL as answered). */
  fileUrl: z.string().max(articleLimits.urlLength).nullable().default(null),
  fileName: z.string().trim().max(200).nullable().default(null),
});
export type ArticleInput = z.infer<typeof ArticleInput>;

export const UploadedArticleFile = z.object({ fileUrl: z.string(), fileName: z.string() });
export type UploadedArticleFile = z.infer<typeof UploadedArticleFile>;

/** An image uploaded for an item's cover, a banner, an ad or a testimonial (POST admin/content/images). */
export const UploadedContentImage = z.object({ imageUrl: z.string() });
export type UploadedContentImage = z.infer<typeof UploadedContentImage>;

/** A video uploaded for an item of kind videos (POST admin/articles/files/videos), played from its URL. */
export const UploadedArticleVideo = z.object({ videoUrl: z.string(), fileName: z.string() });
export type UploadedArticleVideo = z.infer<typeof UploadedArticleVideo>;

// ---- Banners, testimonials, FAQ and ads (GET global/{model}; the console's admin/content/{model}) ----

export const contentModelLabels: Record<ContentModel, { one: string; many: string }> = {
  banners: { one: 'Banner', many: 'Banners' },
  testimonials: { one: 'Testimonial', many: 'Testimonials' },
  faq: { one: 'Question', many: 'FAQ' },
  ads: { one: 'Ad', many: 'Ads' },
};

export const contentItemLimits = {
  titleLength: 200,
  bodyLength: 20_000,
  authorLength: 120,
  maxSortOrder: 10_000,
} as const;

/**
 * What an operator writes for a banner (headline, text, image, link), a testimonial (title, quote, photo,
 * the person), a question of the FAQ (question, answer) or an ad (headline, text, image, link).
 */
export const ContentItemInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'A title is required')
    .max(contentItemLimits.titleLength, `A title is at most ${contentItemLimits.titleLength} characters`),
  body: z.string().max(contentItemLimits.bodyLength, 'The text is too long').default(''),
  imageUrl: MediaUrl.nullable().default(null),
  linkUrl: Url.nullable().default(null),
  author: z
    .string()
    .trim()
    .max(contentItemLimits.authorLength, `At most ${contentItemLimits.authorLength} characters`)
    .nullable()
    .default(null),
  sortOrder: z
    .number()
    .int('A whole number')
    .min(0, 'At least 0')
    .max(contentItemLimits.maxSortOrder, `At most ${contentItemLimits.maxSortOrder}`)
    .default(0),
  published: z.boolean().default(false),
  publishAt: z.iso
    .datetime({ offset: true, message: 'A date and time, like 2027-03-31T09:00:00Z' })
    .max(40)
    .nullable()
    .default(null),
  audience: ArticleAudience.default({ scope: 'public' }),
});
export type ContentItemInput = z.infer<typeof ContentItemInput>;

/** The console's banner, testimonial, question or ad: everything, with its state and audience. */
export const AdminContentItem = ContentItem.extend({
  model: ContentModel,
  sortOrder: z.number().int(),
  published: z.boolean(),
  publishAt: z.string().nullable(),
  audience: ArticleAudience,
  updatedAt: z.string(),
});
export type AdminContentItem = z.infer<typeof AdminContentItem>;
export const AdminContentItemPage = pageOf(AdminContentItem);
export type AdminContentItemPage = z.infer<typeof AdminContentItemPage>;
