import { foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from '../identity/tables.ts';
import { tenantIdColumn } from '../tenancy/tables.ts';

/** A signed-in device: the bearer token is stored only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    profileId: integer('profile_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The operator who opened this session as the user (back-door login), if any. */
    impersonatorId: uuid('impersonator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session was last used, to the few minutes: past the idle limit it ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // Composite with tenant_id: a session can only be of, and opened by, people of its own tenant.
  (t) => [
    unique('sessions_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'sessions_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sessions_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    // A borrowed session ends with the operator's account.
    foreignKey({
      name: 'sessions_impersonator_fk',
      columns: [t.tenantId, t.impersonatorId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('sessions_user_idx').on(t.tenantId, t.userId),
  ],
);
