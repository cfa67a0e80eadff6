import type { AccountType } from '@ventura/shared';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Channel } from '../../platform/mail/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';
import { users } from '../users/tables.ts';

/**
 * One-time codes, stored hashed. A sign-up code, once verified, yields a short-lived registration token
 * (also hashed) that the registration call spends.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    purpose: text('purpose').$type<'login' | 'signup'>().notNull(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.tenantId, t.userId)],
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
  (t) => [uniqueIndex('invite_codes_tenant_code_idx').on(t.tenantId, t.code)],
);
