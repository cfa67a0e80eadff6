import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../tenancy/tables.ts';

/** Who did what to whom, for actions operators must be able to account for. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_tenant_idx').on(t.tenantId, t.createdAt),
    // A profile's or account's history in the console.
    index('audit_subject_idx').on(t.tenantId, t.subjectId, t.createdAt),
  ],
);
