import type { ArticleAudience, ContentModel } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** What a content item is: one of the global lists, or a page of prose. */
export type ContentKind = ContentModel | 'page';

/**
 * Banners, testimonials, FAQ, ads and pages of a tenant: one shape, told apart by model. Operators write
 * them in the console (admin/content/{model}); readers get the published ones their audience includes.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    model: text('model').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    author: text('author'),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    /** Shown from this moment (null: at once) while published. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who sees it: everyone, signed-in members, or members of some account types. */
    audience: jsonb('audience').$type<ArticleAudience>().notNull().default(sql`'{"scope":"public"}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_slug_idx').on(t.tenantId, t.model, t.slug),
    index('content_items_tenant_idx').on(t.tenantId, t.model, t.sortOrder),
  ],
);

/** A tenant's glossary; slugs are stored lower-case so a word is found whatever its case. */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    word: text('word').notNull(),
    slug: text('slug').notNull(),
    definition: text('definition').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('glossary_terms_slug_idx').on(t.tenantId, t.slug)],
);
