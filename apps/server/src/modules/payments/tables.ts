import type {
  BillingInterval,
  Currency,
  OrderKind,
  OrderStatus,
  PaymentAlertKind,
  PaymentProvider,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * An order: one thing a member set out to buy (a plan, a renewal of it, an event ticket) with its price
 * fixed by the server when it was made, tax included. Paid only when the provider's signed webhook says
 * so; then it takes the tenant's next invoice number.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    /** The profile the member bought with (an event ticket registers it). */
    profileId: integer('profile_id'),
    kind: text('kind').$type<OrderKind>().notNull(),
    planId: integer('plan_id'),
    eventId: integer('event_id'),
    membershipId: bigint('membership_id', { mode: 'number' }),
    itemName: text('item_name').notNull(),
    interval: text('interval').$type<BillingInterval>(),
    currency: text('currency').$type<Currency>().notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    taxName: text('tax_name'),
    taxPercent: real('tax_percent'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    provider: text('provider').$type<PaymentProvider>(),
    /** The provider's checkout: a Stripe Checkout Session, a Razorpay payment link or subscription. */
    checkoutRef: text('checkout_ref'),
    checkoutUrl: text('checkout_url'),
    /** What the provider says was paid: a payment intent or invoice (Stripe), a payment (Razorpay). */
    paymentRef: text('payment_ref'),
    subscriptionRef: text('subscription_ref'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    invoiceNumber: text('invoice_number'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('orders_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('orders_checkout_idx').on(t.tenantId, t.checkoutRef),
    index('orders_event_idx').on(t.tenantId, t.eventId, t.userId),
    uniqueIndex('orders_invoice_key').on(t.tenantId, t.invoiceNumber),
    // A payment pays one order: a renewal confirmed twice (a replay, two processes) stays one order.
    uniqueIndex('orders_payment_key').on(t.tenantId, t.provider, t.paymentRef).where(sql`${t.paymentRef} is not null`),
  ],
);

/** Every webhook event a tenant's provider delivered and we acted on, by the provider's id: the same event twice changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    tenantId: tenantIdColumn(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.tenantId, t.provider, t.eventId] })],
);

/** Money sent back through the provider, by an operator. */
export const refunds = pgTable(
  'payment_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason').notNull().default(''),
    refundRef: text('refund_ref').notNull(),
    byUserId: uuid('by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_ref_key').on(t.tenantId, t.refundRef),
    index('payment_refunds_order_idx').on(t.tenantId, t.orderId),
  ],
);

/** Something refused that the tenant's operators should know of (forged webhooks, tampered checkouts...). */
export const paymentAlerts = pgTable(
  'payment_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    kind: text('kind').$type<PaymentAlertKind>().notNull(),
    detail: text('detail').notNull(),
    provider: text('provider').$type<PaymentProvider>(),
    userId: uuid('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_alerts_tenant_idx').on(t.tenantId, t.createdAt)],
);
