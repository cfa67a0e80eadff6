import { type BillingInterval, formatMoney, type Order, type Price } from '@ventura/shared';
import { taxLabel } from '../../ui/price-text.ts';

/* How prices read for people: amounts in minor units on the wire, major units in forms and text. */

const perInterval: Record<BillingInterval, string> = { monthly: ' / month', yearly: ' / year', one_off: '' };

/** The total a member pays, with its interval: '₹11,800 / year'. */
export const totalText = (price: Price, interval: BillingInterval = 'one_off') =>
  `${formatMoney(price.totalMinor, price.currency)}${perInterval[interval]}`;

/**
 * How a price's tax is shown: included ('incl. GST 18%') when the subtotal already is the total, else the
 * sum ('₹10,000 + GST 18% = ₹11,800'); null without tax.
 */
export const taxText = (price: Price) => {
  const tax = taxLabel(price);
  if (!tax) return null;
  if (price.subtotalMinor === price.totalMinor) return `incl. ${tax}`;
  return `${formatMoney(price.subtotalMinor, price.currency)} + ${tax} = ${formatMoney(price.totalMinor, price.currency)}`;
};

/** What is left to refund on an order, in minor units. */
export const refundableMinor = (order: Order) => Math.max(0, order.price.totalMinor - order.refundedMinor);

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/** '29 Nov 2026'. */
export const dateText = (iso: string) => dateFormat.format(new Date(iso));
/** '29 Nov 2026, 10:30 am'. */
export const dateTimeText = (iso: string) => dateTimeFormat.format(new Date(iso));
/** '10:30 am'. */
export const timeText = (iso: string) => timeFormat.format(new Date(iso));
