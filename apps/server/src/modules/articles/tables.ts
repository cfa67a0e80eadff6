import type { ArticleAudience, ArticleKind } from '@ventura/shared';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * What operators publish under Resources (news, platform updates, webinars, reports, videos, legal
 * templates, market insights): a draft until published, shown from its publish date to its audience. The
 * body is HTML kept to an allow-list (sanitise.ts), on write and on every read.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    kind: text('kind').$type<ArticleKind>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    coverUrl: text('cover_url'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    published: boolean('published').notNull().default(false),
    audience: jsonb('audience').$type<ArticleAudience>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    joinUrl: text('join_url'),
    recordingUrl: text('recording_url'),
    videoUrl: text('video_url'),
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('articles_slug_key').on(t.tenantId, t.kind, t.slug),
    foreignKey({
      name: 'articles_author_fk',
      columns: [t.tenantId, t.createdByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // Readers' lists: a kind's published items, newest publish date first.
    index('articles_reading_idx').on(t.tenantId, t.kind, t.published, t.publishAt),
  ],
);
