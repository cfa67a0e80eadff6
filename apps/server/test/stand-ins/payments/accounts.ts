import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The one account of each provider the stand-ins know, exported so a test or a journey can give the
 * server the same keys. The values have the providers' shapes (Stripe's `sk_test_51...`, Razorpay's
 * `rzp_test_` and 14 characters) because the server may check them.
 */
export const paymentStandInDefaults = {
  stripe: {
    secretKey:
      'sk_test_51QvEnTuRaStAnDiN0000000000000000000000000000000000000000000000000000000000000000000000000000000',
    publishableKey:
      'pk_test_51QvEnTuRaStAnDiN000000000000000000000000000000000000000000000000000000000000000000000000000',
    webhookSecret: 'whsec_5tand1nVentura5tripeWebhook5ecret0000',
  },
  razorpay: {
    keyId: 'rzp_test_VenturaStand01',
    keySecret: 'vEnTuRaStAnDiNkEySeCrEt0',
    webhookSecret: 'ventura-stand-in-razorpay-webhook-secret',
  },
};

export type PaymentProvider = 'stripe' | 'razorpay';

/** Where a provider delivers its account's webhooks (in reality set in the provider's dashboard). */
export type WebhookEndpoint = { url: string; secret?: string; headers?: Record<string, string> };

/** One webhook POST as it leaves the provider. */
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };

/** Sends a webhook and answers the HTTP status the endpoint gave (0 when it could not be reached). */
export type Deliver = (provider: PaymentProvider, request: WebhookRequest) => Promise<number>;

/** A webhook the stand-ins sent (url null and status 0 when no endpoint was set for the provider). */
export type Delivery = {
  provider: PaymentProvider;
  type: string;
  eventId: string;
  url: string | null;
  body: string;
  headers: Record<string, string>;
  status: number;
  at: string;
};

/** An event a provider is about to send, before it is signed: its id, its type and its JSON. */
export type OutgoingEvent = { provider: PaymentProvider; id: string; type: string; payload: object };

/** An API call the stand-ins answered. */
export type RecordedRequest = { provider: PaymentProvider; method: string; path: string };

/** One API request as a provider's handler sees it. */
export type ApiRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

/** A provider's answer, and the webhooks it sends after answering. */
export type ApiAnswer = { status: number; body: unknown; headers?: Record<string, string>; events?: OutgoingEvent[] };

/** Random letters and digits, for ids in the providers' shapes (`cs_test_a1...`, `plink_...`). */
export const randomId = (prefix: string, length: number) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
};

export const unixNow = () => Math.floor(Date.now() / 1000);

export type Interval = 'day' | 'week' | 'month' | 'year';

/** The end of a billing period of `count` intervals from `start` (unix seconds), by the calendar. */
export const periodEnd = (start: number, interval: Interval, count = 1) => {
  const date = new Date(start * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
};

/** An amount in the currency's minor unit as a payer reads it: ₹499.00, $5.00, ¥500. */
export const formatAmount = (amount: number, currency: string) => {
  const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
};

/** A deep copy, so an event keeps the object as it was when the event happened. */
export const snapshot = <T>(value: T): T => structuredClone(value);

/** Thrown by a test control that the payer or the provider could not do (a paid session paid again). */
export class StandInRefusal extends Error {}

/* Stripe's objects, with the fields the server reads and those around them in Stripe's answers. */

export type StripeMetadata = Record<string, string>;

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: 'payment' | 'subscription';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  metadata: StripeMetadata;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
};

export type StripePrice = {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: Interval; interval_count: number; usage_type: 'licensed' } | null;
  type: 'one_time' | 'recurring';
};

/** A session with what the hosted page shows and what its payment creates, not on the wire. */
export type StripeCheckout = {
  session: CheckoutSession;
  productName: string;
  quantity: number;
  price: StripePrice;
  paymentIntentMetadata: StripeMetadata;
  subscriptionMetadata: StripeMetadata;
};

export type StripeSubscription = {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  collection_method: 'charge_automatically';
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  currency: string;
  customer: string;
  latest_invoice: string;
  livemode: false;
  metadata: StripeMetadata;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      created: number;
      current_period_start: number;
      current_period_end: number;
      metadata: StripeMetadata;
      price: StripePrice;
      quantity: number;
      subscription: string;
    }[];
    has_more: false;
    url: string;
  };
};

export type StripeInvoice = {
  id: string;
  object: 'invoice';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  currency: string;
  customer: string;
  status: 'paid' | 'open';
  collection_method: 'charge_automatically';
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: StripeMetadata };
  };
  lines: {
    object: 'list';
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      description: string;
      period: { start: number; end: number };
      quantity: number;
    }[];
    has_more: false;
  };
  period_start: number;
  period_end: number;
  subtotal: number;
  total: number;
  created: number;
  livemode: false;
  metadata: StripeMetadata;
};

export type StripePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded';
  latest_charge: string;
  customer: string | null;
  metadata: StripeMetadata;
  created: number;
  livemode: false;
};

export type StripeInvoicePayment = {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  amount_requested: number;
  currency: string;
  invoice: string;
  is_default: true;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number };
  created: number;
  livemode: false;
};

export type StripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  currency: string;
  metadata: StripeMetadata;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  status: 'succeeded';
  created: number;
};

export type StripeState = {
  sessions: Map<string, StripeCheckout>;
  subscriptions: Map<string, StripeSubscription>;
  invoices: Map<string, StripeInvoice>;
  invoicePayments: Map<string, StripeInvoicePayment>;
  paymentIntents: Map<string, StripePaymentIntent>;
  refunds: Map<string, StripeRefund>;
  /** Idempotency-Key → the request it was first used with and the answer given, replayed as Stripe does. */
  idempotency: Map<string, { request: string; answer: ApiAnswer }>;
  /** The API version events are written in: the last Stripe-Version the server's client sent. */
  apiVersion: string;
};

/* Razorpay's entities. */

export type RazorpayNotes = Record<string, string | number>;

export type RazorpayPaymentLink = {
  id: string;
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  notes: RazorpayNotes | null;
  notify: { email: boolean; sms: boolean };
  payments: { amount: number; created_at: number; method: string; payment_id: string; status: string }[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: unknown[];
  short_url: string;
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  updated_at: number;
  upi_link: boolean;
  user_id: string;
};

export type RazorpayPlan = {
  id: string;
  entity: 'plan';
  interval: number;
  period: 'daily' | 'weekly' | 'monthly' | 'yearly';
  item: {
    id: string;
    active: boolean;
    name: string;
    description: string | null;
    amount: number;
    unit_amount: number;
    currency: string;
    type: 'plan';
    created_at: number;
  };
  notes: RazorpayNotes;
  created_at: number;
};

export type RazorpaySubscription = {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: 'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed';
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: RazorpayNotes;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: 'api';
  payment_method: string | null;
  offer_id: string | null;
  remaining_count: number;
};

export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: RazorpayNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
};

export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
};

export type RazorpayState = {
  accountId: string;
  paymentLinks: Map<string, RazorpayPaymentLink>;
  plans: Map<string, RazorpayPlan>;
  subscriptions: Map<string, RazorpaySubscription>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
};
