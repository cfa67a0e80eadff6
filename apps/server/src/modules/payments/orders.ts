import type { AdminOrdersQuery, OrderKind, OrderStatus, RefundRequest } from '@ventura/shared';
import { formatMoney, orderStatusLabels } from '@ventura/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { csvOf } from '../../platform/http/csv.ts';
import { users } from '../../platform/identity/index.ts';
import { membershipPlans, memberships } from '../../platform/payments/index.ts';
import type { Member } from '../../platform/request-context.ts';
import { eventUuids, releaseSeat, revokeTicket } from '../events/index.ts';
import { recordAlert } from './alerts.ts';
import { type Gateway, GatewayError } from './gateways/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { type OrderRow, orderPolicy, presentOrder } from './present.ts';
import * as repo from './repo.ts';
import { gatewayFor, loadSettings, type PaymentContext, requireGateway } from './settings.ts';
import { orders, refunds } from './tables.ts';

export const orderNotFound = 'This order does not exist';
type Operator = Member & PaymentContext;

/** The plan and event uuids of a page of orders, for their links. */
const refsOf = async (db: Db, tenantId: string, rows: OrderRow[]) => {
  const planIds = [...new Set(rows.flatMap((row) => (row.planId === null ? [] : [row.planId])))];
  const [plans, events] = await Promise.all([
    planIds.length === 0
      ? []
      : db
          .select({ id: membershipPlans.id, uuid: membershipPlans.uuid })
          .from(membershipPlans)
          .where(and(eq(membershipPlans.tenantId, tenantId), sql`${membershipPlans.id} in ${planIds}`)),
    eventUuids(db, tenantId, [...new Set(rows.flatMap((row) => (row.eventId === null ? [] : [row.eventId])))]),
  ]);
  const planUuids = new Map(plans.map((plan) => [plan.id, plan.uuid]));
  return (row: OrderRow) => ({
    planUuid: row.planId === null ? null : (planUuids.get(row.planId) ?? null),
    eventUuid: row.eventId === null ? null : (events.get(row.eventId) ?? null),
  });
};

/**
 * The caller's own order. Another member's is not found, and noted for operators: order ids are not
 * guessable, so asking for one is worth knowing of.
 */
export const ownOrder = async (m: Member, uuid: string) => {
  const order = await repo.findOrder(m.db, m.tenant.id, uuid);
  if (order && order.userId === m.auth.user.id) return order;
  if (order)
    await recordAlert(m, { kind: 'foreign_order', detail: `Asked for order ${uuid}, which is another member's` });
  throw notFound(orderNotFound);
};

/** GET orders: the caller's orders, newest first. */
export const myOrders = async (m: Member, page: { pageNumber: number; limit: number }) => {
  const where = and(eq(orders.tenantId, m.tenant.id), eq(orders.userId, m.auth.user.id));
  const [rows, [total]] = await Promise.all([
    m.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    m.db.select({ value: count() }).from(orders).where(where),
  ]);
  const refs = await refsOf(m.db, m.tenant.id, rows);
  return pageAnswer(
    rows.map((row) => presentOrder(row, refs(row))),
    total?.value ?? 0,
    page,
  );
};

/** An order of the caller's as the wire shows it. */
const presentOwn = async (m: Member, order: OrderRow) =>
  presentOrder(order, (await refsOf(m.db, m.tenant.id, [order]))(order));

export const oneOrder = async (m: Member, uuid: string) => presentOwn(m, await ownOrder(m, uuid));

/**
 * POST orders/{uuid}/abandon: the member came back from the provider without paying. A pending order is
 * closed at the provider and its seat freed. One the provider already took payment for stays pending
 * until the webhook confirms it; nothing else changes.
 */
export const abandon = async (m: Member & PaymentContext, uuid: string) => {
  const order = await ownOrder(m, uuid);
  if (order.status !== 'pending') return presentOwn(m, order);
  const gateway = gatewayFor(m, await loadSettings(m.db, m.tenant.id));
  let closed = order.checkoutRef === null;
  if (gateway && order.checkoutRef) closed = await gateway.closeCheckout(order.checkoutRef).catch(() => false);
  if (closed) {
    const failed = await repo.updateOrder(m.db, order, { status: 'failed' });
    if (order.eventId !== null) await releaseSeat(m.db, m.tenant.id, order.uuid);
    return presentOwn(m, failed);
  }
  // Not closed: the provider may have taken the payment meanwhile; read the order as it is now.
  return oneOrder(m, uuid);
};

/**
 * POST orders/{uuid}/unconfirmed: the member came back to the success page and waited, and the provider
 * never confirmed the payment. Nothing changes (the order stays pending until a signed webhook says
 * otherwise); operators are told, since a payment taken but never confirmed needs a look at the provider.
 */
export const unconfirmed = async (m: Member, uuid: string) => {
  const order = await ownOrder(m, uuid);
  if (order.status === 'pending') {
    await recordAlert(m, {
      kind: 'unconfirmed_return',
      provider: order.provider,
      detail: `Order ${uuid}: back from the provider's page, no confirmed payment after the wait; still pending`,
    });
  }
  return presentOwn(m, order);
};

const dayOf = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** GET orders/{uuid}/invoice.pdf: a paid order's invoice, to its buyer and the tenant's operators. */
export const invoice = async (m: PaymentContext, order: OrderRow) => {
  if (!orderPolicy.downloadInvoice(order) || !order.invoiceNumber) throw notFound('This order has no invoice yet');
  const [settings, buyer] = await Promise.all([
    loadSettings(m.db, m.tenant.id),
    repo.buyerOf(m.db, m.tenant.id, order.userId),
  ]);
  const period =
    order.periodStart && order.periodEnd ? `${dayOf(order.periodStart)} – ${dayOf(order.periodEnd)}` : null;
  const bytes = await renderInvoicePdf({
    invoiceNumber: order.invoiceNumber,
    issuedAt: order.paidAt ?? order.createdAt,
    seller: {
      name: m.tenant.name,
      legalName: settings?.legalName || m.tenant.name,
      address: settings?.address ?? '',
      taxIdLabel: settings?.tax?.idLabel ?? '',
      taxId: settings?.tax?.idNumber ?? '',
    },
    buyer: { name: buyer?.name ?? '', email: buyer?.email ?? null },
    item: { description: order.itemName, period },
    currency: order.currency,
    subtotalMinor: order.subtotalMinor,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    tax:
      order.taxName && order.taxPercent !== null
        ? { name: order.taxName, percent: order.taxPercent, inclusive: settings?.tax?.inclusive ?? false }
        : null,
    refundedMinor: order.refundedMinor,
    provider: order.provider === 'razorpay' ? 'Razorpay' : 'Stripe',
    paymentRef: order.paymentRef,
    orderUuid: order.uuid,
  });
  return { bytes, filename: `${order.invoiceNumber}.pdf` };
};

const adminWhere = (
  tenantId: string,
  query: { status?: OrderStatus | undefined; kind?: OrderKind | undefined; q: string },
) => {
  const conditions: (SQL | undefined)[] = [eq(orders.tenantId, tenantId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.kind) conditions.push(eq(orders.kind, query.kind));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(orders.invoiceNumber, like), ilike(users.name, like), ilike(users.email, like)));
  }
  return and(...conditions);
};

const adminRows = (db: Db, tenantId: string, query: z.output<typeof AdminOrdersQuery>) =>
  db
    .select({ order: orders, buyer: { userUuid: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, and(eq(users.tenantId, orders.tenantId), eq(users.id, orders.userId)))
    .where(adminWhere(tenantId, query))
    .orderBy(desc(orders.createdAt), desc(orders.id));

/** GET admin/payments/orders: every order of the tenant, filtered, newest first, with its buyer. */
export const adminOrders = async (m: Operator, query: z.output<typeof AdminOrdersQuery>) => {
  const [rows, [total]] = await Promise.all([
    adminRows(m.db, m.tenant.id, query).limit(pageWindow(query).limit).offset(pageWindow(query).offset),
    m.db
      .select({ value: count() })
      .from(orders)
      .innerJoin(users, and(eq(users.tenantId, orders.tenantId), eq(users.id, orders.userId)))
      .where(adminWhere(m.tenant.id, query)),
  ]);
  const refs = await refsOf(
    m.db,
    m.tenant.id,
    rows.map((row) => row.order),
  );
  const items = rows.map((row) => presentOrder(row.order, refs(row.order), { buyer: row.buyer, operator: true }));
  return pageAnswer(items, total?.value ?? 0, query);
};

/** The most rows one export holds. */
const exportLimit = 50_000;

/** GET admin/payments/orders.csv: the filtered orders as a spreadsheet, newest first. */
export const ordersCsv = async (m: Operator, query: z.output<typeof AdminOrdersQuery>) => {
  const rows = await adminRows(m.db, m.tenant.id, query).limit(exportLimit);
  const money = (minor: number) => (minor / 100).toFixed(2);
  return csvOf([
    [
      'Created',
      'Paid',
      'Invoice',
      'Buyer',
      'Email',
      'Item',
      'Kind',
      'Status',
      'Currency',
      'Subtotal',
      'Tax',
      'Total',
      'Refunded',
      'Provider',
      'Payment',
    ],
    ...rows.map(({ order, buyer }) => [
      order.createdAt.toISOString(),
      order.paidAt?.toISOString() ?? '',
      order.invoiceNumber ?? '',
      buyer.name,
      buyer.email ?? '',
      order.itemName,
      order.kind,
      orderStatusLabels[order.status],
      order.currency,
      money(order.subtotalMinor),
      money(order.taxMinor),
      money(order.totalMinor),
      money(order.refundedMinor),
      order.provider ?? '',
      order.paymentRef ?? '',
    ]),
  ]);
};

/**
 * POST admin/payments/orders/{uuid}/refund. The amount is reserved on the order first (so two refunds at
 * once cannot pass what was paid), then asked of the provider, and given back if the provider refuses. A
 * refund in full ends the membership it paid for (and its renewals) or gives the event seat back.
 */
export const refund = async (m: Operator, uuid: string, request: z.output<typeof RefundRequest>) => {
  const order = await repo.findOrder(m.db, m.tenant.id, uuid);
  if (!order) throw notFound(orderNotFound);
  const { gateway } = await requireGateway(m);
  const left = order.totalMinor - order.refundedMinor;
  if (!orderPolicy.refund(order) || request.amountMinor > left) {
    const message = orderPolicy.refund(order)
      ? `You can refund at most ${formatMoney(left, order.currency)} of this order`
      : 'This order has nothing to refund';
    await recordAlert(m, {
      kind: 'refund_refused',
      detail: `Order ${uuid}: refund of ${request.amountMinor} refused: ${message}`,
    });
    throw conflict(message);
  }
  const [reserved] = await m.db
    .update(orders)
    .set({ refundedMinor: sql`${orders.refundedMinor} + ${request.amountMinor}`, updatedAt: new Date() })
    .where(
      and(
        eq(orders.tenantId, m.tenant.id),
        eq(orders.id, order.id),
        sql`${orders.refundedMinor} + ${request.amountMinor} <= ${orders.totalMinor}`,
      ),
    )
    .returning();
  if (!reserved) throw conflict('Another refund of this order went through a moment ago: reload and try again');
  const giveBack = () =>
    m.db
      .update(orders)
      .set({ refundedMinor: sql`${orders.refundedMinor} - ${request.amountMinor}` })
      .where(and(eq(orders.tenantId, m.tenant.id), eq(orders.id, order.id)));
  let refundRef: string;
  try {
    ({ refundRef } = await gateway.refund(order.paymentRef ?? '', request.amountMinor, request.reason));
  } catch (error) {
    await giveBack();
    if (!(error instanceof GatewayError)) throw error;
    await recordAlert(m, {
      kind: 'refund_refused',
      provider: order.provider,
      detail: `Order ${uuid}: ${error.message}`,
    });
    throw new HttpError(422, error.message, [error.message]);
  }
  const full = reserved.refundedMinor >= reserved.totalMinor;
  const refunded = await repo.updateOrder(m.db, reserved, { status: full ? 'refunded' : 'partially_refunded' });
  await m.db.insert(refunds).values({
    tenantId: m.tenant.id,
    orderId: order.id,
    amountMinor: request.amountMinor,
    reason: request.reason,
    refundRef,
    byUserId: m.auth.user.id,
  });
  if (full) await afterFullRefund(m, refunded, gateway);
  const refs = await refsOf(m.db, m.tenant.id, [refunded]);
  return presentOrder(refunded, refs(refunded), {
    buyer: (await repo.buyerOf(m.db, m.tenant.id, refunded.userId)) ?? null,
    operator: true,
  });
};

const afterFullRefund = async (m: Operator, order: OrderRow, gateway: Pick<Gateway, 'cancelAtPeriodEnd'>) => {
  if (order.membershipId !== null && order.kind !== 'event_ticket') {
    const membership = await repo.membershipById(m.db, m.tenant.id, order.membershipId);
    if (membership && membership.status !== 'ended') {
      await m.db
        .update(memberships)
        .set({ status: 'ended', endedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(memberships.tenantId, m.tenant.id), eq(memberships.id, membership.id)));
      // Best effort: the provider must not charge the next period of a membership refunded in full.
      if (membership.subscriptionRef)
        await gateway.cancelAtPeriodEnd(membership.subscriptionRef, true).catch(() => undefined);
    }
  }
  if (order.kind === 'event_ticket' && order.eventId !== null && order.profileId !== null) {
    const buyer = await repo.buyerOf(m.db, m.tenant.id, order.userId);
    await revokeTicket(m, {
      eventId: order.eventId,
      profileId: order.profileId,
      userId: order.userId,
      name: buyer?.name ?? '',
      email: buyer?.email ?? null,
    });
  }
};

/** Any order of the tenant, for its operators. */
export const operatorOrder = async (m: Member, uuid: string) => {
  const order = await repo.findOrder(m.db, m.tenant.id, uuid);
  if (!order) throw notFound(orderNotFound);
  return order;
};
