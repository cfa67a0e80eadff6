import Razorpay from 'razorpay';
import { dateOfUnix, header, type Json, numberAt, objectAt, textAt } from './read.ts';
import { type Gateway, GatewayError, type GatewayKeys, type ProviderEvent } from './types.ts';

/*
 * Razorpay (docs/payments.md): one-off plans and tickets through Payment Links (Razorpay's hosted page,
 * back to our success page by callback_url); monthly and yearly plans through Subscriptions against a
 * Razorpay plan made for the price. Webhooks are checked with Razorpay's validateWebhookSignature (hex
 * HMAC-SHA256 of the raw body with the webhook's secret); the event's id is its X-Razorpay-Event-Id.
 */

/**
 * Subscriptions are made for a fixed number of charges: 100 monthly ones (about eight years; the tests'
 * stand-in takes at most 100 cycles) or ten yearly ones.
 */
const totalCounts = { monthly: 100, yearly: 10 } as const;

const clientOf = (keys: GatewayKeys) => {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  // The client knows only Razorpay's own address; its HTTP client (axios, `api.rq`) takes another: the
  // tests' stand-in. Checked, so that a client that moved it fails loudly instead of calling Razorpay.
  // axios's instance is a function with properties, so it is read with Reflect, not as a JSON object.
  const rq: unknown = Reflect.get(client.api, 'rq');
  const defaults: unknown = typeof rq === 'function' ? Reflect.get(rq, 'defaults') : undefined;
  if (typeof defaults !== 'object' || defaults === null || !('baseURL' in defaults))
    throw new Error('razorpay: the client no longer keeps its address in api.rq');
  if (keys.apiUrl) Reflect.set(defaults, 'baseURL', keys.apiUrl);
  Reflect.set(defaults, 'timeout', 15_000);
  return client;
};

/** Razorpay's error body `{ error: { description } }`, or the network's. */
const refused = (error: unknown): never => {
  const body = objectAt(error, 'error');
  const description = textAt(body, 'description');
  const status = numberAt(objectAt(error), 'statusCode');
  if (description) throw new GatewayError(`Razorpay: ${description}`, status);
  throw new GatewayError('Razorpay did not answer: try again in a moment', null);
};

const entityOf = (payload: Json, name: string) => objectAt(payload, name, 'entity');

const eventOf = (body: Json, eventId: string): ProviderEvent => {
  const name = textAt(body, 'event') ?? '';
  const base = { eventId, createdAt: dateOfUnix(numberAt(body, 'created_at')) ?? new Date(), name };
  const payload = objectAt(body, 'payload');
  const payment = entityOf(payload, 'payment');
  switch (name) {
    case 'payment_link.paid': {
      const link = entityOf(payload, 'payment_link');
      const orderRef = textAt(link, 'reference_id');
      const paymentRef = textAt(payment, 'id');
      if (!orderRef || !paymentRef) return { ...base, type: 'ignored' };
      return {
        ...base,
        type: 'checkout.paid',
        orderRef,
        paymentRef,
        amountMinor: numberAt(payment, 'amount') ?? numberAt(link, 'amount_paid') ?? 0,
        currency: textAt(payment, 'currency') ?? textAt(link, 'currency') ?? '',
        subscriptionRef: null,
        periodEnd: null,
      };
    }
    case 'payment_link.expired':
    case 'payment_link.cancelled': {
      const orderRef = textAt(entityOf(payload, 'payment_link'), 'reference_id');
      return orderRef ? { ...base, type: 'checkout.failed', orderRef, reason: name } : { ...base, type: 'ignored' };
    }
    case 'payment.failed': {
      // A failed attempt on a payment link or a first subscription charge carries our order in its notes.
      const orderRef = textAt(objectAt(payment, 'notes'), 'order');
      const reason = textAt(payment, 'error_description') ?? name;
      return orderRef ? { ...base, type: 'checkout.failed', orderRef, reason } : { ...base, type: 'ignored' };
    }
    case 'subscription.charged': {
      const subscription = entityOf(payload, 'subscription');
      const subscriptionRef = textAt(subscription, 'id');
      const paymentRef = textAt(payment, 'id');
      const periodEnd = dateOfUnix(numberAt(subscription, 'current_end'));
      if (!subscriptionRef || !paymentRef || !periodEnd) return { ...base, type: 'ignored' };
      const amountMinor = numberAt(payment, 'amount') ?? 0;
      const currency = textAt(payment, 'currency') ?? '';
      const orderRef = textAt(objectAt(subscription, 'notes'), 'order');
      if ((numberAt(subscription, 'paid_count') ?? 0) <= 1 && orderRef) {
        return {
          ...base,
          type: 'checkout.paid',
          orderRef,
          paymentRef,
          amountMinor,
          currency,
          subscriptionRef,
          periodEnd,
        };
      }
      return {
        ...base,
        type: 'renewal.paid',
        subscriptionRef,
        paymentRef,
        amountMinor,
        currency,
        periodStart: dateOfUnix(numberAt(subscription, 'current_start')),
        periodEnd,
      };
    }
    case 'subscription.pending': {
      const subscriptionRef = textAt(entityOf(payload, 'subscription'), 'id');
      return subscriptionRef ? { ...base, type: 'renewal.failed', subscriptionRef } : { ...base, type: 'ignored' };
    }
    case 'subscription.halted':
    case 'subscription.cancelled':
    case 'subscription.completed': {
      const subscriptionRef = textAt(entityOf(payload, 'subscription'), 'id');
      return subscriptionRef ? { ...base, type: 'subscription.ended', subscriptionRef } : { ...base, type: 'ignored' };
    }
    default:
      return { ...base, type: 'ignored' };
  }
};

const parsed = (raw: string): Json => {
  try {
    return objectAt({ body: JSON.parse(raw) }, 'body');
  } catch {
    return {};
  }
};

export const razorpayGateway = (keys: GatewayKeys): Gateway => {
  const razorpay = clientOf(keys);

  /** The Razorpay plan billing these terms: the one made before when they match, else a new one. */
  const planFor = async (input: Parameters<Gateway['startCheckout']>[0], interval: 'monthly' | 'yearly') => {
    const terms = `${input.totalMinor} ${input.currency} ${interval}`;
    if (input.providerPlan?.terms === terms) return input.providerPlan;
    const plan = await razorpay.plans
      .create({
        period: interval,
        interval: 1,
        item: { name: input.name, amount: input.totalMinor, currency: input.currency, description: input.description },
      })
      .catch(refused);
    return { ref: plan.id, terms };
  };

  return {
    canResume: false,
    startCheckout: async (input) => {
      if (input.interval === 'monthly' || input.interval === 'yearly') {
        const plan = await planFor(input, input.interval);
        const subscription = await razorpay.subscriptions
          .create({
            plan_id: plan.ref,
            total_count: totalCounts[input.interval],
            quantity: 1,
            customer_notify: 1,
            notes: { order: input.orderUuid },
          })
          .catch(refused);
        if (!subscription.short_url) throw new GatewayError('Razorpay gave no payment page for the subscription', null);
        return { checkoutRef: subscription.id, redirectUrl: subscription.short_url, providerPlan: plan };
      }
      const link = await razorpay.paymentLink
        .create({
          amount: input.totalMinor,
          currency: input.currency,
          description: input.name.slice(0, 2048),
          reference_id: input.orderUuid,
          customer: { name: input.buyer.name, ...(input.buyer.email ? { email: input.buyer.email } : {}) },
          notify: { sms: false, email: false },
          reminder_enable: false,
          callback_url: input.successUrl,
          callback_method: 'get',
          notes: { order: input.orderUuid },
          ...(input.expiresAt ? { expire_by: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
        })
        .catch(refused);
      return { checkoutRef: link.id, redirectUrl: link.short_url, providerPlan: null };
    },
    closeCheckout: async (checkoutRef) => {
      if (checkoutRef.startsWith('sub_')) {
        const subscription = await razorpay.subscriptions.fetch(checkoutRef).catch(refused);
        if (subscription.status !== 'created') return false;
        await razorpay.subscriptions.cancel(checkoutRef, false).catch(refused);
        return true;
      }
      const link = await razorpay.paymentLink.fetch(checkoutRef).catch(refused);
      if (link.status !== 'created') return false;
      await razorpay.paymentLink.cancel(checkoutRef).catch(refused);
      return true;
    },
    readWebhook: (rawBody, headers) => {
      const signature = header(headers, 'x-razorpay-signature');
      const raw = rawBody.toString('utf8');
      if (!signature || !Razorpay.validateWebhookSignature(raw, signature, keys.webhookSecret)) return null;
      const body = parsed(raw);
      const eventId =
        header(headers, 'x-razorpay-event-id') ?? `${textAt(body, 'event')}:${numberAt(body, 'created_at')}`;
      return eventOf(body, eventId);
    },
    refund: async (paymentRef, amountMinor, reason) => {
      const refund = await razorpay.payments
        .refund(paymentRef, { amount: amountMinor, ...(reason ? { notes: { reason: reason.slice(0, 250) } } : {}) })
        .catch(refused);
      return { refundRef: refund.id };
    },
    cancelAtPeriodEnd: async (subscriptionRef, cancel) => {
      if (!cancel) throw new GatewayError('Razorpay cannot take back a cancellation', null);
      await razorpay.subscriptions.cancel(subscriptionRef, true).catch(refused);
    },
  };
};
