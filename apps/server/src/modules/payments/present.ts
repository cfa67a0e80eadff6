import type { Membership, Order, Plan, PlanUnlocks } from '@ventura/shared';
import type { membershipPlans, memberships } from '../../platform/payments/index.ts';
import { priceOf } from '../../platform/payments/index.ts';
import type { SettingsRow } from './settings.ts';
import type { orders } from './tables.ts';

export type PlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type Buyer = { userUuid: string; name: string; email: string | null };

const paidStatuses: readonly OrderRow['status'][] = ['paid', 'partially_refunded', 'refunded'];

/** Who may do what with payments, as pure predicates. */
export const orderPolicy = {
  downloadInvoice: (order: OrderRow) => paidStatuses.includes(order.status) && order.invoiceNumber !== null,
  refund: (order: OrderRow) =>
    (order.status === 'paid' || order.status === 'partially_refunded') &&
    order.paymentRef !== null &&
    order.totalMinor > order.refundedMinor,
  pay: (order: OrderRow) => order.status === 'pending' && order.checkoutUrl !== null,
};

export const membershipPolicy = {
  /** A live recurring membership that renews: it may stop renewing at its period's end. */
  cancel: (membership: MembershipRow) =>
    membership.status !== 'ended' && membership.subscriptionRef !== null && !membership.cancelAtPeriodEnd,
  resume: (membership: MembershipRow, canResume: boolean) =>
    canResume && membership.status === 'active' && membership.cancelAtPeriodEnd,
};

export const presentPlan = (plan: PlanRow, settings: Pick<SettingsRow, 'tax'> | null, memberCount = 0): Plan => ({
  uuid: plan.uuid,
  name: plan.name,
  description: plan.description,
  priceMinor: plan.priceMinor,
  currency: plan.currency,
  interval: plan.interval,
  unlocks: unlocksOf(plan.unlocks),
  status: plan.status,
  price: priceOf(plan.priceMinor, plan.currency, settings?.tax ?? null),
  memberCount,
});

const unlocksOf = (unlocks: PlanUnlocks) => ({
  features: unlocks.features ?? [],
  accountTypes: unlocks.accountTypes ?? [],
  eventSeats: unlocks.eventSeats ?? 0,
});

export const presentOrder = (
  order: OrderRow,
  refs: { planUuid: string | null; eventUuid: string | null },
  options: { buyer?: Buyer | null; operator?: boolean } = {},
): Order => ({
  uuid: order.uuid,
  status: order.status,
  item: {
    kind: order.kind,
    name: order.itemName,
    planUuid: refs.planUuid,
    eventUuid: refs.eventUuid,
    interval: order.interval,
  },
  provider: order.provider,
  price: {
    currency: order.currency,
    subtotalMinor: order.subtotalMinor,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    taxName: order.taxName,
    taxPercent: order.taxPercent,
  },
  refundedMinor: order.refundedMinor,
  invoiceNumber: order.invoiceNumber,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
  buyer: options.buyer ?? null,
  can: {
    downloadInvoice: orderPolicy.downloadInvoice(order),
    refund: options.operator === true && orderPolicy.refund(order),
    pay: options.operator !== true && orderPolicy.pay(order),
  },
});

export const presentMembership = (membership: MembershipRow, plan: PlanRow, canResume: boolean): Membership => ({
  uuid: membership.uuid,
  status: membership.status,
  plan: { uuid: plan.uuid, name: plan.name, interval: plan.interval },
  startedAt: membership.startedAt.toISOString(),
  currentPeriodEnd: membership.currentPeriodEnd?.toISOString() ?? null,
  graceEndsAt: membership.status === 'past_due' ? (membership.graceEndsAt?.toISOString() ?? null) : null,
  cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
  eventSeatsLeft: membership.eventSeatsLeft,
  can: { cancel: membershipPolicy.cancel(membership), resume: membershipPolicy.resume(membership, canResume) },
});
