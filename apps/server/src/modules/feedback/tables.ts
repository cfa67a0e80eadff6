import type { Reaction } from '@ventura/shared';
import { foreignKey, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** What people think of the platform: a reaction and an optional comment. */
export const platformFeedback = pgTable(
  'platform_feedback',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** The signed-in user who gave it; null when given signed out. */
    userId: uuid('user_id'),
    ratings: text('ratings').$type<Reaction>().notNull(),
    comments: text('comments').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Cascade: what a person wrote goes with their account, like the rest of what they hold.
    foreignKey({
      name: 'platform_feedback_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('platform_feedback_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
