import { z } from 'zod';
import { accountTypes } from './account-types.ts';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * Memberships, payments and orders (issue 41; product.md 2 /membership and /orders, login-guarded, and
 * /payment/success and /payment/failed). A tenant's operators connect their own Stripe or Razorpay account,
 * define membership plans and may put a price on an event's seats. The server decides every price; the
 * member pays on the provider's page; a membership starts, or a ticket is issued, only when the provider's
 * signed webhook confirms the payment. A tenant without a provider shows no prices.
 */

export const paymentProviders = ['stripe', 'razorpay'] as const;
export const PaymentProvider = z.enum(paymentProviders, 'Choose Stripe or Razorpay');
export type PaymentProvider = z.infer<typeof PaymentProvider>;
export const paymentProviderLabels: Record<PaymentProvider, string> = { stripe: 'Stripe', razorpay: 'Razorpay' };

/** Currencies a plan or a ticket may be priced in: each with two minor digits at both providers. */
export const currencies = ['INR', 'USD', 'EUR', 'GBP', 'SGD', 'AED', 'AUD', 'CAD'] as const;
export const Currency = z.enum(currencies, 'Choose a currency');
export type Currency = z.infer<typeof Currency>;

export const billingIntervals = ['monthly', 'yearly', 'one_off'] as const;
export const BillingInterval = z.enum(billingIntervals, 'Choose monthly, yearly or one-off');
export type BillingInterval = z.infer<typeof BillingInterval>;
export const billingIntervalLabels: Record<BillingInterval, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  one_off: 'One-off',
};

/** Features of the platform a plan may unlock: while a live plan lists one, members need such a plan to use it. */
export const payableFeatures = [
  'startup_kit',
  'facility_management',
  'mentor_hours',
  'growth_metrics',
  'ip_management',
  'milestone_management',
] as const;
export const PayableFeature = z.enum(payableFeatures, 'Choose a feature a plan can unlock');
export type PayableFeature = z.infer<typeof PayableFeature>;
export const payableFeatureLabels: Record<PayableFeature, string> = {
  startup_kit: 'Startup booster kit',
  facility_management: 'Facility bookings',
  mentor_hours: 'Mentorship hours',
  growth_metrics: 'Growth metrics',
  ip_management: 'IP requests',
  milestone_management: 'Milestones',
};

export const planStatuses = ['active', 'archived'] as const;
export const PlanStatus = z.enum(planStatuses);
export type PlanStatus = z.infer<typeof PlanStatus>;

export const orderKinds = ['plan', 'renewal', 'event_ticket'] as const;
export const OrderKind = z.enum(orderKinds);
export type OrderKind = z.infer<typeof OrderKind>;

/**
 * pending: sent to the provider, not confirmed; paid: confirmed by a signed webhook; failed: the provider
 * said the payment failed; expired: never paid within the hold; refunded / partially_refunded: money went back.
 */
export const orderStatuses = ['pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

/**
 * active: paid up; past_due: a renewal failed and the grace period runs; ended: over (cancelled at period
 * end, refunded, or the grace period ran out).
 */
export const membershipStatuses = ['active', 'past_due', 'ended'] as const;
export const MembershipStatus = z.enum(membershipStatuses);
export type MembershipStatus = z.infer<typeof MembershipStatus>;
export const membershipStatusLabels: Record<MembershipStatus, string> = {
  active: 'Active',
  past_due: 'Renewal failed: in grace period',
  ended: 'Ended',
};

export const paymentLimits = {
  planNameLength: 80,
  planDescriptionLength: 1000,
  /** The most a plan or ticket may cost, in minor units (10,000,000.00). */
  maxAmountMinor: 1_000_000_000,
  maxEventSeats: 1000,
  maxTaxPercent: 50,
  taxNameLength: 20,
  taxIdLength: 30,
  legalNameLength: 200,
  addressLength: 500,
  invoicePrefixLength: 12,
  keyLength: 300,
  refundReasonLength: 300,
  /** Days a membership keeps working after a renewal failed, while the provider retries. */
  graceDays: 7,
  /** Minutes an event seat is held for a member who went to pay. */
  seatHoldMinutes: 15,
} as const;

const text = (label: string, max: number, min = 1) =>
  z.string().trim().min(min, `${label} is required`).max(max, `${label}: at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}: at most ${max} characters`).default('');

/** An amount in minor units (paise, cents). */
export const AmountMinor = z
  .number('Enter an amount')
  .int('Amount: whole minor units (paise, cents)')
  .min(1, 'Amount must be more than zero')
  .max(paymentLimits.maxAmountMinor, 'Amount is too large');

// ---------------------------------------------------------------------------------------------------------
// Operators: the provider and the tax
// ---------------------------------------------------------------------------------------------------------

/** The tax shown on prices and invoices, as the tenant configures it (India's GST: 18%, GSTIN on the invoice). */
export const TaxSettings = z.strictObject({
  name: text('Tax name', paymentLimits.taxNameLength),
  /** Percent, up to two decimals. */
  ratePercent: z
    .number('Enter the tax rate')
    .min(0, 'Tax rate: 0 or more')
    .max(paymentLimits.maxTaxPercent, `Tax rate: at most ${paymentLimits.maxTaxPercent}%`)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, 'Tax rate: at most two decimals'),
  /** true: prices include the tax; false: the tax is added at checkout. */
  inclusive: z.boolean().default(false),
  /** What the tenant's tax number is called on the invoice: GSTIN, VAT number. */
  idLabel: optionalText('Tax number label', paymentLimits.taxNameLength),
  idNumber: optionalText('Tax number', paymentLimits.taxIdLength),
});
export type TaxSettings = z.infer<typeof TaxSettings>;

/**
 * PUT admin/payments/settings. Secrets are write-only: left empty they keep what is stored. Stripe takes a
 * secret key (sk_...) and the webhook's signing secret (whsec_...); Razorpay a key id (rzp_...), its secret
 * and the webhook's secret. provider null switches payments off: prices disappear, nothing is deleted.
 */
export const PaymentSettingsChange = z.strictObject({
  provider: PaymentProvider.nullable(),
  /** Razorpay's key id; Stripe's publishable key (pk_...), optional. */
  keyId: optionalText('Key id', paymentLimits.keyLength),
  keySecret: optionalText('Secret key', paymentLimits.keyLength),
  webhookSecret: optionalText('Webhook secret', paymentLimits.keyLength),
  currency: Currency,
  tax: TaxSettings.nullable(),
  legalName: optionalText('Legal name', paymentLimits.legalNameLength),
  address: optionalText('Address', paymentLimits.addressLength),
  invoicePrefix: z
    .string()
    .trim()
    .max(paymentLimits.invoicePrefixLength, `Invoice prefix: at most ${paymentLimits.invoicePrefixLength} characters`)
    .regex(/^[A-Z0-9-]*$/, 'Invoice prefix: capital letters, digits and hyphens')
    .default('INV'),
});
export type PaymentSettingsChange = z.input<typeof PaymentSettingsChange>;

export const PaymentSettings = z.object({
  provider: PaymentProvider.nullable(),
  keyId: z.string(),
  /** The secrets are never sent back: only whether one is stored and its last four characters. */
  keySecretHint: z.string().nullable(),
  webhookSecretHint: z.string().nullable(),
  currency: Currency,
  tax: TaxSettings.nullable(),
  legalName: z.string(),
  address: z.string(),
  invoicePrefix: z.string(),
  /** Where the provider must send its webhooks for this tenant, to paste in its dashboard. */
  webhookUrl: z.string(),
  /** Events to subscribe to at the provider. */
  webhookEvents: z.array(z.string()),
});
export type PaymentSettings = z.infer<typeof PaymentSettings>;

// ---------------------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------------------

export const PlanUnlocks = z.strictObject({
  features: z.array(PayableFeature).max(payableFeatures.length).default([]),
  /** Account types a member may create a profile of only with this plan. */
  accountTypes: z.array(z.enum(accountTypes, 'Choose an account type')).max(accountTypes.length).default([]),
  /** Paid event tickets included per period (per purchase for one-off plans). */
  eventSeats: z.number().int().min(0).max(paymentLimits.maxEventSeats).default(0),
});
export type PlanUnlocks = z.infer<typeof PlanUnlocks>;

export const PlanInput = z.strictObject({
  name: text('Name', paymentLimits.planNameLength),
  description: optionalText('Description', paymentLimits.planDescriptionLength),
  priceMinor: AmountMinor,
  currency: Currency,
  interval: BillingInterval,
  unlocks: PlanUnlocks,
});
export type PlanInput = z.input<typeof PlanInput>;

export const PlanChange = PlanInput.partial().extend({ status: PlanStatus.optional() }).strict();
export type PlanChange = z.input<typeof PlanChange>;

/** What one price comes to: the tax added or included as the tenant says. */
export const Price = z.object({
  currency: Currency,
  subtotalMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  taxName: z.string().nullable(),
  taxPercent: z.number().nullable(),
});
export type Price = z.infer<typeof Price>;

export const Plan = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  currency: Currency,
  interval: BillingInterval,
  unlocks: z.object({
    features: z.array(PayableFeature),
    accountTypes: z.array(z.enum(accountTypes)),
    eventSeats: z.number().int(),
  }),
  status: PlanStatus,
  price: Price,
  /** Members holding it now (operators only; 0 for members). */
  memberCount: z.number().int(),
});
export type Plan = z.infer<typeof Plan>;

/** GET payments/plans: what a member may buy; a tenant without a provider answers provider null and no plans. */
export const PlanCatalogue = z.object({
  provider: PaymentProvider.nullable(),
  plans: z.array(Plan),
});
export type PlanCatalogue = z.infer<typeof PlanCatalogue>;

// ---------------------------------------------------------------------------------------------------------
// Checkout, memberships and orders
// ---------------------------------------------------------------------------------------------------------

/** POST payments/checkout: what to buy, never its price. Unknown fields (an amount from the browser) are refused. */
export const CheckoutRequest = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('plan'), planUuid: z.uuid('Choose a plan') }),
    z.strictObject({ kind: z.literal('event_ticket'), eventUuid: z.uuid('Choose an event') }),
  ],
  'Say what to buy: a plan or an event ticket',
);
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

export const OrderItem = z.object({
  kind: OrderKind,
  /** The plan's or the event's name as bought. */
  name: z.string(),
  planUuid: z.string().nullable(),
  eventUuid: z.string().nullable(),
  interval: BillingInterval.nullable(),
});

export const Order = z.object({
  uuid: z.string(),
  status: OrderStatus,
  item: OrderItem,
  provider: PaymentProvider.nullable(),
  price: Price,
  refundedMinor: z.number().int(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** For operators: who bought it. */
  buyer: z.object({ userUuid: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  can: z.object({ downloadInvoice: z.boolean(), refund: z.boolean(), pay: z.boolean() }),
});
export type Order = z.infer<typeof Order>;

export const CheckoutStarted = z.object({
  order: Order,
  /** The provider's payment page; null when nothing is to be paid (a ticket included in the member's plan). */
  redirectUrl: z.string().nullable(),
});
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

export const Membership = z.object({
  uuid: z.string(),
  status: MembershipStatus,
  plan: z.object({ uuid: z.string(), name: z.string(), interval: BillingInterval }),
  startedAt: z.string(),
  /** When the paid period ends; null for one-off plans, which do not end. */
  currentPeriodEnd: z.string().nullable(),
  /** While past_due: the last day the membership still works. */
  graceEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  eventSeatsLeft: z.number().int(),
  can: z.object({ cancel: z.boolean(), resume: z.boolean() }),
});
export type Membership = z.infer<typeof Membership>;

/** GET membership: the caller's membership (null without one) and what it unlocks now. */
export const MyMembership = z.object({
  membership: Membership.nullable(),
  unlocked: z.object({ features: z.array(PayableFeature), accountTypes: z.array(z.enum(accountTypes)) }),
  /** Features the tenant sells that the caller does not hold. */
  locked: z.array(PayableFeature),
});
export type MyMembership = z.infer<typeof MyMembership>;

export const OrdersQuery = z.object({ ...pageQuery(pageSizes.list) });
export const OrderPage = pageOf(Order);
export type OrderPage = z.infer<typeof OrderPage>;

// ---------------------------------------------------------------------------------------------------------
// Operators: payments, refunds, alerts
// ---------------------------------------------------------------------------------------------------------

export const AdminOrdersQuery = z.object({
  status: OrderStatus.optional(),
  kind: OrderKind.optional(),
  /** Invoice number, or the buyer's name or email. */
  q: z.string().trim().max(100).default(''),
  ...pageQuery(pageSizes.table),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const RefundRequest = z.strictObject({
  amountMinor: AmountMinor,
  reason: optionalText('Reason', paymentLimits.refundReasonLength),
});
export type RefundRequest = z.input<typeof RefundRequest>;

/** Something refused that operators should know of: a forged webhook, a tampered checkout, a stranger's order. */
export const paymentAlertKinds = [
  'bad_signature',
  'replayed_event',
  'stale_event',
  'tampered_checkout',
  'foreign_order',
  'unconfirmed_return',
  'refund_refused',
  'amount_mismatch',
] as const;
export const PaymentAlertKind = z.enum(paymentAlertKinds);
export type PaymentAlertKind = z.infer<typeof PaymentAlertKind>;
export const paymentAlertLabels: Record<PaymentAlertKind, string> = {
  bad_signature: 'Webhook with a bad signature',
  replayed_event: 'Webhook replayed',
  stale_event: 'Webhook out of order',
  tampered_checkout: 'Checkout with tampered fields',
  foreign_order: "Another member's order asked for",
  unconfirmed_return: 'Return from the provider before a confirmed payment',
  refund_refused: 'Refund refused',
  amount_mismatch: 'Paid amount differs from the order',
};

export const PaymentAlert = z.object({
  uuid: z.string(),
  kind: PaymentAlertKind,
  detail: z.string(),
  provider: PaymentProvider.nullable(),
  /** The member involved, when one was signed in. */
  userName: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentAlert = z.infer<typeof PaymentAlert>;
export const PaymentAlertPage = pageOf(PaymentAlert);
export const AlertsQuery = z.object({ ...pageQuery(pageSizes.table) });

/** Formats minor units in a currency for people: ₹1,180.00. */
export const formatMoney = (minor: number, currency: string, locale = 'en-IN') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

/** An event ticket's price before tax, in minor units of the tenant's payment currency. */
export const TicketPrice = AmountMinor;
