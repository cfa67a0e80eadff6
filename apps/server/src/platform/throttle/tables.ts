import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../tenancy/tables.ts';

/** Fixed-window request counters, shared by every server process through the database. */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    tenantId: tenantIdColumn(),
    /** What is counted and for whom: `login-verify:ip:203.0.113.7`, `login-verify:to:+91 98...`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key, t.windowStart] })],
);
