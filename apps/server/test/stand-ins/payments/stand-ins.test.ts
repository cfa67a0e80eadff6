import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentStandIns, startPaymentStandIns } from './index.ts';

type Sent = { provider: string; url: string; headers: Record<string, string>; body: string };

let standIns: PaymentStandIns;
let stripe: Stripe;
let razorpay: Razorpay;
const sent: Sent[] = [];

/** Points Razorpay's client at the stand-ins: its axios instance is not in the client's types. */
const pointAt = (client: Razorpay, url: string) => {
  const rq: unknown = Reflect.get(client.api, 'rq');
  const defaults: unknown = typeof rq === 'function' ? Reflect.get(rq, 'defaults') : undefined;
  if (typeof defaults !== 'object' || defaults === null) throw new Error('No axios instance in the Razorpay client');
  Reflect.set(defaults, 'baseURL', url);
  return client;
};

const stripeClient = (key: string) =>
  new Stripe(key, { host: '127.0.0.1', port: new URL(standIns.url).port, protocol: 'http' });

beforeAll(async () => {
  standIns = await startPaymentStandIns({
    deliver: async (provider, request) => {
      sent.push({ provider, ...request });
      return 200;
    },
  });
  standIns.setWebhook('stripe', { url: 'http://server.test/api/payments/webhooks/stripe' });
  standIns.setWebhook('razorpay', { url: 'http://server.test/api/payments/webhooks/razorpay' });
  stripe = stripeClient(standIns.stripe.secretKey);
  razorpay = pointAt(
    new Razorpay({ key_id: standIns.razorpay.keyId, key_secret: standIns.razorpay.keySecret }),
    standIns.url,
  );
});
afterAll(() => standIns.close());

/** The hosted page's buttons, by their names, with the form each posts. */
const buttonsOf = async (pageUrl: string) => {
  const html = await (await fetch(pageUrl)).text();
  const forms = html.matchAll(/<form method="post" action="([^"]+)"><button type="submit">([^<]+)<\/button>/g);
  return { html, actions: new Map([...forms].map(([, action = '', name = '']) => [name, action])) };
};

/** Clicks a button of a hosted page: POSTs its form, without following the redirect. */
const click = async (pageUrl: string, name: string) => {
  const action = (await buttonsOf(pageUrl)).actions.get(name);
  if (!action) throw new Error(`No button "${name}" on ${pageUrl}`);
  return fetch(new URL(action, pageUrl), { method: 'POST', redirect: 'manual' });
};

/** Stripe's events sent since `from`, each verified with Stripe's own client as the server does. */
const stripeEventsSince = (from: number) =>
  sent
    .slice(from)
    .filter((request) => request.provider === 'stripe')
    .map((request) =>
      stripe.webhooks.constructEvent(
        request.body,
        request.headers['stripe-signature'] ?? '',
        standIns.stripe.webhookSecret,
      ),
    );

const razorpayEventsSince = (from: number) =>
  sent
    .slice(from)
    .filter((request) => request.provider === 'razorpay')
    .map((request) => {
      const signature = request.headers['x-razorpay-signature'] ?? '';
      expect(Razorpay.validateWebhookSignature(request.body, signature, standIns.razorpay.webhookSecret)).toBe(true);
      expect(request.headers['x-razorpay-event-id']).toMatch(/^\w{14}$/);
      return JSON.parse(request.body);
    });

const checkout = (mode: 'payment' | 'subscription') =>
  stripe.checkout.sessions.create({
    mode,
    client_reference_id: '7d1f5c1e-0000-4000-8000-000000000001',
    customer_email: 'founder@example.com',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'inr',
          unit_amount: 49900,
          product_data: { name: 'Co-working day pass' },
          ...(mode === 'subscription' && { recurring: { interval: 'month' } }),
        },
      },
    ],
    success_url: 'https://northstar.test/payments/done?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://northstar.test/payments/cancelled',
    metadata: { order: 'order-1' },
  });

describe('Stripe stand-in', () => {
  it('pays a Checkout Session on its hosted page, redirects and sends the signed webhook', async () => {
    const session = await checkout('payment');
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', amount_total: 49900, currency: 'inr' });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standIns.url}/c/pay/${session.id}`);
    const page = await buttonsOf(session.url ?? '');
    expect(page.html).toContain('Co-working day pass');
    expect(page.html).toContain('href="https://northstar.test/payments/cancelled">← Back');

    const from = sent.length;
    const paid = await click(session.url ?? '', 'Pay ₹499.00');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://northstar.test/payments/done?session=${session.id}`);
    const [completed, ...more] = stripeEventsSince(from);
    expect(more).toEqual([]);
    expect(completed).toMatchObject({
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid', metadata: { order: 'order-1' } } },
    });
    const intent = await stripe.checkout.sessions.retrieve(session.id);
    expect(intent.payment_intent).toMatch(/^pi_/);

    const tooMuch = stripe.refunds.create({ payment_intent: String(intent.payment_intent), amount: 50000 });
    await expect(tooMuch).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_large' });
    const refund = await stripe.refunds.create({ payment_intent: String(intent.payment_intent), amount: 9900 });
    expect(refund).toMatchObject({ object: 'refund', amount: 9900, status: 'succeeded' });
    const after = await buttonsOf(session.url ?? '');
    expect(after.html).toContain('already been paid');
    expect(after.actions.size).toBe(0);
  });

  it('shows a declined card without a webhook, and expires an open session', async () => {
    const session = await checkout('payment');
    const from = sent.length;
    const declined = await click(session.url ?? '', 'Pay with a declined card');
    expect(await declined.text()).toContain('<p role="alert">Your card was declined.</p>');
    expect(sent.length).toBe(from);

    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    await standIns.settled();
    expect(stripeEventsSince(from).map((event) => event.type)).toEqual(['checkout.session.expired']);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await buttonsOf(`${standIns.url}/c/pay/${session.id}`)).html).toContain('has expired');
  });

  it('starts a subscription on the hosted page and renews it', async () => {
    const session = await checkout('subscription');
    const from = sent.length;
    expect((await click(session.url ?? '', 'Pay ₹499.00')).status).toBe(303);
    const [completed, created] = stripeEventsSince(from);
    expect(completed?.type).toBe('checkout.session.completed');
    if (created?.type !== 'invoice.paid' || completed?.type !== 'checkout.session.completed') throw new Error('order');
    expect(completed.data.object.subscription).toMatch(/^sub_/);
    expect(created.data.object).toMatchObject({ billing_reason: 'subscription_create', amount_paid: 49900 });
    const firstEnd = created.data.object.lines.data[0]?.period.end;

    const subscriptionId = String(completed.data.object.subscription);
    await standIns.renew(subscriptionId, 'paid');
    const [renewed] = stripeEventsSince(from + 2);
    if (renewed?.type !== 'invoice.paid') throw new Error(`expected invoice.paid, got ${renewed?.type}`);
    expect(renewed.data.object.billing_reason).toBe('subscription_cycle');
    expect(renewed.data.object.lines.data[0]?.period.start).toBe(firstEnd);

    const payments = await stripe.invoicePayments.list({ invoice: renewed.data.object.id });
    expect(payments.data[0]?.payment).toMatchObject({ type: 'payment_intent' });
    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    await standIns.renew(subscriptionId);
    expect(stripeEventsSince(from + 3).map((event) => event.type)).toEqual(['customer.subscription.deleted']);
  });

  it('refuses bad credentials and forged or old webhooks', async () => {
    await expect(stripeClient('sk_test_wrong').checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const event = { id: 'evt_forged', object: 'event', type: 'checkout.session.completed' };
    const forged = standIns.signed('stripe', event, { secret: 'whsec_not_ours' });
    const old = standIns.signed('stripe', event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const secret = standIns.stripe.webhookSecret;
    expect(() =>
      stripe.webhooks.constructEvent(forged.body, forged.headers['stripe-signature'] ?? '', secret),
    ).toThrow();
    expect(() => stripe.webhooks.constructEvent(old.body, old.headers['stripe-signature'] ?? '', secret)).toThrow(
      /tolerance/,
    );
  });
});

describe('Razorpay stand-in', () => {
  it('pays a payment link on its page, redirects with the signed callback and sends the webhook', async () => {
    const link = await razorpay.paymentLink.create({
      amount: 49900,
      currency: 'INR',
      description: 'Co-working day pass',
      reference_id: 'order-2',
      customer: { name: 'Asha Rao', email: 'asha@example.com' },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: 'https://northstar.test/payments/done',
      callback_method: 'get',
      notes: { order: 'order-2' },
    });
    expect(link).toMatchObject({ status: 'created', amount_paid: 0, short_url: `${standIns.url}/rzp/${link.id}` });
    const again = razorpay.paymentLink.create({ amount: 100, reference_id: 'order-2', customer: { name: 'Asha' } });
    await expect(again).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'Reference Id already exists' },
    });

    const from = sent.length;
    const paid = await click(link.short_url, 'Pay ₹499.00');
    expect(paid.status).toBe(303);
    const callback = new URL(paid.headers.get('location') ?? '');
    const query = Object.fromEntries(callback.searchParams);
    expect(query).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: 'order-2',
      razorpay_payment_link_status: 'paid',
    });
    const verification = {
      payment_link_id: link.id,
      payment_id: query.razorpay_payment_id ?? '',
      payment_link_reference_id: 'order-2',
      payment_link_status: 'paid',
    };
    expect(validatePaymentVerification(verification, query.razorpay_signature ?? '', standIns.razorpay.keySecret)).toBe(
      true,
    );
    const events = razorpayEventsSince(from);
    expect(events.map((event) => event.event)).toEqual(['payment.captured', 'payment_link.paid']);
    expect(events[1].payload.payment_link.entity).toMatchObject({
      id: link.id,
      status: 'paid',
      notes: { order: 'order-2' },
    });
    expect(events[1].payload.payment.entity).toMatchObject({ status: 'captured', notes: { order: 'order-2' } });

    const payment = String(query.razorpay_payment_id);
    const tooMuch = razorpay.payments.refund(payment, { amount: 50000 });
    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The refund amount provided is greater than amount captured' },
    });
  });

  it('authorises a subscription on its page, then renews and halts it', async () => {
    const plan = await razorpay.plans.create({
      period: 'monthly',
      interval: 1,
      item: { name: 'Resident desk', amount: 299900, currency: 'INR', description: 'Monthly desk' },
      notes: { plan: 'resident' },
    });
    const subscription = await razorpay.subscriptions.create({
      plan_id: plan.id,
      total_count: 12,
      quantity: 1,
      customer_notify: 1,
      notes: { order: 'order-3' },
    });
    expect(subscription).toMatchObject({ status: 'created', paid_count: 0, current_end: null });

    const from = sent.length;
    const authorised = await click(subscription.short_url, 'Authorise and pay');
    expect(await authorised.text()).toContain('Payment successful');
    const events = razorpayEventsSince(from);
    const names = ['subscription.authenticated', 'subscription.activated', 'subscription.charged'];
    expect(events.map((event) => event.event)).toEqual(names);
    const first = events[2].payload.subscription.entity;
    expect(first).toMatchObject({ status: 'active', paid_count: 1, notes: { order: 'order-3' } });

    await standIns.renew(subscription.id, 'paid');
    const [renewed] = razorpayEventsSince(from + 3);
    expect(renewed.payload.subscription.entity).toMatchObject({ paid_count: 2, current_start: first.current_end });
    await standIns.renew(subscription.id, 'failed');
    await standIns.endSubscription(subscription.id);
    expect(razorpayEventsSince(from + 4).map((event) => event.event)).toEqual([
      'subscription.pending',
      'subscription.halted',
    ]);
  });

  it('refuses bad credentials with its 401 body', async () => {
    const stranger = pointAt(new Razorpay({ key_id: 'rzp_test_Stranger000000', key_secret: 'wrong' }), standIns.url);
    await expect(stranger.paymentLink.fetch('plink_x')).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    expect(standIns.requests.at(-1)).toEqual({
      provider: 'razorpay',
      method: 'GET',
      path: '/v1/payment_links/plink_x',
    });
  });
});
