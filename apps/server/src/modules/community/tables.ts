import type { LinkPreview, Mention, PostFileType, ReactionCounts, ReactionType, ReportReason } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A file as a post keeps it (copied from its upload, so the feed reads no other table). */
export type StoredPostFile = {
  uuid: string;
  type: PostFileType;
  kind: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  key: string;
};

export const emptyCounts: ReactionCounts = { like: 0, celebrate: 0, support: 0, insightful: 0, curious: 0 };

/**
 * A post on the wall. Counts of comments and reactions are kept on the row as they change, so a page of
 * the feed is one index range and no counting. Files and the link preview are copied in as JSON.
 * `hiddenAt` is an operator's decision: the post stays for its author, marked, and leaves the feed.
 */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    authorProfileId: integer('author_profile_id').notNull(),
    body: text('body').notNull().default(''),
    mentions: jsonb('mentions').$type<Mention[]>().notNull().default([]),
    files: jsonb('files').$type<StoredPostFile[]>().notNull().default([]),
    linkPreview: jsonb('link_preview').$type<LinkPreview>(),
    commentCount: integer('comment_count').notNull().default(0),
    reactionCount: integer('reaction_count').notNull().default(0),
    reactionCounts: jsonb('reaction_counts').$type<ReactionCounts>().notNull().default(emptyCounts),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'posts_author_fk',
      columns: [t.tenantId, t.authorProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('posts_tenant_id_id_key').on(t.tenantId, t.id),
    // The feed: newest first, visible posts only.
    index('posts_feed_idx').on(t.tenantId, t.id.desc()).where(sql`${t.hiddenAt} IS NULL`),
    index('posts_author_idx').on(t.tenantId, t.authorProfileId, t.id.desc()),
  ],
);

/**
 * A file uploaded for a post before the post is written (POST posts/upload-file). Posting claims it
 * (sets `postId`); one never claimed is swept after a day.
 */
export const postUploads = pgTable(
  'post_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    uploaderProfileId: integer('uploader_profile_id').notNull(),
    postId: bigint('post_id', { mode: 'number' }),
    type: text('type').$type<PostFileType>().notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'post_uploads_uploader_fk',
      columns: [t.tenantId, t.uploaderProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_uploads_post_fk',
      columns: [t.tenantId, t.postId],
      foreignColumns: [posts.tenantId, posts.id],
    }).onDelete('cascade'),
  ],
);

/** A comment, or a reply to one (`parentId`: threads are one level deep). */
export const postComments = pgTable(
  'post_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    authorProfileId: integer('author_profile_id').notNull(),
    body: text('body').notNull(),
    mentions: jsonb('mentions').$type<Mention[]>().notNull().default([]),
    replyCount: integer('reply_count').notNull().default(0),
    reactionCount: integer('reaction_count').notNull().default(0),
    reactionCounts: jsonb('reaction_counts').$type<ReactionCounts>().notNull().default(emptyCounts),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'post_comments_post_fk',
      columns: [t.tenantId, t.postId],
      foreignColumns: [posts.tenantId, posts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_comments_author_fk',
      columns: [t.tenantId, t.authorProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('post_comments_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'post_comments_parent_fk',
      columns: [t.tenantId, t.parentId],
      foreignColumns: [t.tenantId, t.id],
    }).onDelete('cascade'),
    index('post_comments_thread_idx').on(t.tenantId, t.postId, t.parentId, t.id),
    index('post_comments_author_idx').on(t.tenantId, t.authorProfileId, t.postId),
  ],
);

/** One reaction per member per post: changing it rewrites the row. */
export const postReactions = pgTable(
  'post_reactions',
  {
    tenantId: tenantIdColumn(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    profileId: integer('profile_id').notNull(),
    type: text('type').$type<ReactionType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'post_reactions_pkey', columns: [t.postId, t.profileId] }),
    foreignKey({
      name: 'post_reactions_post_fk',
      columns: [t.tenantId, t.postId],
      foreignColumns: [posts.tenantId, posts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_reactions_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('post_reactions_profile_idx').on(t.tenantId, t.profileId, t.postId),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    tenantId: tenantIdColumn(),
    commentId: bigint('comment_id', { mode: 'number' }).notNull(),
    profileId: integer('profile_id').notNull(),
    type: text('type').$type<ReactionType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'comment_reactions_pkey', columns: [t.commentId, t.profileId] }),
    foreignKey({
      name: 'comment_reactions_comment_fk',
      columns: [t.tenantId, t.commentId],
      foreignColumns: [postComments.tenantId, postComments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'comment_reactions_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);

/** Who a post mentions (for their notification and their 'mentioned' list). */
export const postMentions = pgTable(
  'post_mentions',
  {
    tenantId: tenantIdColumn(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    profileId: integer('profile_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'post_mentions_pkey', columns: [t.postId, t.profileId] }),
    foreignKey({
      name: 'post_mentions_post_fk',
      columns: [t.tenantId, t.postId],
      foreignColumns: [posts.tenantId, posts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_mentions_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('post_mentions_profile_idx').on(t.tenantId, t.profileId, t.postId),
  ],
);

/**
 * A member's report of a post or a comment (once per member per item). Operators decide all open reports
 * of an item at once; the decision is kept here and in the audit log.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    /** Null for a report of the post itself. */
    commentId: bigint('comment_id', { mode: 'number' }),
    reporterProfileId: integer('reporter_profile_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision').$type<'hide' | 'delete' | 'dismiss'>(),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'post_reports_post_fk',
      columns: [t.tenantId, t.postId],
      foreignColumns: [posts.tenantId, posts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_reports_comment_fk',
      columns: [t.tenantId, t.commentId],
      foreignColumns: [postComments.tenantId, postComments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_reports_reporter_fk',
      columns: [t.tenantId, t.reporterProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('post_reports_once_idx').on(
      t.tenantId,
      t.reporterProfileId,
      t.postId,
      sql`coalesce(${t.commentId}, 0)`,
    ),
    index('post_reports_open_idx').on(t.tenantId, t.createdAt).where(sql`${t.decidedAt} IS NULL`),
  ],
);

/** Link previews read from the web, kept a day so that a link shared twice is read once. */
export const linkPreviews = pgTable(
  'link_previews',
  {
    tenantId: tenantIdColumn(),
    url: text('url').notNull(),
    preview: jsonb('preview').$type<LinkPreview | null>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'link_previews_pkey', columns: [t.tenantId, t.url] })],
);
