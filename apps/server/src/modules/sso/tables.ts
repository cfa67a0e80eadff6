import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/*
 * Single sign-on (issue 42): a tenant's own OpenID Connect providers, and each sign-in's round trip
 * through one of them.
 */

/** An OpenID Connect provider a tenant's operators added; its client secret is sealed under SECRET_KEY. */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    label: text('label').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed'),
    scopes: text('scopes').notNull().default('openid email profile'),
    enabled: boolean('enabled').notNull().default(true),
    allowSignUp: boolean('allow_sign_up').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sso_providers_tenant_id_id_key').on(t.tenantId, t.id),
    index('sso_providers_tenant_idx').on(t.tenantId),
  ],
);

/**
 * One sign-in through a provider: the state, nonce and PKCE verifier sent out (state stored hashed), and
 * once the provider answered, the one-time ticket the web exchanges for a session (hashed too).
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    providerId: integer('provider_id').notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Where in the web to go once signed in (a path of this tenant). */
    returnTo: text('return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the provider's answer came back and was checked. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    subject: text('subject'),
    email: text('email'),
    name: text('name'),
    /** The account the verified email matched, if any. */
    userId: uuid('user_id'),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'sso_attempts_provider_fk',
      columns: [t.tenantId, t.providerId],
      foreignColumns: [ssoProviders.tenantId, ssoProviders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sso_attempts_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('sso_attempts_state_idx').on(t.stateHash),
    uniqueIndex('sso_attempts_ticket_idx').on(t.ticketHash),
    index('sso_attempts_created_idx').on(t.tenantId, t.createdAt),
  ],
);
