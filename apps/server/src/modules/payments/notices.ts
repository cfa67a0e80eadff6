import { formatMoney, type NotificationKind } from '@ventura/shared';
import type { Delivery, NotifyInput } from '../../platform/notify/notifier.ts';
import type { Context } from '../../platform/request-context.ts';

/*
 * What a member hears of their payments, in the app and by email (the paymentUpdates notice): a receipt
 * when a payment is confirmed, a failed renewal with the end of its grace period, a membership that ended.
 */

const notice = 'paymentUpdates' as const;

export type Notice = { userId: string; kind: NotificationKind; title: string; lines: string[]; url: string };

export const receipt = (
  userId: string,
  order: { itemName: string; totalMinor: number; currency: string; invoiceNumber: string | null },
): Notice => ({
  userId,
  kind: 'payment_received',
  title: `Payment received: ${order.itemName}, ${formatMoney(order.totalMinor, order.currency)}`,
  lines: [
    `We received your payment of ${formatMoney(order.totalMinor, order.currency)} for ${order.itemName}.`,
    ...(order.invoiceNumber ? [`Your invoice ${order.invoiceNumber} is on your orders page.`] : []),
  ],
  url: '/orders',
});

export const renewalFailed = (userId: string, plan: string, graceEndsAt: Date): Notice => ({
  userId,
  kind: 'payment_failed',
  title: `The renewal of ${plan} failed`,
  lines: [
    `The payment for your ${plan} membership did not go through. The provider will try again.`,
    `Your membership keeps working until ${graceEndsAt.toUTCString().slice(0, 16)}; update your payment method with the provider before then.`,
  ],
  url: '/membership',
});

export const membershipEnded = (userId: string, plan: string): Notice => ({
  userId,
  kind: 'membership_ended',
  title: `Your ${plan} membership has ended`,
  lines: [`Your ${plan} membership has ended. You can choose a plan again at any time.`],
  url: '/membership',
});

/** The notifier's input for a notice of this tenant, its email linking to the tenant's address. */
export const noticeFor = (tenantId: string, origin: string, input: Notice): NotifyInput => ({
  tenantId,
  userIds: [input.userId],
  kind: input.kind,
  title: input.title,
  url: input.url,
  email: { notice, subject: input.title, text: [...input.lines, '', `${origin}${input.url}`].join('\n') },
});

/** Records a notice in the caller's transaction; the delivery is published once it commits. */
export const record = async (ctx: Context, input: Notice): Promise<Delivery> =>
  ctx.notifier.record(ctx.db, noticeFor(ctx.tenant.id, await ctx.origin(ctx.db), input));
