import type {
  BillingInterval,
  Currency,
  MembershipStatus,
  PaymentProvider,
  PlanStatus,
  PlanUnlocks,
  TaxSettings,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.ts';
import { tenantIdColumn, tenants } from '../tenancy/tables.ts';

/*
 * What more than one feature reads of payments (issue 41, docs/payments.md): a tenant's provider and tax
 * (events price their tickets with them), its plans and who holds one (a feature sold by a plan checks the
 * caller's membership). Orders, webhooks and refunds are the payments feature's own (modules/payments).
 */

/**
 * A tenant's payment provider, one row per tenant: its keys sealed with the server's secret (bound to the
 * tenant), the currency of its tickets, its tax and what its invoices say. No row, or provider null: the
 * tenant takes no payments and shows no prices.
 */
export const paymentSettings = pgTable('payment_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<PaymentProvider>(),
  keyId: text('key_id').notNull().default(''),
  keySecretSealed: text('key_secret_sealed'),
  webhookSecretSealed: text('webhook_secret_sealed'),
  currency: text('currency').$type<Currency>().notNull().default('INR'),
  tax: jsonb('tax').$type<TaxSettings | null>(),
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  invoicePrefix: text('invoice_prefix').notNull().default('INV'),
  /** The next invoice's number in the tenant's sequence, taken under the row's lock when an order is paid. */
  nextInvoiceNumber: integer('next_invoice_number').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A membership plan of a tenant: its price before tax, how often it is paid, and what it unlocks. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    unlocks: jsonb('unlocks').$type<PlanUnlocks>().notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('active'),
    /**
     * Razorpay bills a subscription against a plan of its own: made on the first checkout and kept with
     * the terms it was made for (`amount currency interval`), so a price change makes a new one.
     */
    providerPlanRef: text('provider_plan_ref'),
    providerPlanTerms: text('provider_plan_terms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('membership_plans_tenant_id_id_key').on(t.tenantId, t.id),
    index('membership_plans_tenant_idx').on(t.tenantId, t.status, t.priceMinor),
  ],
);

/**
 * A member's membership of a plan. It starts when the provider confirms the first payment; a recurring one
 * carries the provider's subscription, and each confirmed renewal moves its period on. One live (not
 * ended) membership per member and tenant.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    status: text('status').$type<MembershipStatus>().notNull().default('active'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    subscriptionRef: text('subscription_ref'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: a one-off plan, which does not end. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    eventSeatsLeft: integer('event_seats_left').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The provider's time of the last event that changed it: an older event arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'memberships_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'memberships_plan_fk',
      columns: [t.tenantId, t.planId],
      foreignColumns: [membershipPlans.tenantId, membershipPlans.id],
    }),
    uniqueIndex('memberships_live_key').on(t.tenantId, t.userId).where(sql`${t.status} <> 'ended'`),
    index('memberships_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('memberships_subscription_idx').on(t.tenantId, t.subscriptionRef),
    index('memberships_period_idx').on(t.status, t.currentPeriodEnd),
  ],
);
