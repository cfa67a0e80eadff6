import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import {
  type ApiAnswer,
  type ApiRequest,
  type CheckoutSession,
  type Interval,
  type OutgoingEvent,
  type paymentStandInDefaults,
  periodEnd,
  randomId,
  StandInRefusal,
  type StripeCheckout,
  type StripeInvoice,
  type StripeInvoicePayment,
  type StripeMetadata,
  type StripePaymentIntent,
  type StripeRefund,
  type StripeState,
  type StripeSubscription,
  snapshot,
  unixNow,
} from './accounts.ts';

/** A form as Stripe reads it: `a[b][0][c]=v` nests, list indexes are keys like any other. */
type Form = { [key: string]: string | Form };

export const parseStripeForm = (body: string): Form => {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      const child: Form = typeof next === 'object' ? next : {};
      node[part] = child;
      node = child;
    });
  }
  return root;
};

const at = (form: Form, ...path: string[]): string | Form | undefined =>
  path.reduce<string | Form | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), form);
const textAt = (form: Form, ...path: string[]) => {
  const found = at(form, ...path);
  return typeof found === 'string' ? found : undefined;
};
const metadataAt = (form: Form, ...path: string[]): StripeMetadata => {
  const found = at(form, ...path);
  if (typeof found !== 'object') return {};
  return Object.fromEntries(
    Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
};

/** Stripe's error body: `{ error: { type, code?, doc_url?, message, param? } }`. */
const stripeError = (
  status: number,
  error: { message: string; code?: string; param?: string; type?: string },
): ApiAnswer => ({
  status,
  body: {
    error: {
      ...(error.code && {
        code: error.code,
        doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`,
      }),
      message: error.message,
      ...(error.param && { param: error.param }),
      type: error.type ?? 'invalid_request_error',
    },
  },
});
const missing = (param: string) =>
  stripeError(400, { code: 'parameter_missing', message: `Missing required param: ${param}.`, param });
const invalid = (param: string, message: string) => stripeError(400, { code: 'parameter_invalid', message, param });
const noSuch = (kind: string, id: string, param = 'id') =>
  stripeError(404, { code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
const ok = (body: unknown, events?: OutgoingEvent[]): ApiAnswer => ({ status: 200, body, ...(events && { events }) });

export const newStripeState = (): StripeState => ({
  sessions: new Map(),
  subscriptions: new Map(),
  invoices: new Map(),
  invoicePayments: new Map(),
  paymentIntents: new Map(),
  refunds: new Map(),
  idempotency: new Map(),
  apiVersion: Stripe.API_VERSION,
});

/** An Event as Stripe delivers it, holding a copy of the object as it is now. */
export const stripeEvent = (state: StripeState, type: string, object: object): OutgoingEvent => {
  const id = randomId('evt_1', 23);
  const payload = {
    id,
    object: 'event',
    api_version: state.apiVersion,
    created: unixNow(),
    data: { object: snapshot(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return { provider: 'stripe', id, type, payload };
};

/** Stripe-Signature: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's secret>`. */
export const stripeSignature = (body: string, secret: string, timestamp = unixNow()) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

type Account = typeof paymentStandInDefaults.stripe;

const authenticate = (request: ApiRequest, account: Account): ApiAnswer | null => {
  const header = request.headers.authorization ?? '';
  const basic = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString().split(':')[0] : null;
  const key = header.startsWith('Bearer ') ? header.slice(7).trim() : basic;
  if (!key) {
    return stripeError(401, {
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  if (key === account.publishableKey) {
    return stripeError(401, {
      message:
        'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    });
  }
  if (key !== account.secretKey) {
    return stripeError(401, { message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` });
  }
  return null;
};

/**
 * Stripe's API for what the server calls: Checkout Sessions, subscriptions, refunds and invoice payments,
 * with Bearer auth, form bodies, Stripe's error bodies and its idempotency: a repeated Idempotency-Key
 * replays the first answer (and its webhooks are not sent again).
 */
export const answerStripe = (request: ApiRequest, state: StripeState, account: Account, baseUrl: string): ApiAnswer => {
  const refused = authenticate(request, account);
  if (refused) return refused;
  const version = request.headers['stripe-version'];
  if (typeof version === 'string' && version) state.apiVersion = version;
  const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
  if (typeof key !== 'string') return route(request, state, baseUrl);
  const fingerprint = `${request.method} ${request.path} ${request.body}`;
  const earlier = state.idempotency.get(key);
  if (earlier && earlier.request !== fingerprint) {
    return stripeError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    });
  }
  if (earlier) return { ...earlier.answer, events: [], headers: { 'idempotent-replayed': 'true' } };
  const answer = route(request, state, baseUrl);
  state.idempotency.set(key, { request: fingerprint, answer });
  return answer;
};

const route = (request: ApiRequest, state: StripeState, baseUrl: string): ApiAnswer => {
  const form = parseStripeForm(request.method === 'GET' ? request.query.toString() : request.body);
  const parts = request.path.split('/').slice(1);
  if (parts[0] === 'v1' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts.length <= 5) {
    return routeCheckout(request, parts[3], parts[4], form, state, baseUrl);
  }
  const [version, resource, id, action, extra] = parts;
  const call = `${request.method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
  if (version === 'v1' && !extra) {
    const subscription = id ? state.subscriptions.get(id) : undefined;
    if (resource === 'subscriptions' && id && !action) {
      if (!subscription) return noSuch('subscription', id);
      if (call === 'GET subscriptions/:id') return ok(subscription);
      if (call === 'POST subscriptions/:id') return updateSubscription(form, subscription);
      if (call === 'DELETE subscriptions/:id') {
        if (subscription.status === 'canceled') return noSuch('subscription', id);
        return ok(subscription, endStripeSubscription(state, id));
      }
    }
    if (call === 'GET invoices/:id' && id) {
      const invoice = state.invoices.get(id);
      return invoice ? ok(invoice) : noSuch('invoice', id);
    }
    if (call === 'GET payment_intents/:id' && id) {
      const intent = state.paymentIntents.get(id);
      return intent ? ok(intent) : noSuch('payment_intent', id);
    }
    if (call === 'POST refunds') return createRefund(form, state);
    if (call === 'GET refunds/:id' && id) {
      const refund = state.refunds.get(id);
      return refund ? ok(refund) : noSuch('refund', id);
    }
    if (call === 'GET invoice_payments') {
      const invoice = textAt(form, 'invoice');
      const data = [...state.invoicePayments.values()].filter((payment) => !invoice || payment.invoice === invoice);
      return ok({ object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (call === 'GET invoice_payments/:id' && id) {
      const payment = state.invoicePayments.get(id);
      return payment ? ok(payment) : noSuch('invoice_payment', id);
    }
  }
  return unrecognized(request);
};

const unrecognized = (request: ApiRequest) =>
  stripeError(404, {
    message: `Unrecognized request URL (${request.method}: ${request.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });

const routeCheckout = (
  request: ApiRequest,
  id: string | undefined,
  action: string | undefined,
  form: Form,
  state: StripeState,
  baseUrl: string,
): ApiAnswer => {
  if (!id) return request.method === 'POST' ? createSession(form, state, baseUrl) : unrecognized(request);
  const checkout = state.sessions.get(id);
  if (!checkout) return noSuch('checkout.session', id, 'session');
  if (request.method === 'GET' && !action) return ok(checkout.session);
  if (request.method !== 'POST' || action !== 'expire') return unrecognized(request);
  if (checkout.session.status !== 'open') {
    return stripeError(400, {
      message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${checkout.session.status}".`,
    });
  }
  return ok(checkout.session, expireCheckout(state, id));
};

const intervals: Interval[] = ['day', 'week', 'month', 'year'];
const isInterval = (value: string | undefined): value is Interval => intervals.some((interval) => interval === value);
const validUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

const createSession = (form: Form, state: StripeState, baseUrl: string): ApiAnswer => {
  const mode = textAt(form, 'mode');
  if (!mode) return missing('mode');
  if (mode !== 'payment' && mode !== 'subscription') {
    return invalid('mode', `Invalid mode: must be one of payment or subscription (the stand-in has no setup mode)`);
  }
  const item = 'line_items[0]';
  if (!at(form, 'line_items', '0')) return missing('line_items');
  const price = textAt(form, 'line_items', '0', 'price');
  if (price) return noSuch('price', price, `${item}[price]`);
  const quantityText = textAt(form, 'line_items', '0', 'quantity');
  if (!quantityText) return missing(`${item}[quantity]`);
  const quantity = Number(quantityText);
  if (!Number.isInteger(quantity) || quantity < 1)
    return invalid(`${item}[quantity]`, `Invalid integer: ${quantityText}`);
  const currency = textAt(form, 'line_items', '0', 'price_data', 'currency');
  if (!currency) return missing(`${item}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency)) return invalid(`${item}[price_data][currency]`, `Invalid currency: ${currency}.`);
  const amountText = textAt(form, 'line_items', '0', 'price_data', 'unit_amount');
  if (!amountText) return missing(`${item}[price_data][unit_amount]`);
  const unitAmount = Number(amountText);
  if (!Number.isInteger(unitAmount) || unitAmount < 0) {
    return invalid(`${item}[price_data][unit_amount]`, `Invalid integer: ${amountText}`);
  }
  const productName = textAt(form, 'line_items', '0', 'price_data', 'product_data', 'name');
  if (!productName) return missing(`${item}[price_data][product_data][name]`);
  const interval = textAt(form, 'line_items', '0', 'price_data', 'recurring', 'interval');
  if (interval !== undefined && !isInterval(interval)) {
    return invalid(
      `${item}[price_data][recurring][interval]`,
      'Invalid recurring[interval]: must be one of day, week, month, or year',
    );
  }
  if (mode === 'subscription' && !interval) {
    return stripeError(400, {
      message: 'You must provide at least one recurring price in `subscription` mode when using prices.',
    });
  }
  if (mode === 'payment' && interval) {
    return stripeError(400, {
      message:
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    });
  }
  for (const param of ['success_url', 'cancel_url']) {
    const url = textAt(form, param);
    if (url !== undefined && !validUrl(url)) return invalid(param, 'Not a valid URL');
  }
  const email = textAt(form, 'customer_email');
  if (email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    return invalid('customer_email', `Invalid email address: ${email}`);
  }
  const now = unixNow();
  const expiresText = textAt(form, 'expires_at');
  const expiresAt = expiresText === undefined ? now + 24 * 3600 : Number(expiresText);
  if (!Number.isInteger(expiresAt)) return invalid('expires_at', `Invalid integer: ${expiresText}`);
  if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
    return invalid(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes and at most 24 hours after the Checkout Session is created.',
    );
  }
  const intervalCount = Number(textAt(form, 'line_items', '0', 'price_data', 'recurring', 'interval_count') ?? 1);
  const id = randomId('cs_test_a1', 56);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    url: `${baseUrl}/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    mode,
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    currency,
    client_reference_id: textAt(form, 'client_reference_id') ?? null,
    customer: null,
    customer_email: email ?? null,
    customer_details: null,
    metadata: metadataAt(form, 'metadata'),
    payment_intent: null,
    subscription: null,
    invoice: null,
    success_url: textAt(form, 'success_url') ?? null,
    cancel_url: textAt(form, 'cancel_url') ?? null,
    expires_at: expiresAt,
    created: now,
    livemode: false,
  };
  const checkout: StripeCheckout = {
    session,
    productName,
    quantity,
    price: {
      id: randomId('price_1', 23),
      object: 'price',
      currency,
      unit_amount: unitAmount,
      product: randomId('prod_', 14),
      recurring: interval ? { interval, interval_count: intervalCount, usage_type: 'licensed' } : null,
      type: interval ? 'recurring' : 'one_time',
    },
    // As Stripe does, the session's metadata stays on the session: the payment and the subscription
    // carry only what payment_intent_data / subscription_data give them.
    paymentIntentMetadata: metadataAt(form, 'payment_intent_data', 'metadata'),
    subscriptionMetadata: metadataAt(form, 'subscription_data', 'metadata'),
  };
  state.sessions.set(id, checkout);
  return ok(session);
};

const updateSubscription = (form: Form, subscription: StripeSubscription): ApiAnswer => {
  if (subscription.status === 'canceled') {
    return stripeError(400, {
      message: 'A canceled subscription can only update its cancellation_details and metadata.',
    });
  }
  const cancel = textAt(form, 'cancel_at_period_end');
  if (cancel !== undefined && cancel !== 'true' && cancel !== 'false') {
    return invalid('cancel_at_period_end', `Invalid boolean: ${cancel}`);
  }
  if (cancel !== undefined) {
    const periodEnds = subscription.items.data[0]?.current_period_end ?? null;
    subscription.cancel_at_period_end = cancel === 'true';
    subscription.cancel_at = cancel === 'true' ? periodEnds : null;
    subscription.canceled_at = cancel === 'true' ? unixNow() : null;
  }
  Object.assign(subscription.metadata, metadataAt(form, 'metadata'));
  return ok(subscription);
};

const createRefund = (form: Form, state: StripeState): ApiAnswer => {
  const intentId = textAt(form, 'payment_intent');
  const chargeId = textAt(form, 'charge');
  if (!intentId && !chargeId) {
    return stripeError(400, {
      message: 'One of the following params should be provided for this request: charge or payment_intent.',
    });
  }
  const intents = [...state.paymentIntents.values()];
  const intent = intents.find((candidate) => candidate.id === intentId || candidate.latest_charge === chargeId);
  if (!intent && intentId) return noSuch('payment_intent', intentId, 'payment_intent');
  if (!intent) return noSuch('charge', chargeId ?? '', 'charge');
  const reason = textAt(form, 'reason') ?? null;
  if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
    return invalid('reason', 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer');
  }
  const refunded = [...state.refunds.values()]
    .filter((refund) => refund.payment_intent === intent.id)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const left = intent.amount_received - refunded;
  const amountText = textAt(form, 'amount');
  const amount = amountText === undefined ? left : Number(amountText);
  if (left === 0) {
    return stripeError(400, {
      code: 'charge_already_refunded',
      message: `Charge ${intent.latest_charge} has already been refunded.`,
    });
  }
  if (!Number.isInteger(amount) || amount < 1)
    return invalid('amount', 'This value must be greater than or equal to 1.');
  if (amount > left) {
    return stripeError(400, {
      code: 'amount_too_large',
      param: 'amount',
      message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
    });
  }
  const refund: StripeRefund = {
    id: randomId('re_3', 23),
    object: 'refund',
    amount,
    balance_transaction: randomId('txn_3', 23),
    charge: intent.latest_charge,
    currency: intent.currency,
    metadata: metadataAt(form, 'metadata'),
    payment_intent: intent.id,
    reason,
    receipt_number: null,
    status: 'succeeded',
    created: unixNow(),
  };
  state.refunds.set(refund.id, refund);
  return ok(refund);
};

/* What the payer and Stripe's billing do, each answering the webhooks it sends, in Stripe's order. */

const findCheckout = (state: StripeState, id: string) => {
  const checkout = state.sessions.get(id);
  if (!checkout) throw new StandInRefusal(`No such checkout.session: '${id}'`);
  return checkout;
};

const findSubscription = (state: StripeState, id: string) => {
  const subscription = state.subscriptions.get(id);
  if (!subscription) throw new StandInRefusal(`No such subscription: '${id}'`);
  return subscription;
};

const chargeIntent = (
  state: StripeState,
  charge: { amount: number; currency: string; customer: string | null; metadata: StripeMetadata },
) => {
  const intent: StripePaymentIntent = {
    id: randomId('pi_3', 23),
    object: 'payment_intent',
    amount: charge.amount,
    amount_received: charge.amount,
    currency: charge.currency,
    status: 'succeeded',
    latest_charge: randomId('ch_3', 23),
    customer: charge.customer,
    metadata: charge.metadata,
    created: unixNow(),
    livemode: false,
  };
  state.paymentIntents.set(intent.id, intent);
  return intent;
};

/** Pays an invoice: a payment intent, and the invoice payment that ties them. */
const payInvoice = (state: StripeState, invoice: StripeInvoice) => {
  const intent = chargeIntent(state, {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: invoice.customer,
    metadata: {},
  });
  const now = unixNow();
  const payment: StripeInvoicePayment = {
    id: randomId('inpay_1', 23),
    object: 'invoice_payment',
    amount_paid: invoice.amount_due,
    amount_requested: invoice.amount_due,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: now },
    created: now,
    livemode: false,
  };
  state.invoicePayments.set(payment.id, payment);
  Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
};

/** The invoice of one period of a subscription, paid or left open after a failed attempt. */
const bill = (
  state: StripeState,
  subscription: StripeSubscription,
  reason: StripeInvoice['billing_reason'],
  outcome: 'paid' | 'failed',
) => {
  const item = subscription.items.data[0];
  if (!item) throw new StandInRefusal(`Subscription ${subscription.id} has no item`);
  const amount = item.price.unit_amount * item.quantity;
  const now = unixNow();
  const invoice: StripeInvoice = {
    id: randomId('in_1', 23),
    object: 'invoice',
    billing_reason: reason,
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 1,
    attempted: true,
    currency: item.price.currency,
    customer: subscription.customer,
    status: 'open',
    collection_method: 'charge_automatically',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: randomId('il_1', 23),
          object: 'line_item',
          amount,
          currency: item.price.currency,
          description: `${item.quantity} × ${item.price.product}`,
          period: { start: item.current_period_start, end: item.current_period_end },
          quantity: item.quantity,
        },
      ],
      has_more: false,
    },
    period_start: now,
    period_end: now,
    subtotal: amount,
    total: amount,
    created: now,
    livemode: false,
    metadata: {},
  };
  state.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  if (outcome === 'paid') payInvoice(state, invoice);
  return invoice;
};

/** The payer pays: the session completes and, for a subscription, its first invoice is paid. */
export const completeCheckout = (state: StripeState, id: string): OutgoingEvent[] => {
  const { session, price, quantity, paymentIntentMetadata, subscriptionMetadata } = findCheckout(state, id);
  if (session.status !== 'open') throw new StandInRefusal(`Checkout Session ${id} is ${session.status}, not open`);
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer_details: { email: session.customer_email, name: 'Stand-in Payer' },
  });
  if (session.mode === 'payment') {
    const intent = chargeIntent(state, {
      amount: session.amount_total,
      currency: session.currency,
      customer: null,
      metadata: paymentIntentMetadata,
    });
    session.payment_intent = intent.id;
    return [stripeEvent(state, 'checkout.session.completed', session)];
  }
  const now = unixNow();
  const subscriptionId = randomId('sub_1', 23);
  const customer = randomId('cus_', 14);
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  const subscription: StripeSubscription = {
    id: subscriptionId,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    collection_method: 'charge_automatically',
    created: now,
    start_date: now,
    billing_cycle_anchor: now,
    currency: session.currency,
    customer,
    latest_invoice: '',
    livemode: false,
    metadata: subscriptionMetadata,
    items: {
      object: 'list',
      data: [
        {
          id: randomId('si_', 14),
          object: 'subscription_item',
          created: now,
          current_period_start: now,
          current_period_end: periodEnd(now, recurring.interval, recurring.interval_count),
          metadata: {},
          price,
          quantity,
          subscription: subscriptionId,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
    },
  };
  state.subscriptions.set(subscriptionId, subscription);
  const invoice = bill(state, subscription, 'subscription_create', 'paid');
  Object.assign(session, { customer, subscription: subscriptionId, invoice: invoice.id });
  return [stripeEvent(state, 'checkout.session.completed', session), stripeEvent(state, 'invoice.paid', invoice)];
};

export const expireCheckout = (state: StripeState, id: string): OutgoingEvent[] => {
  const { session } = findCheckout(state, id);
  if (session.status !== 'open') throw new StandInRefusal(`Checkout Session ${id} is ${session.status}, not open`);
  Object.assign(session, { status: 'expired', url: null });
  return [stripeEvent(state, 'checkout.session.expired', session)];
};

/**
 * The next period's charge: an open invoice from a failed attempt is retried; a subscription set to
 * cancel at period end ends instead; otherwise a new period starts with a new invoice.
 */
export const renewStripeSubscription = (state: StripeState, id: string, outcome: 'paid' | 'failed') => {
  const subscription = findSubscription(state, id);
  if (subscription.status === 'canceled') throw new StandInRefusal(`Subscription ${id} is canceled`);
  const open = state.invoices.get(subscription.latest_invoice);
  if (open?.status === 'open') {
    open.attempt_count += 1;
    if (outcome === 'failed') return [stripeEvent(state, 'invoice.payment_failed', open)];
    payInvoice(state, open);
    subscription.status = 'active';
    return [stripeEvent(state, 'invoice.paid', open)];
  }
  const item = subscription.items.data[0];
  if (!item) throw new StandInRefusal(`Subscription ${id} has no item`);
  if (subscription.cancel_at_period_end) return endStripeSubscription(state, id, item.current_period_end);
  const recurring = item.price.recurring ?? { interval: 'month', interval_count: 1 };
  item.current_period_start = item.current_period_end;
  item.current_period_end = periodEnd(item.current_period_start, recurring.interval, recurring.interval_count);
  const invoice = bill(state, subscription, 'subscription_cycle', outcome);
  subscription.status = outcome === 'paid' ? 'active' : 'past_due';
  return [stripeEvent(state, outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice)];
};

export const endStripeSubscription = (state: StripeState, id: string, at = unixNow()) => {
  const subscription = findSubscription(state, id);
  if (subscription.status === 'canceled') throw new StandInRefusal(`Subscription ${id} is already canceled`);
  Object.assign(subscription, { status: 'canceled', ended_at: at, canceled_at: subscription.canceled_at ?? at });
  return [stripeEvent(state, 'customer.subscription.deleted', subscription)];
};
