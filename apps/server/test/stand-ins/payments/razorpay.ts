import { createHmac } from 'node:crypto';
import { parseJson } from '../shared.ts';
import {
  type ApiAnswer,
  type ApiRequest,
  type Interval,
  type OutgoingEvent,
  type paymentStandInDefaults,
  periodEnd,
  type RazorpayNotes,
  type RazorpayPayment,
  type RazorpayPaymentLink,
  type RazorpayPlan,
  type RazorpayRefund,
  type RazorpayState,
  type RazorpaySubscription,
  randomId,
  StandInRefusal,
  snapshot,
  unixNow,
} from './accounts.ts';

type Account = typeof paymentStandInDefaults.razorpay;
type Body = Record<string, unknown>;

export const newRazorpayState = (): RazorpayState => ({
  accountId: randomId('acc_', 14),
  paymentLinks: new Map(),
  plans: new Map(),
  subscriptions: new Map(),
  payments: new Map(),
  refunds: new Map(),
});

/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
const razorpayError = (status: number, description: string, errorField?: string): ApiAnswer => ({
  status,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(errorField && { field: errorField }),
    },
  },
});
const notFound = () => ({
  status: 400,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'The id provided does not exist',
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  },
});
const ok = (body: unknown, events?: OutgoingEvent[]): ApiAnswer => ({ status: 200, body, ...(events && { events }) });

/** An event as Razorpay delivers it: the entities it concerns, each as it is now, under `payload`. */
export const razorpayEvent = (state: RazorpayState, type: string, entities: Record<string, object>): OutgoingEvent => {
  const id = randomId('', 14);
  const payload = {
    entity: 'event',
    account_id: state.accountId,
    event: type,
    contains: Object.keys(entities),
    payload: Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity: snapshot(entity) }])),
    created_at: unixNow(),
  };
  return { provider: 'razorpay', id, type, payload };
};

/** X-Razorpay-Signature: hex HMAC-SHA256 of the raw body keyed with the webhook secret. */
export const razorpaySignature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** The signature Razorpay adds to a payment link's callback, keyed with the account's key secret. */
export const paymentLinkCallbackSignature = (link: RazorpayPaymentLink, paymentId: string, keySecret: string) =>
  razorpaySignature(`${link.id}|${link.reference_id}|${link.status}|${paymentId}`, keySecret);

/** An integer field; Razorpay also takes one written as digits ("49900"), as its client's types allow. */
const number = (body: Body, key: string) => {
  const value = body[key];
  const found = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof found === 'number' && Number.isInteger(found) ? found : undefined;
};
const string = (body: Body, key: string) => {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
};
const object = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
const notes = (value: unknown): RazorpayNotes =>
  Object.fromEntries(
    Object.entries(object(value)).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

/** Razorpay refuses fields it does not know, naming them. */
const extraFields = (body: Body, allowed: string[]) => {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  return extra.length
    ? razorpayError(400, `${extra.join(', ')} is/are not required and should not be sent`, extra[0])
    : null;
};

/**
 * Razorpay's API for what the server calls: payment links, plans, subscriptions and refunds, with HTTP
 * Basic key_id:key_secret, JSON bodies and Razorpay's error bodies (an unknown id is a 400, as there).
 */
export const answerRazorpay = (request: ApiRequest, state: RazorpayState, account: Account, baseUrl: string) => {
  const expected = `Basic ${Buffer.from(`${account.keyId}:${account.keySecret}`).toString('base64')}`;
  if (request.headers.authorization !== expected) {
    return {
      status: 401,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Authentication failed',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      },
    };
  }
  const parsed = request.body.trim() ? parseJson(request.body) : {};
  if (parsed === undefined) return razorpayError(400, 'The request body is not valid JSON');
  const body = object(parsed);
  const [version, resource, id, action, extra] = request.path.split('/').slice(1);
  const call = `${request.method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
  if (version === 'v1' && !extra) {
    if (call === 'POST payment_links') return createLink(body, state, baseUrl);
    if (call === 'POST plans') return createPlan(body, state);
    if (call === 'POST subscriptions') return createSubscription(body, state, baseUrl);
    const link = id ? state.paymentLinks.get(id) : undefined;
    const subscription = id ? state.subscriptions.get(id) : undefined;
    const payment = id ? state.payments.get(id) : undefined;
    if (call === 'GET payment_links/:id') return link ? ok(link) : notFound();
    if (call === 'POST payment_links/:id/cancel') return link ? cancelLink(state, link) : notFound();
    if (call === 'GET plans/:id') {
      const plan = id ? state.plans.get(id) : undefined;
      return plan ? ok(plan) : notFound();
    }
    if (call === 'GET subscriptions/:id') return subscription ? ok(subscription) : notFound();
    if (call === 'POST subscriptions/:id/cancel') return subscription ? cancel(state, subscription, body) : notFound();
    if (call === 'GET payments/:id') return payment ? ok(payment) : notFound();
    if (call === 'POST payments/:id/refund') return payment ? refund(state, payment, body) : notFound();
    if (call === 'GET refunds/:id') {
      const found = id ? state.refunds.get(id) : undefined;
      return found ? ok(found) : notFound();
    }
  }
  return { ...razorpayError(404, 'The requested URL was not found on the server.'), status: 404 };
};

const createLink = (body: Body, state: RazorpayState, baseUrl: string): ApiAnswer => {
  const refused = extraFields(body, [
    'amount',
    'currency',
    'accept_partial',
    'first_min_partial_amount',
    'description',
    'reference_id',
    'customer',
    'expire_by',
    'notify',
    'reminder_enable',
    'notes',
    'callback_url',
    'callback_method',
    'upi_link',
    'options',
  ]);
  if (refused) return refused;
  const amount = number(body, 'amount');
  if (body.amount === undefined) return razorpayError(400, 'The amount field is required.', 'amount');
  if (amount === undefined || amount < 100) return razorpayError(400, 'The amount must be atleast INR 1.00', 'amount');
  const currency = string(body, 'currency') ?? 'INR';
  if (!/^[A-Z]{3}$/.test(currency)) return razorpayError(400, 'The selected currency is invalid.', 'currency');
  const referenceId = string(body, 'reference_id') ?? '';
  if (referenceId.length > 40) {
    return razorpayError(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
  }
  if (referenceId && [...state.paymentLinks.values()].some((link) => link.reference_id === referenceId)) {
    return razorpayError(400, 'Reference Id already exists', 'reference_id');
  }
  const callbackUrl = string(body, 'callback_url') ?? '';
  if (callbackUrl && !URL.canParse(callbackUrl)) {
    return razorpayError(400, 'The callback url format is invalid.', 'callback_url');
  }
  const callbackMethod = string(body, 'callback_method') ?? '';
  if (callbackUrl && callbackMethod !== 'get') {
    return razorpayError(400, 'callback_method should be get if callback_url is passed', 'callback_method');
  }
  const now = unixNow();
  const expireBy = number(body, 'expire_by') ?? 0;
  if (expireBy && expireBy < now + 15 * 60) {
    return razorpayError(400, 'expire_by should be at least 15 minutes after current time', 'expire_by');
  }
  const id = randomId('plink_', 14);
  const customer = object(body.customer);
  const notify = object(body.notify);
  const link: RazorpayPaymentLink = {
    id,
    accept_partial: body.accept_partial === true,
    amount,
    amount_paid: 0,
    callback_method: callbackMethod,
    callback_url: callbackUrl,
    cancelled_at: 0,
    created_at: now,
    currency,
    customer: {
      ...(typeof customer.name === 'string' && { name: customer.name }),
      ...(typeof customer.email === 'string' && { email: customer.email }),
      ...(typeof customer.contact === 'string' && { contact: customer.contact }),
    },
    description: string(body, 'description') ?? '',
    expire_by: expireBy,
    expired_at: 0,
    first_min_partial_amount: number(body, 'first_min_partial_amount') ?? 0,
    notes: body.notes === undefined ? null : notes(body.notes),
    notify: { email: notify.email === true, sms: notify.sms === true },
    payments: null,
    reference_id: referenceId,
    reminder_enable: body.reminder_enable === true,
    reminders: [],
    short_url: `${baseUrl}/rzp/${id}`,
    status: 'created',
    updated_at: now,
    upi_link: body.upi_link === true,
    user_id: '',
  };
  state.paymentLinks.set(id, link);
  return ok(link);
};

const periods = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } satisfies Record<
  RazorpayPlan['period'],
  Interval
>;
const isPeriod = (value: unknown): value is RazorpayPlan['period'] =>
  typeof value === 'string' && Object.keys(periods).includes(value);

const createPlan = (body: Body, state: RazorpayState): ApiAnswer => {
  const refused = extraFields(body, ['period', 'interval', 'item', 'notes']);
  if (refused) return refused;
  if (body.period === undefined) return razorpayError(400, 'The period field is required.', 'period');
  if (!isPeriod(body.period)) return razorpayError(400, `Not a valid period: ${String(body.period)}`, 'period');
  const interval = number(body, 'interval');
  if (interval === undefined || interval < 1) return razorpayError(400, 'The interval field is required.', 'interval');
  if (body.period === 'daily' && interval < 7) {
    return razorpayError(400, 'The interval for daily plans must be greater than or equal to 7.', 'interval');
  }
  const item = object(body.item);
  const name = string(item, 'name');
  if (!name) return razorpayError(400, 'The item name field is required.', 'item.name');
  const amount = number(item, 'amount');
  if (amount === undefined || amount < 100) {
    return razorpayError(400, 'The amount must be atleast INR 1.00', 'item.amount');
  }
  const currency = string(item, 'currency');
  if (!currency || !/^[A-Z]{3}$/.test(currency)) {
    return razorpayError(400, 'The item currency field is required.', 'item.currency');
  }
  const now = unixNow();
  const plan: RazorpayPlan = {
    id: randomId('plan_', 14),
    entity: 'plan',
    interval,
    period: body.period,
    item: {
      id: randomId('item_', 14),
      active: true,
      name,
      description: string(item, 'description') ?? null,
      amount,
      unit_amount: amount,
      currency,
      type: 'plan',
      created_at: now,
    },
    notes: notes(body.notes),
    created_at: now,
  };
  state.plans.set(plan.id, plan);
  return ok(plan);
};

/** How long one billing cycle of a plan is, from a start (unix seconds). */
export const cycleEnd = (plan: RazorpayPlan, start: number) => periodEnd(start, periods[plan.period], plan.interval);

const createSubscription = (body: Body, state: RazorpayState, baseUrl: string): ApiAnswer => {
  const refused = extraFields(body, [
    'plan_id',
    'total_count',
    'quantity',
    'start_at',
    'expire_by',
    'customer_notify',
    'addons',
    'offer_id',
    'notes',
    'notify_info',
  ]);
  if (refused) return refused;
  const planId = string(body, 'plan_id');
  if (!planId) return razorpayError(400, 'The plan id field is required.', 'plan_id');
  if (!state.plans.has(planId)) return notFound();
  const totalCount = number(body, 'total_count');
  if (totalCount === undefined) return razorpayError(400, 'The total count field is required.', 'total_count');
  if (totalCount < 1 || totalCount > 100) {
    return razorpayError(400, 'The total count must be between 1 and 100.', 'total_count');
  }
  const id = randomId('sub_', 14);
  const subscription: RazorpaySubscription = {
    id,
    entity: 'subscription',
    plan_id: planId,
    customer_id: null,
    status: 'created',
    current_start: null,
    current_end: null,
    ended_at: null,
    quantity: number(body, 'quantity') ?? 1,
    notes: notes(body.notes),
    charge_at: null,
    start_at: number(body, 'start_at') ?? null,
    end_at: null,
    auth_attempts: 0,
    total_count: totalCount,
    paid_count: 0,
    customer_notify: body.customer_notify !== 0 && body.customer_notify !== false,
    created_at: unixNow(),
    expire_by: number(body, 'expire_by') ?? null,
    short_url: `${baseUrl}/rzp/${id}`,
    has_scheduled_changes: false,
    change_scheduled_at: null,
    source: 'api',
    payment_method: null,
    offer_id: string(body, 'offer_id') ?? null,
    remaining_count: totalCount,
  };
  state.subscriptions.set(id, subscription);
  return ok(subscription);
};

const cancelLink = (state: RazorpayState, link: RazorpayPaymentLink): ApiAnswer => {
  if (link.status !== 'created') {
    return razorpayError(400, `Payment Link cannot be cancelled as it is already ${link.status}`);
  }
  Object.assign(link, { status: 'cancelled', cancelled_at: unixNow(), updated_at: unixNow() });
  return ok(link, [razorpayEvent(state, 'payment_link.cancelled', { payment_link: link })]);
};

/** Cancels now, or at the end of the current cycle (the subscription stays active until then). */
const cancel = (state: RazorpayState, subscription: RazorpaySubscription, body: Body): ApiAnswer => {
  if (['cancelled', 'completed'].includes(subscription.status)) {
    return razorpayError(400, `Subscription is not cancellable in ${subscription.status} status.`);
  }
  const atCycleEnd = body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true;
  if (atCycleEnd && subscription.status === 'active') {
    Object.assign(subscription, { has_scheduled_changes: true, change_scheduled_at: subscription.current_end });
    return ok(subscription);
  }
  return ok(subscription, endRazorpaySubscription(state, subscription.id, 'cancelled'));
};

const refund = (state: RazorpayState, payment: RazorpayPayment, body: Body): ApiAnswer => {
  const refused = extraFields(body, ['amount', 'speed', 'notes', 'receipt']);
  if (refused) return refused;
  if (payment.status === 'failed') return razorpayError(400, 'The payment has not been captured');
  const left = payment.amount - payment.amount_refunded;
  if (left === 0) return razorpayError(400, 'The payment has been fully refunded already');
  const amount = body.amount === undefined ? left : number(body, 'amount');
  if (amount === undefined || amount < 100) {
    return razorpayError(400, 'The refund amount must be atleast INR 1.00', 'amount');
  }
  if (amount > left) {
    return razorpayError(400, 'The refund amount provided is greater than amount captured', 'amount');
  }
  const created: RazorpayRefund = {
    id: randomId('rfnd_', 14),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: notes(body.notes),
    receipt: string(body, 'receipt') ?? null,
    acquirer_data: { arn: null },
    created_at: unixNow(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
  state.refunds.set(created.id, created);
  payment.amount_refunded += amount;
  payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
  if (payment.refund_status === 'full') payment.status = 'refunded';
  return ok(created, [razorpayEvent(state, 'refund.processed', { refund: created, payment })]);
};

/* What the payer and Razorpay's billing do, each answering the webhooks it sends, in Razorpay's order. */

const newPayment = (
  state: RazorpayState,
  charge: { amount: number; currency: string; notes: RazorpayNotes; description: string; email?: string },
  failed = false,
) => {
  const payment: RazorpayPayment = {
    id: randomId('pay_', 14),
    entity: 'payment',
    amount: charge.amount,
    currency: charge.currency,
    status: failed ? 'failed' : 'captured',
    order_id: randomId('order_', 14),
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: !failed,
    description: charge.description,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: 'success@razorpay',
    email: charge.email ?? 'payer@example.com',
    contact: '+919000090000',
    notes: charge.notes,
    fee: failed ? null : Math.round(charge.amount * 0.0236),
    tax: failed ? null : Math.round(charge.amount * 0.0036),
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment processing failed because of incorrect OTP' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authentication' : null,
    error_reason: failed ? 'incorrect_otp' : null,
    created_at: unixNow(),
  };
  state.payments.set(payment.id, payment);
  return payment;
};

const chargeOf = (state: RazorpayState, ref: string) => {
  const link = state.paymentLinks.get(ref);
  if (link) {
    const { amount, currency, description } = link;
    return { amount, currency, description, notes: link.notes ?? {}, email: link.customer.email };
  }
  const subscription = state.subscriptions.get(ref);
  const plan = subscription && state.plans.get(subscription.plan_id);
  if (!subscription || !plan) throw new StandInRefusal(`No payment link or subscription ${ref}`);
  const { amount, currency, name } = plan.item;
  return { amount: amount * subscription.quantity, currency, description: name, notes: subscription.notes };
};

/** The payer pays a link, or authorises a subscription and pays its first cycle. */
export const payRazorpay = (state: RazorpayState, ref: string): OutgoingEvent[] => {
  const link = state.paymentLinks.get(ref);
  if (!link) return authoriseSubscription(state, ref);
  if (link.status !== 'created') throw new StandInRefusal(`Payment link ${ref} is ${link.status}`);
  const payment = newPayment(state, chargeOf(state, ref));
  const now = unixNow();
  Object.assign(link, { status: 'paid', amount_paid: link.amount, updated_at: now });
  link.payments = [
    { amount: link.amount, created_at: now, method: payment.method, payment_id: payment.id, status: 'captured' },
  ];
  const order = {
    id: payment.order_id,
    entity: 'order',
    amount: link.amount,
    amount_paid: link.amount,
    amount_due: 0,
    currency: link.currency,
    receipt: link.reference_id || null,
    offer_id: null,
    status: 'paid',
    attempts: 1,
    notes: link.notes ?? {},
    created_at: now,
  };
  return [
    razorpayEvent(state, 'payment.captured', { payment }),
    razorpayEvent(state, 'payment_link.paid', { payment_link: link, order, payment }),
  ];
};

const authoriseSubscription = (state: RazorpayState, ref: string): OutgoingEvent[] => {
  const subscription = state.subscriptions.get(ref);
  if (!subscription) throw new StandInRefusal(`No payment link or subscription ${ref}`);
  if (subscription.status !== 'created') throw new StandInRefusal(`Subscription ${ref} is ${subscription.status}`);
  Object.assign(subscription, {
    status: 'authenticated',
    customer_id: randomId('cust_', 14),
    payment_method: 'upi',
    auth_attempts: 1,
  });
  const authenticated = razorpayEvent(state, 'subscription.authenticated', { subscription });
  const [charged] = chargeCycle(state, subscription, unixNow());
  const activated = razorpayEvent(state, 'subscription.activated', { subscription });
  return [authenticated, activated, ...(charged ? [charged] : [])];
};

/** Charges one cycle from `start`: the subscription is active for it, or completed after its last one. */
const chargeCycle = (state: RazorpayState, subscription: RazorpaySubscription, start: number) => {
  const plan = state.plans.get(subscription.plan_id);
  if (!plan) throw new StandInRefusal(`Subscription ${subscription.id} has no plan`);
  const payment = newPayment(state, chargeOf(state, subscription.id));
  payment.invoice_id = randomId('inv_', 14);
  const end = cycleEnd(plan, start);
  const paidCount = subscription.paid_count + 1;
  Object.assign(subscription, {
    status: 'active',
    current_start: start,
    current_end: end,
    charge_at: end,
    start_at: subscription.start_at ?? start,
    end_at: subscription.end_at ?? cycleEnd({ ...plan, interval: plan.interval * subscription.total_count }, start),
    paid_count: paidCount,
    remaining_count: subscription.total_count - paidCount,
  });
  const charged = razorpayEvent(state, 'subscription.charged', { subscription, payment });
  if (paidCount < subscription.total_count) return [charged];
  Object.assign(subscription, { status: 'completed', ended_at: end, charge_at: null });
  return [charged, razorpayEvent(state, 'subscription.completed', { subscription })];
};

/** A failed attempt: `payment.failed` with the link's or the subscription's notes; nothing else changes. */
export const failRazorpay = (state: RazorpayState, ref: string): OutgoingEvent[] => {
  const link = state.paymentLinks.get(ref);
  const subscription = state.subscriptions.get(ref);
  const status = link?.status ?? subscription?.status;
  if (status !== 'created') throw new StandInRefusal(`${ref} is ${status ?? 'unknown'}, not awaiting payment`);
  const payment = newPayment(state, chargeOf(state, ref), true);
  return [razorpayEvent(state, 'payment.failed', { payment })];
};

export const expireRazorpayLink = (state: RazorpayState, ref: string): OutgoingEvent[] => {
  const link = state.paymentLinks.get(ref);
  if (!link) throw new StandInRefusal(`No payment link ${ref} (only payment links expire)`);
  if (link.status !== 'created') throw new StandInRefusal(`Payment link ${ref} is ${link.status}`);
  Object.assign(link, { status: 'expired', expired_at: unixNow(), updated_at: unixNow() });
  return [razorpayEvent(state, 'payment_link.expired', { payment_link: link })];
};

/**
 * The next cycle's charge: a subscription cancelled at cycle end ends instead; a failed charge leaves it
 * `pending` (Razorpay retries), and a later successful one starts the next cycle.
 */
export const renewRazorpaySubscription = (state: RazorpayState, ref: string, outcome: 'paid' | 'failed') => {
  const subscription = state.subscriptions.get(ref);
  if (!subscription) throw new StandInRefusal(`No subscription ${ref}`);
  if (!['active', 'pending'].includes(subscription.status) || subscription.current_end === null) {
    throw new StandInRefusal(`Subscription ${ref} is ${subscription.status}, not renewing`);
  }
  if (subscription.has_scheduled_changes) return endRazorpaySubscription(state, ref, 'cancelled');
  if (outcome === 'failed') {
    subscription.status = 'pending';
    return [razorpayEvent(state, 'subscription.pending', { subscription })];
  }
  return chargeCycle(state, subscription, subscription.current_end);
};

export const endRazorpaySubscription = (state: RazorpayState, ref: string, how: 'halted' | 'cancelled' = 'halted') => {
  const subscription = state.subscriptions.get(ref);
  if (!subscription) throw new StandInRefusal(`No subscription ${ref}`);
  if (['cancelled', 'completed'].includes(subscription.status) || subscription.status === how) {
    throw new StandInRefusal(`Subscription ${ref} is already ${subscription.status}`);
  }
  const now = unixNow();
  Object.assign(subscription, {
    status: how,
    ended_at: how === 'cancelled' ? (subscription.change_scheduled_at ?? now) : null,
    has_scheduled_changes: false,
    charge_at: null,
  });
  return [razorpayEvent(state, `subscription.${how}`, { subscription })];
};
