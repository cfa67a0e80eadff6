import type { ConnectionStatus } from '@ventura/shared';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/** A request from one profile to another, and its answer. One live pair per direction. */
export const connections = pgTable(
  'connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    fromProfileId: integer('from_profile_id').notNull(),
    toProfileId: integer('to_profile_id').notNull(),
    status: text('status').$type<ConnectionStatus>().notNull().default('pending'),
    requestMessage: text('request_message'),
    actionMessage: text('action_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  // Composite with tenant_id: both ends are profiles of the connection's own tenant.
  (t) => [
    foreignKey({
      name: 'connections_from_profile_fk',
      columns: [t.tenantId, t.fromProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'connections_to_profile_fk',
      columns: [t.tenantId, t.toProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('connections_pair_idx').on(t.tenantId, t.fromProfileId, t.toProfileId),
    index('connections_to_idx').on(t.tenantId, t.toProfileId, t.status),
    index('connections_from_idx').on(t.tenantId, t.fromProfileId, t.status),
  ],
);
