import type { NotificationKind } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.ts';
import { tenantIdColumn } from '../tenancy/tables.ts';

/**
 * What the app tells a person (spec: a notification carries title, icon and url), one row per recipient.
 * Unread rows are what the bell counts: a partial index keeps that count to the unread ones.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body'),
    icon: text('icon'),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'notifications_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.tenantId, t.userId).where(sql`${t.readAt} is null`),
  ],
);
