import type { Reaction } from '@ventura/shared';
import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** What people think of the platform: a reaction and an optional comment. */
export const platformFeedback = pgTable(
  'platform_feedback',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    // The signed-in user, once sessions exist; no foreign key yet because there is no users table.
    userId: uuid('user_id'),
    ratings: text('ratings').$type<Reaction>().notNull(),
    comments: text('comments').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_feedback_tenant_idx').on(t.tenantId, t.createdAt)],
);
