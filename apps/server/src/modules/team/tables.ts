import { foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * An invitation to join a profile's team. Whoever controls the invited contact accepts it through the
 * link sent there (the token is stored hashed); until then nobody signs in with it.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code'),
    mobileNumber: text('mobile_number'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the invitation is accepted, declined or withdrawn; an invitation is used at most once. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome').$type<'accepted' | 'declined' | 'withdrawn'>(),
  },
  (t) => [
    foreignKey({
      name: 'team_invitations_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'team_invitations_inviter_fk',
      columns: [t.tenantId, t.invitedBy],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('team_invitations_profile_idx').on(t.tenantId, t.profileId, t.createdAt),
  ],
);
