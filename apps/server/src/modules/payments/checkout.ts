import { billingIntervalLabels, type CheckoutRequest, paymentLimits } from '@ventura/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { membershipPlans, memberships, priceOf } from '../../platform/payments/index.ts';
import type { Member } from '../../platform/request-context.ts';
import { admitTicketHolder, holdSeat, releaseSeat, ticketedEvent } from '../events/index.ts';
import { recordAlert } from './alerts.ts';
import { type CheckoutInput, type Gateway, GatewayError } from './gateways/index.ts';
import { findPlan, liveMembership, planNotFound, standing } from './plans.ts';
import { type OrderRow, presentOrder } from './present.ts';
import * as repo from './repo.ts';
import { type PaymentContext, requireGateway, type SettingsRow } from './settings.ts';
import { orders } from './tables.ts';

type Buyer = Member & PaymentContext;

const minute = 60_000;

/** The provider's refusal or silence, as the member sees it: 502 with the provider's words. */
const providerFailed = (error: unknown) => {
  if (!(error instanceof GatewayError)) return error;
  return new HttpError(502, error.message, [error.message]);
};

/**
 * Sends the member to the provider's page for an order just made. A provider that refuses fails the order
 * (and frees its seat), so nothing is left waiting.
 */
const openAtProvider = async (
  m: Buyer,
  gateway: Gateway,
  order: OrderRow,
  input: Omit<CheckoutInput, 'orderUuid' | 'successUrl' | 'failureUrl' | 'buyer'>,
) => {
  const origin = await m.origin(m.db);
  try {
    const opened = await gateway.startCheckout({
      ...input,
      orderUuid: order.uuid,
      buyer: { name: m.auth.user.name, email: m.auth.user.email },
      successUrl: `${origin}/payment/success?order=${order.uuid}`,
      failureUrl: `${origin}/payment/failed?order=${order.uuid}`,
    });
    const stored = await repo.updateOrder(m.db, order, {
      checkoutRef: opened.checkoutRef,
      checkoutUrl: opened.redirectUrl,
    });
    return { stored, opened };
  } catch (error) {
    await repo.updateOrder(m.db, order, { status: 'failed' });
    if (order.eventId !== null) await releaseSeat(m.db, m.tenant.id, order.uuid);
    throw providerFailed(error);
  }
};

/** POST payments/checkout for a plan: the server prices it; the membership starts when the provider confirms. */
const checkoutPlan = async (m: Buyer, planUuid: string) => {
  const { row: settings, gateway } = await requireGateway(m);
  const plan = await findPlan(m.db, m.tenant.id, planUuid);
  if (plan?.status !== 'active') throw notFound(planNotFound);
  const live = await liveMembership(m.db, m.tenant.id, m.auth.user.id);
  if (live && standing(live.membership)) {
    throw conflict(
      live.plan.id === plan.id
        ? `You already hold ${plan.name}`
        : `You hold ${live.plan.name}: cancel it, and choose another plan when it ends`,
    );
  }
  const reused = await repo.openCheckout(m.db, m.tenant.id, { userId: m.auth.user.id, planId: plan.id }, 30);
  if (reused)
    return { order: presentOrder(reused, { planUuid: plan.uuid, eventUuid: null }), redirectUrl: reused.checkoutUrl };

  const price = priceOf(plan.priceMinor, plan.currency, settings.tax);
  const interval = plan.interval;
  const [order] = await m.db
    .insert(orders)
    .values({
      tenantId: m.tenant.id,
      userId: m.auth.user.id,
      profileId: m.auth.profile.id,
      kind: 'plan',
      planId: plan.id,
      itemName: `${plan.name} (${billingIntervalLabels[interval].toLowerCase()})`,
      interval,
      ...amountsOf(price),
      provider: settings.provider,
    })
    .returning();
  if (!order) throw new Error('the order was not stored');
  const { stored, opened } = await openAtProvider(m, gateway, order, {
    name: plan.name,
    description: plan.description,
    totalMinor: price.totalMinor,
    currency: plan.currency,
    interval: interval === 'one_off' ? null : interval,
    expiresAt: null,
    providerPlan:
      plan.providerPlanRef && plan.providerPlanTerms
        ? { ref: plan.providerPlanRef, terms: plan.providerPlanTerms }
        : null,
  });
  if (opened.providerPlan && opened.providerPlan.ref !== plan.providerPlanRef) {
    await m.db
      .update(membershipPlans)
      .set({ providerPlanRef: opened.providerPlan.ref, providerPlanTerms: opened.providerPlan.terms })
      .where(and(eq(membershipPlans.tenantId, m.tenant.id), eq(membershipPlans.id, plan.id)));
  }
  return { order: presentOrder(stored, { planUuid: plan.uuid, eventUuid: null }), redirectUrl: opened.redirectUrl };
};

const amountsOf = (price: ReturnType<typeof priceOf>) => ({
  currency: price.currency,
  subtotalMinor: price.subtotalMinor,
  taxMinor: price.taxMinor,
  totalMinor: price.totalMinor,
  taxName: price.taxName,
  taxPercent: price.taxPercent,
});

/**
 * POST payments/checkout for an event ticket: a seat is held for paymentLimits.seatHoldMinutes while the
 * member pays. A member whose plan includes event seats takes one of those instead and pays nothing.
 */
const checkoutTicket = async (m: Buyer, eventUuid: string) => {
  const { event, ticket } = await ticketedEvent(m, eventUuid);
  const { row: settings, gateway } = await requireGateway(m);
  const refs = { planUuid: null, eventUuid: event.uuid };
  const reused = await repo.openCheckout(
    m.db,
    m.tenant.id,
    { userId: m.auth.user.id, eventId: event.id },
    paymentLimits.seatHoldMinutes,
  );
  if (reused) return { order: presentOrder(reused, refs), redirectUrl: reused.checkoutUrl };

  const included = await includedSeat(m, settings, event.id, event.title);
  if (included) return { order: presentOrder(included, refs), redirectUrl: null };

  const until = new Date(Date.now() + paymentLimits.seatHoldMinutes * minute);
  const order = await m.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        tenantId: m.tenant.id,
        userId: m.auth.user.id,
        profileId: m.auth.profile.id,
        kind: 'event_ticket',
        eventId: event.id,
        itemName: `Ticket: ${event.title}`,
        ...amountsOf(ticket.price),
        provider: settings.provider,
      })
      .returning();
    if (!row) throw new Error('the order was not stored');
    await holdSeat(tx, m.tenant.id, {
      eventId: event.id,
      userId: m.auth.user.id,
      profileId: m.auth.profile.id,
      orderUuid: row.uuid,
      until,
    });
    return row;
  });
  const { stored, opened } = await openAtProvider(m, gateway, order, {
    name: event.title,
    description: `Ticket for ${event.title}`,
    totalMinor: ticket.price.totalMinor,
    currency: ticket.price.currency,
    interval: null,
    // Stripe closes a checkout no sooner than 30 minutes after it opens.
    expiresAt: new Date(Math.max(until.getTime(), Date.now() + 31 * minute)),
    providerPlan: null,
  });
  return { order: presentOrder(stored, refs), redirectUrl: opened.redirectUrl };
};

/** A seat of the member's plan, when it has one left: the ticket is paid at once, at nothing. */
const includedSeat = async (m: Buyer, settings: SettingsRow, eventId: number, title: string) => {
  const live = await liveMembership(m.db, m.tenant.id, m.auth.user.id);
  if (!live || !standing(live.membership) || live.membership.eventSeatsLeft < 1) return null;
  const order = await m.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(memberships)
      .set({ eventSeatsLeft: sql`${memberships.eventSeatsLeft} - 1`, updatedAt: new Date() })
      .where(
        and(
          eq(memberships.tenantId, m.tenant.id),
          eq(memberships.id, live.membership.id),
          gt(memberships.eventSeatsLeft, 0),
        ),
      )
      .returning({ left: memberships.eventSeatsLeft });
    if (!taken) return null;
    const [row] = await tx
      .insert(orders)
      .values({
        tenantId: m.tenant.id,
        userId: m.auth.user.id,
        profileId: m.auth.profile.id,
        kind: 'event_ticket',
        eventId,
        membershipId: live.membership.id,
        itemName: `Ticket: ${title} (included in ${live.plan.name})`,
        ...amountsOf(priceOf(0, settings.currency, null)),
        provider: settings.provider,
        status: 'paid',
        paidAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('the order was not stored');
    await holdSeat(tx, m.tenant.id, {
      eventId,
      userId: m.auth.user.id,
      profileId: m.auth.profile.id,
      orderUuid: row.uuid,
      until: new Date(Date.now() + minute),
    });
    return row;
  });
  if (!order) return null;
  await admitTicketHolder(m, {
    eventId,
    orderUuid: order.uuid,
    profileId: m.auth.profile.id,
    userId: m.auth.user.id,
    name: m.auth.user.name,
    email: m.auth.user.email,
  });
  return order;
};

export const checkout = (m: Buyer, request: CheckoutRequest) =>
  request.kind === 'plan' ? checkoutPlan(m, request.planUuid) : checkoutTicket(m, request.eventUuid);

/** A checkout body with fields the server does not take (a price from the browser): refused and noted. */
export const refuseTampered = async (m: Buyer, fields: string[]) => {
  await recordAlert(m, {
    kind: 'tampered_checkout',
    detail: `Checkout sent fields the server sets itself: ${fields.join(', ')}`,
  });
};
