import Stripe from 'stripe';
import { dateOfUnix, firstOf, header, type Json, numberAt, objectAt, textAt } from './read.ts';
import { type Gateway, GatewayError, type GatewayKeys, type ProviderEvent } from './types.ts';

/*
 * Stripe (docs/payments.md): Checkout Sessions, in payment mode for one-off plans and tickets and in
 * subscription mode for monthly and yearly plans; webhooks checked with Stripe's own constructEvent
 * (HMAC-SHA256 of `t.body`, five minutes' tolerance). The client is pinned to the library's API version.
 */

const intervals = { monthly: 'month', yearly: 'year' } as const;

const clientOf = (keys: GatewayKeys) => {
  if (!keys.apiUrl) return new Stripe(keys.keySecret, { maxNetworkRetries: 1, timeout: 15_000 });
  const url = new URL(keys.apiUrl);
  return new Stripe(keys.keySecret, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
};

/** Stripe's words for a refusal, kept for the operator; anything else is the network's. */
const refused = (error: unknown): never => {
  if (error instanceof Stripe.errors.StripeError) {
    throw new GatewayError(`Stripe: ${error.message}`, error.statusCode ?? null);
  }
  throw new GatewayError('Stripe did not answer: try again in a moment', null);
};

const eventOf = (event: Stripe.Event): ProviderEvent => {
  const base = { eventId: event.id, createdAt: new Date(event.created * 1000), name: event.type };
  const object: Json = objectAt(event.data, 'object');
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const orderRef = textAt(object, 'client_reference_id');
      if (!orderRef || textAt(object, 'payment_status') !== 'paid') return { ...base, type: 'ignored' };
      const subscriptionRef = textAt(object, 'subscription');
      return {
        ...base,
        type: 'checkout.paid',
        orderRef,
        // A subscription's first payment is its invoice's; refunds find the payment intent from it.
        paymentRef: textAt(object, 'payment_intent') ?? textAt(object, 'invoice') ?? textAt(object, 'id') ?? '',
        amountMinor: numberAt(object, 'amount_total') ?? 0,
        currency: (textAt(object, 'currency') ?? '').toUpperCase(),
        subscriptionRef,
        periodEnd: null,
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const orderRef = textAt(object, 'client_reference_id');
      if (!orderRef) return { ...base, type: 'ignored' };
      return { ...base, type: 'checkout.failed', orderRef, reason: event.type };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionRef = textAt(objectAt(object, 'parent', 'subscription_details'), 'subscription');
      // The first invoice of a subscription is paid through its checkout, which says so itself.
      if (!subscriptionRef || textAt(object, 'billing_reason') !== 'subscription_cycle')
        return { ...base, type: 'ignored' };
      if (event.type === 'invoice.payment_failed') return { ...base, type: 'renewal.failed', subscriptionRef };
      const period = objectAt(firstOf(objectAt(object, 'lines'), 'data'), 'period');
      const periodEnd = dateOfUnix(numberAt(period, 'end'));
      if (!periodEnd) return { ...base, type: 'ignored' };
      return {
        ...base,
        type: 'renewal.paid',
        subscriptionRef,
        paymentRef: textAt(object, 'id') ?? '',
        amountMinor: numberAt(object, 'amount_paid') ?? 0,
        currency: (textAt(object, 'currency') ?? '').toUpperCase(),
        periodStart: dateOfUnix(numberAt(period, 'start')),
        periodEnd,
      };
    }
    case 'customer.subscription.deleted': {
      const subscriptionRef = textAt(object, 'id');
      return subscriptionRef ? { ...base, type: 'subscription.ended', subscriptionRef } : { ...base, type: 'ignored' };
    }
    default:
      return { ...base, type: 'ignored' };
  }
};

export const stripeGateway = (keys: GatewayKeys): Gateway => {
  const stripe = clientOf(keys);
  return {
    canResume: true,
    startCheckout: async (input) => {
      const recurring =
        input.interval && input.interval !== 'one_off' ? { interval: intervals[input.interval] } : undefined;
      const session = await stripe.checkout.sessions
        .create({
          mode: recurring ? 'subscription' : 'payment',
          client_reference_id: input.orderUuid,
          ...(input.buyer.email ? { customer_email: input.buyer.email } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.totalMinor,
                product_data: { name: input.name, ...(input.description ? { description: input.description } : {}) },
                ...(recurring ? { recurring } : {}),
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.failureUrl,
          metadata: { order: input.orderUuid },
          ...(recurring ? { subscription_data: { metadata: { order: input.orderUuid } } } : {}),
          ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
        })
        .catch(refused);
      if (!session.url) throw new GatewayError('Stripe gave no payment page for the checkout', null);
      return { checkoutRef: session.id, redirectUrl: session.url, providerPlan: null };
    },
    closeCheckout: async (checkoutRef) => {
      const session = await stripe.checkout.sessions.retrieve(checkoutRef).catch(refused);
      if (session.status !== 'open') return false;
      await stripe.checkout.sessions.expire(checkoutRef).catch(refused);
      return true;
    },
    readWebhook: (rawBody, headers) => {
      const signature = header(headers, 'stripe-signature');
      if (!signature) return null;
      try {
        return eventOf(stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret));
      } catch {
        return null;
      }
    },
    refund: async (paymentRef, amountMinor, reason) => {
      let paymentIntent = paymentRef;
      if (paymentRef.startsWith('in_')) {
        // A subscription's payment is known by its invoice: the invoice's payment names the intent.
        const payments = await stripe.invoicePayments.list({ invoice: paymentRef, limit: 1 }).catch(refused);
        const intent = payments.data[0]?.payment.payment_intent;
        paymentIntent = typeof intent === 'string' ? intent : (intent?.id ?? '');
        if (!paymentIntent) throw new GatewayError('Stripe has no payment for this invoice to refund', 404);
      }
      const refund = await stripe.refunds
        .create({
          payment_intent: paymentIntent,
          amount: amountMinor,
          ...(reason ? { metadata: { reason: reason.slice(0, 500) } } : {}),
        })
        .catch(refused);
      return { refundRef: refund.id };
    },
    cancelAtPeriodEnd: async (subscriptionRef, cancel) => {
      await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel }).catch(refused);
    },
  };
};
