import type { ConnectionStatus } from '@ventura/shared';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';
import { profiles } from '../users/tables.ts';

/** A request from one profile to another, and its answer. One live pair per direction. */
export const connections = pgTable(
  'connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConnectionStatus>().notNull().default('pending'),
    requestMessage: text('request_message'),
    actionMessage: text('action_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connections_pair_idx').on(t.tenantId, t.fromProfileId, t.toProfileId),
    index('connections_to_idx').on(t.tenantId, t.toProfileId, t.status),
    index('connections_from_idx').on(t.tenantId, t.fromProfileId, t.status),
  ],
);
