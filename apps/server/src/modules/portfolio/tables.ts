import type { PortfolioSource, PortfolioStatus } from '@ventura/shared';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A partner's portfolio: one row per founder email a partner profile brought or was sent. The founder
 * is invited through a link to that email (the token is stored hashed, and cleared once answered);
 * accepting links their startup profile here.
 */
export const portfolioEntries = pgTable(
  'portfolio_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    /** The partner profile whose portfolio this is (a team member's entries belong to its owner). */
    partnerProfileId: integer('partner_profile_id').notNull(),
    /** Who added it; null for a founder's own submission. */
    addedBy: uuid('added_by'),
    source: text('source').$type<PortfolioSource>().notNull(),
    status: text('status').$type<PortfolioStatus>().notNull(),
    startupName: text('startup_name').notNull(),
    founderName: text('founder_name').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    message: text('message'),
    tokenHash: text('token_hash').unique(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    startupProfileId: integer('startup_profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The two set-null keys clear only their own column (ON DELETE SET NULL (col), PostgreSQL 15), not
  // tenant_id: drizzle-kit cannot say so, so migration 0011 says it by hand.
  (t) => [
    foreignKey({
      name: 'portfolio_entries_partner_fk',
      columns: [t.tenantId, t.partnerProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'portfolio_entries_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'portfolio_entries_added_by_fk',
      columns: [t.tenantId, t.addedBy],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // One entry per founder email in a portfolio: adding, importing and submitting twice are refused.
    uniqueIndex('portfolio_entries_email_idx').on(t.tenantId, t.partnerProfileId, t.email),
    // The portfolio page, newest first; and the daily invitation count.
    index('portfolio_entries_list_idx').on(t.tenantId, t.partnerProfileId, t.createdAt),
    index('portfolio_entries_invited_idx').on(t.tenantId, t.partnerProfileId, t.invitedAt),
  ],
);
