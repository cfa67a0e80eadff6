import { type BillingInterval, paymentLimits } from '@ventura/shared';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { Delivery, Notifier } from '../../platform/notify/notifier.ts';
import { memberships, priceOf } from '../../platform/payments/index.ts';
import type { Context } from '../../platform/request-context.ts';
import { admitTicketHolder, releaseSeat } from '../events/index.ts';
import { recordAlert } from './alerts.ts';
import type { ProviderEvent } from './gateways/index.ts';
import { membershipEnded, noticeFor, receipt, record, renewalFailed } from './notices.ts';
import { planById } from './plans.ts';
import type { MembershipRow, OrderRow } from './present.ts';
import * as repo from './repo.ts';
import { nextInvoiceNumber, type SettingsRow } from './settings.ts';
import { orders } from './tables.ts';

/*
 * What a confirmed webhook does (docs/payments.md). Runs inside the transaction that records the event's
 * id, so an event is applied once or not at all. An event older than the last one applied to the same
 * membership (out of order) changes nothing, except a payment: money taken always counts.
 */

const day = 86_400_000;

export const periodAfter = (start: Date, interval: BillingInterval | null) => {
  if (interval === 'monthly')
    return new Date(
      Date.UTC(
        start.getUTCFullYear(),
        start.getUTCMonth() + 1,
        start.getUTCDate(),
        start.getUTCHours(),
        start.getUTCMinutes(),
      ),
    );
  if (interval === 'yearly')
    return new Date(
      Date.UTC(
        start.getUTCFullYear() + 1,
        start.getUTCMonth(),
        start.getUTCDate(),
        start.getUTCHours(),
        start.getUTCMinutes(),
      ),
    );
  return null;
};

const later = (a: Date | null, b: Date) => (a && a > b ? a : b);

type Paid = Extract<ProviderEvent, { type: 'checkout.paid' }>;

const checkoutPaid = async (ctx: Context, provider: SettingsRow['provider'], event: Paid) => {
  const order = await repo.lockOrder(ctx.db, ctx.tenant.id, event.orderRef);
  if (!order || order.status === 'paid' || order.status === 'refunded' || order.status === 'partially_refunded')
    return [];
  if (event.amountMinor !== order.totalMinor || event.currency.toUpperCase() !== order.currency) {
    await recordAlert(ctx, {
      kind: 'amount_mismatch',
      provider,
      detail: `Order ${order.uuid}: the provider confirmed ${event.amountMinor} ${event.currency}, the order is ${order.totalMinor} ${order.currency}; not confirmed`,
    });
    return [];
  }
  const paidAt = event.createdAt;
  const periodEnd = order.kind === 'plan' ? (event.periodEnd ?? periodAfter(paidAt, order.interval)) : null;
  const invoiceNumber = await nextInvoiceNumber(ctx.db, ctx.tenant.id, paidAt);
  let membershipId: number | null = null;
  if (order.kind === 'plan' && order.planId !== null) {
    const plan = await planById(ctx.db, ctx.tenant.id, order.planId);
    // Two plans paid for at once: the later payment's membership replaces the other.
    await ctx.db
      .update(memberships)
      .set({ status: 'ended', endedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(memberships.tenantId, ctx.tenant.id),
          eq(memberships.userId, order.userId),
          ne(memberships.status, 'ended'),
        ),
      );
    const [membership] = await ctx.db
      .insert(memberships)
      .values({
        tenantId: ctx.tenant.id,
        userId: order.userId,
        planId: order.planId,
        provider: provider ?? 'stripe',
        subscriptionRef: event.subscriptionRef,
        startedAt: paidAt,
        currentPeriodEnd: periodEnd,
        eventSeatsLeft: plan?.unlocks.eventSeats ?? 0,
        lastEventAt: event.createdAt,
      })
      .returning({ id: memberships.id });
    membershipId = membership?.id ?? null;
  }
  const paid = await repo.updateOrder(ctx.db, order, {
    status: 'paid',
    paymentRef: event.paymentRef,
    subscriptionRef: event.subscriptionRef,
    paidAt,
    invoiceNumber,
    periodStart: order.kind === 'plan' ? paidAt : null,
    periodEnd,
    membershipId,
  });
  if (paid.kind === 'event_ticket' && paid.eventId !== null && paid.profileId !== null) {
    const buyer = await repo.buyerOf(ctx.db, ctx.tenant.id, paid.userId);
    await admitTicketHolder(ctx, {
      eventId: paid.eventId,
      orderUuid: paid.uuid,
      profileId: paid.profileId,
      userId: paid.userId,
      name: buyer?.name ?? '',
      email: buyer?.email ?? null,
    });
  }
  return [await record(ctx, receipt(paid.userId, paid))];
};

const checkoutFailed = async (
  ctx: Context,
  provider: SettingsRow['provider'],
  event: Extract<ProviderEvent, { type: 'checkout.failed' }>,
) => {
  const order = await repo.lockOrder(ctx.db, ctx.tenant.id, event.orderRef);
  if (!order) return [];
  if (order.status !== 'pending') {
    if (order.status === 'paid') {
      await recordAlert(ctx, {
        kind: 'stale_event',
        provider,
        detail: `${event.name} for order ${order.uuid}, already paid: ignored`,
      });
    }
    return [];
  }
  await repo.updateOrder(ctx.db, order, { status: event.reason.includes('expired') ? 'expired' : 'failed' });
  if (order.eventId !== null) await releaseSeat(ctx.db, ctx.tenant.id, order.uuid);
  return [];
};

const isStale = (membership: MembershipRow, event: ProviderEvent) =>
  membership.lastEventAt !== null && event.createdAt < membership.lastEventAt;

const renewalPaid = async (
  ctx: Context,
  provider: SettingsRow['provider'],
  event: Extract<ProviderEvent, { type: 'renewal.paid' }>,
) => {
  const membership = await repo.membershipBySubscription(ctx.db, ctx.tenant.id, event.subscriptionRef);
  if (!membership) return [];
  const plan = await planById(ctx.db, ctx.tenant.id, membership.planId);
  const first = await repo.firstOrderOf(ctx.db, ctx.tenant.id, membership.id);
  // The renewal carries the first order's tax, split out of what the provider charged.
  const tax = first?.taxName && first.taxPercent ? { name: first.taxName, ratePercent: first.taxPercent } : null;
  const price = priceOf(
    event.amountMinor,
    first?.currency ?? plan?.currency ?? 'INR',
    tax && { ...tax, inclusive: true, idLabel: '', idNumber: '' },
  );
  const [renewal] = await ctx.db
    .insert(orders)
    .values({
      tenantId: ctx.tenant.id,
      userId: membership.userId,
      kind: 'renewal',
      planId: membership.planId,
      membershipId: membership.id,
      itemName: `${plan?.name ?? 'Membership'} (renewal)`,
      interval: plan?.interval ?? null,
      currency: price.currency,
      subtotalMinor: price.subtotalMinor,
      taxMinor: price.taxMinor,
      totalMinor: event.amountMinor,
      taxName: price.taxName,
      taxPercent: price.taxPercent,
      status: 'paid',
      provider,
      paymentRef: event.paymentRef,
      subscriptionRef: event.subscriptionRef,
      paidAt: event.createdAt,
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
      invoiceNumber: await nextInvoiceNumber(ctx.db, ctx.tenant.id, event.createdAt),
    })
    .onConflictDoNothing()
    .returning();
  if (!renewal) return [];
  await ctx.db
    .update(memberships)
    .set({
      status: 'active',
      currentPeriodEnd: later(membership.currentPeriodEnd, event.periodEnd),
      graceEndsAt: null,
      eventSeatsLeft: plan?.unlocks.eventSeats ?? membership.eventSeatsLeft,
      lastEventAt: later(membership.lastEventAt, event.createdAt),
      updatedAt: new Date(),
    })
    .where(and(eq(memberships.tenantId, ctx.tenant.id), eq(memberships.id, membership.id)));
  return [await record(ctx, receipt(membership.userId, { ...renewal, invoiceNumber: renewal.invoiceNumber }))];
};

const membershipChanged = async (
  ctx: Context,
  provider: SettingsRow['provider'],
  event: Extract<ProviderEvent, { type: 'renewal.failed' | 'subscription.ended' }>,
) => {
  const membership = await repo.membershipBySubscription(ctx.db, ctx.tenant.id, event.subscriptionRef);
  if (!membership || membership.status === 'ended') return [];
  if (isStale(membership, event)) {
    await recordAlert(ctx, {
      kind: 'stale_event',
      provider,
      detail: `${event.name} older than the membership's last change: ignored`,
    });
    return [];
  }
  const graceEndsAt = new Date((membership.currentPeriodEnd ?? new Date()).getTime() + paymentLimits.graceDays * day);
  const failed = event.type === 'renewal.failed';
  const values = failed
    ? { status: 'past_due' as const, graceEndsAt }
    : { status: 'ended' as const, endedAt: new Date() };
  await ctx.db
    .update(memberships)
    .set({ ...values, lastEventAt: event.createdAt, updatedAt: new Date() })
    .where(and(eq(memberships.tenantId, ctx.tenant.id), eq(memberships.id, membership.id)));
  const plan = (await planById(ctx.db, ctx.tenant.id, membership.planId))?.name ?? 'membership';
  const told = failed ? renewalFailed(membership.userId, plan, graceEndsAt) : membershipEnded(membership.userId, plan);
  return [await record(ctx, told)];
};

export const applyEvent = async (ctx: Context, settings: SettingsRow, event: ProviderEvent): Promise<Delivery[]> => {
  const provider = settings.provider;
  switch (event.type) {
    case 'checkout.paid':
      return checkoutPaid(ctx, provider, event);
    case 'checkout.failed':
      return checkoutFailed(ctx, provider, event);
    case 'renewal.paid':
      return renewalPaid(ctx, provider, event);
    case 'renewal.failed':
    case 'subscription.ended':
      return membershipChanged(ctx, provider, event);
    default:
      return [];
  }
};

/**
 * The hourly sweep: memberships whose paid time is over end (a cancelled one at its period's end, a
 * past_due one when its grace runs out, a renewing one the provider never confirmed a week after), and
 * checkouts left open a day expire.
 */
export type SweepDeps = { db: Db; notifier: Notifier; origin: (tenantId: string) => Promise<string> };

export const sweepMemberships = async ({ db, notifier, origin }: SweepDeps) => {
  const now = new Date();
  const ended = await db
    .update(memberships)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(
      and(
        ne(memberships.status, 'ended'),
        lt(memberships.currentPeriodEnd, now),
        or(
          and(eq(memberships.status, 'past_due'), lt(memberships.graceEndsAt, now)),
          and(eq(memberships.status, 'active'), eq(memberships.cancelAtPeriodEnd, true)),
          and(
            eq(memberships.status, 'active'),
            lt(memberships.currentPeriodEnd, new Date(now.getTime() - paymentLimits.graceDays * day)),
          ),
        ),
      ),
    )
    .returning({ tenantId: memberships.tenantId, userId: memberships.userId, planId: memberships.planId });
  // Each member hears that their membership ended (a handful an hour: one at a time is fine).
  for (const membership of ended) {
    const plan = (await planById(db, membership.tenantId, membership.planId))?.name ?? 'membership';
    const told = membershipEnded(membership.userId, plan);
    await notifier.notify(db, noticeFor(membership.tenantId, await origin(membership.tenantId), told));
  }
  await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, sql`now() - interval '1 day'`)));
  return ended.length;
};

export type { OrderRow };
