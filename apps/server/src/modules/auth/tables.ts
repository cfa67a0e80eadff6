import type { AccountType } from '@ventura/shared';
import { foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from '../../platform/auth/tables.ts';
import { partners, users } from '../../platform/identity/tables.ts';
import type { Channel } from '../../platform/mail/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * One-time codes, stored hashed. A sign-up code, once verified, yields a short-lived registration token
 * (also hashed) that the registration call spends.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    purpose: text('purpose').$type<'login' | 'signup' | 'confirm' | 'export'>().notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    /** "+<country code> <number>" or a lower-case email. */
    recipient: text('recipient').notNull(),
    accountType: text('account_type').$type<AccountType>(),
    partnerId: uuid('partner_id'),
    name: text('name'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    registrationTokenHash: text('registration_token_hash'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [
    // A sign-up through a partner's link names a partner of the code's own tenant; a pending code goes with it.
    foreignKey({
      name: 'otp_codes_partner_fk',
      columns: [t.tenantId, t.partnerId],
      foreignColumns: [partners.tenantId, partners.uuid],
    }).onDelete('cascade'),
    index('otp_recipient_idx').on(t.tenantId, t.recipient, t.createdAt),
    index('otp_ip_idx').on(t.tenantId, t.ip, t.createdAt),
    index('otp_tenant_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('otp_registration_idx').on(t.registrationTokenHash),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    /** The session that asked for the change: it stays signed in when the others end. */
    sessionId: uuid('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'email_verifications_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'email_verifications_session_fk',
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [sessions.tenantId, sessions.id],
    }).onDelete('cascade'),
    index('email_verifications_user_idx').on(t.tenantId, t.userId),
  ],
);

export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    code: text('code').notNull(),
    accountType: text('account_type').$type<AccountType>(),
    partnerId: uuid('partner_id'),
    program: text('program'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No action: a partner is not deleted from under the codes that sign people up through it.
    foreignKey({
      name: 'invite_codes_partner_fk',
      columns: [t.tenantId, t.partnerId],
      foreignColumns: [partners.tenantId, partners.uuid],
    }),
    uniqueIndex('invite_codes_tenant_code_idx').on(t.tenantId, t.code),
  ],
);
