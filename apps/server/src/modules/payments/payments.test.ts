import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../test/factory.ts';
import { sweepMemberships } from './lifecycle.ts';
import { expectRefusal, paymentsKit } from './test-kit.ts';

/*
 * Memberships bought through Stripe's stand-in (the official client pointed at it), confirmed only by
 * webhooks signed as Stripe documents: pay, renew, fail, end, cancel at period end, abandon, refund; and
 * the webhooks refused: forged, too old, replayed, out of order, for a tenant or provider not configured.
 */

const k = paymentsKit();
const { api, rows, count } = k;

const numberOf = (invoice: string) => Number(invoice.split('-').at(-1));
const time = (iso: string) => new Date(iso).getTime();
const day = 86_400_000;
const lockedKit = 'Startup booster kit comes with a membership: see Membership';

let yearly: { uuid: string };
let oneOff: { uuid: string };

describe('a yearly plan through Stripe', () => {
  it('starts only when the signed webhook confirms, and gives an invoice', async () => {
    await k.useProvider('stripe');
    const member = k.g().people.member;
    const created = await api('POST', '/admin/payments/plans', k.operator(), {
      name: 'Growth',
      description: 'For growing startups',
      priceMinor: 1_000_000,
      currency: 'INR',
      interval: 'yearly',
      unlocks: { features: ['startup_kit'], accountTypes: [], eventSeats: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data;
    expect(plan.price.totalMinor).toBe(1_180_000);
    yearly = plan;

    const started = await api('POST', '/payments/checkout', member.token, { kind: 'plan', planUuid: plan.uuid });
    expect(started.statusCode, started.body).toBe(201);
    const { order, redirectUrl } = started.json().data;
    expect(redirectUrl).toContain(k.standIns().url);
    expect((await k.membership(member)).membership).toBeNull();

    const sessionId = new URL(redirectUrl).pathname.split('/').at(-1) ?? '';
    await k.standIns().pay(sessionId);
    const paid = await k.order(member, order.uuid);
    expect(paid.status).toBe('paid');
    expect(paid.invoiceNumber).toMatch(/^AM-\d{4}-000001$/);
    const mine = await k.membership(member);
    expect(mine.membership.status).toBe('active');
    expect(mine.unlocked.features).toEqual(['startup_kit']);

    const pdf = await api('GET', `/orders/${order.uuid}/invoice.pdf`, member.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('the life of a Stripe membership', () => {
  beforeAll(async () => {
    oneOff = await k.createPlan({ name: 'Lifetime', interval: 'one_off', priceMinor: 100_000 });
  });

  it('a one-off plan: paid once, no period, nothing to cancel', async () => {
    const member = await k.newMember();
    const { order } = await k.buyPlan(member, oneOff.uuid);
    const paid = await k.order(member, order.uuid);
    expect(paid).toMatchObject({ status: 'paid', price: { totalMinor: 118_000, taxMinor: 18_000 } });
    expect(paid.can).toMatchObject({ downloadInvoice: true, pay: false });
    const { membership } = await k.membership(member);
    expect(membership).toMatchObject({ status: 'active', currentPeriodEnd: null, can: { cancel: false } });
    expectRefusal(await api('POST', '/membership/cancel', member.token), 409);
    expect(k.standIns().requests.some((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')).toBe(true);
  });

  it('renews (a renewal order with the next invoice number), falls past due, and ends: then locked', async () => {
    const member = await k.newMember();
    const { order, subscriptionRef } = await k.buyPlan(member, yearly.uuid);
    expect(subscriptionRef).toMatch(/^sub_/);
    const first = await k.order(member, order.uuid);
    const before = (await k.membership(member)).membership;

    await k.standIns().renew(subscriptionRef);
    const renewed = (await k.membership(member)).membership;
    expect(renewed.status).toBe('active');
    expect(time(renewed.currentPeriodEnd) - time(before.currentPeriodEnd)).toBeGreaterThan(364 * day);
    const items = (await api('GET', '/orders', member.token)).json().data.items;
    expect(items.map((o: { item: { kind: string } }) => o.item.kind)).toEqual(['renewal', 'plan']);
    const renewal = items[0];
    expect(renewal).toMatchObject({ status: 'paid', price: { totalMinor: 1_180_000, taxMinor: 180_000 } });
    expect(numberOf(renewal.invoiceNumber)).toBe(numberOf(first.invoiceNumber) + 1);

    await k.standIns().renew(subscriptionRef, 'failed');
    const pastDue = await k.membership(member);
    expect(pastDue.membership.status).toBe('past_due');
    expect(time(pastDue.membership.graceEndsAt)).toBe(time(renewed.currentPeriodEnd) + 7 * day);
    expect(pastDue.unlocked.features).toEqual(['startup_kit']);
    expect((await api('GET', '/startup-kit', member.token)).statusCode).toBe(200);

    await k.standIns().endSubscription(subscriptionRef);
    const ended = await k.membership(member);
    expect(ended.membership).toBeNull();
    expect(ended.locked).toContain('startup_kit');
    const [row] = await rows(sql`select status from memberships where subscription_ref = ${subscriptionRef}`);
    expect(row?.status).toBe('ended');
    const locked = expectRefusal(await api('GET', '/startup-kit', member.token), 402);
    expect(locked.message).toBe(lockedKit);
  });

  it('cancels at period end at Stripe, resumes, and ends at the next renewal once cancelled', async () => {
    const member = await k.newMember();
    const { subscriptionRef } = await k.buyPlan(member, yearly.uuid);
    const cancelled = await api('POST', '/membership/cancel', member.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ cancelAtPeriodEnd: true, can: { cancel: false, resume: true } });
    expect((await k.atProvider('stripe', `/v1/subscriptions/${subscriptionRef}`)).cancel_at_period_end).toBe(true);
    expectRefusal(await api('POST', '/membership/cancel', member.token), 409);

    const resumed = await api('POST', '/membership/resume', member.token);
    expect(resumed.json().data).toMatchObject({ cancelAtPeriodEnd: false, can: { cancel: true, resume: false } });
    expect((await k.atProvider('stripe', `/v1/subscriptions/${subscriptionRef}`)).cancel_at_period_end).toBe(false);
    expectRefusal(await api('POST', '/membership/resume', member.token), 409);

    await api('POST', '/membership/cancel', member.token);
    await k.standIns().renew(subscriptionRef);
    expect((await k.membership(member)).membership).toBeNull();
  });

  it('the hourly sweep ends a cancelled membership whose period is over, tells the member, and expires old checkouts', async () => {
    const member = await k.newMember();
    await k.buyPlan(member, yearly.uuid);
    await api('POST', '/membership/cancel', member.token);
    const stale = await k.newMember();
    const { order: left } = await k.startPlan(stale, oneOff.uuid);
    // The period ran out yesterday, and a checkout was left open two days ago.
    await rows(
      sql`update memberships set current_period_end = now() - interval '1 day' where user_id = ${member.userId}`,
    );
    await rows(sql`update orders set created_at = now() - interval '2 days' where uuid = ${left.uuid}`);

    const t = k.app();
    const ended = await sweepMemberships({
      db: t.database.db,
      notifier: t.app.notifier,
      origin: async () => 'http://localhost',
    });
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await k.membership(member)).membership).toBeNull();
    expect((await api('GET', '/startup-kit', member.token)).json().message).toBe(lockedKit);
    const told = await rows(
      sql`select title from notifications where user_id = ${member.userId} and kind = 'membership_ended'`,
    );
    expect(told.map((row) => row.title)).toEqual(['Your Growth membership has ended']);
    expect((await k.order(stale, left.uuid)).status).toBe('expired');
  });

  it('a declined card changes nothing; an expired checkout expires the order; no membership', async () => {
    const member = await k.newMember();
    const { order, ref } = await k.startPlan(member, oneOff.uuid);
    await k.standIns().decline(ref);
    expect((await k.order(member, order.uuid)).status).toBe('pending');
    await k.standIns().expire(ref);
    expect((await k.order(member, order.uuid)).status).toBe('expired');
    expect((await k.membership(member)).membership).toBeNull();
    expect(await count(sql`select count(*)::int as n from memberships where user_id = ${member.userId}`)).toBe(0);
  });

  it('abandon closes a pending checkout at Stripe (failed); a paid order is answered unchanged', async () => {
    const member = await k.newMember();
    const { order, ref } = await k.startPlan(member, oneOff.uuid);
    const abandoned = await api('POST', `/orders/${order.uuid}/abandon`, member.token);
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(abandoned.json().data.status).toBe('failed');
    expect((await k.atProvider('stripe', `/v1/checkout/sessions/${ref}`)).status).toBe('expired');
    await k.standIns().settled();
    expect((await k.order(member, order.uuid)).status).toBe('failed');

    const bought = await k.buyPlan(member, oneOff.uuid);
    const again = await api('POST', `/orders/${bought.order.uuid}/abandon`, member.token);
    expect(again.json().data.status).toBe('paid');
    expectRefusal(await api('POST', '/orders/not-an-order/abandon', member.token), 400);
  });

  it('a success return without a confirmed payment: pending, no membership, no invoice', async () => {
    const member = await k.newMember();
    const { order } = await k.startPlan(member, oneOff.uuid);
    const pending = await k.order(member, order.uuid);
    expect(pending).toMatchObject({
      status: 'pending',
      invoiceNumber: null,
      can: { downloadInvoice: false, pay: true },
    });
    expect((await k.membership(member)).membership).toBeNull();
    expectRefusal(await api('GET', `/orders/${order.uuid}/invoice.pdf`, member.token), 404);
    expect((await api('GET', '/startup-kit', member.token)).statusCode).toBe(402);

    // The success page gives up waiting: noted for operators, and still nothing unlocked.
    const before = await k.alertCount('unconfirmed_return');
    const waited = await api('POST', `/orders/${order.uuid}/unconfirmed`, member.token);
    expect(waited.statusCode, waited.body).toBe(200);
    expect(waited.json().data.status).toBe('pending');
    expect(await k.alertCount('unconfirmed_return')).toBe(before + 1);
    expect((await k.membership(member)).membership).toBeNull();
    const stranger = await k.newMember();
    expectRefusal(await api('POST', `/orders/${order.uuid}/unconfirmed`, stranger.token), 404);
  });
});

describe('refunds through Stripe', () => {
  it('refunds part, then the rest; never more than is left; ends the membership', async () => {
    const member = await k.newMember();
    const { order } = await k.buyPlan(member, oneOff.uuid);
    const refund = (amountMinor: number, token = k.operator()) =>
      api('POST', `/admin/payments/orders/${order.uuid}/refund`, token, { amountMinor, reason: 'Goodwill' });

    expectRefusal(await refund(1_000, member.token), 403);
    expectRefusal(await refund(0), 400);
    expectRefusal(
      await api('POST', `/admin/payments/orders/${order.uuid}/refund`, k.operator(), { amountMinor: 1, extra: 1 }),
      400,
    );
    expectRefusal(
      await api('POST', `/admin/payments/orders/${crypto.randomUUID()}/refund`, k.operator(), { amountMinor: 1 }),
      404,
    );

    const part = await refund(50_000);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 50_000,
      can: { refund: true },
    });
    expect((await k.membership(member)).membership.status).toBe('active');

    const refusedBefore = await k.alertCount('refund_refused');
    const over = expectRefusal(await refund(68_001), 409);
    expect(over.message).toContain('₹680.00');
    expect((await k.order(member, order.uuid)).refundedMinor).toBe(50_000);
    expect(await k.alertCount('refund_refused')).toBe(refusedBefore + 1);

    const rest = await refund(68_000);
    expect(rest.json().data).toMatchObject({ status: 'refunded', refundedMinor: 118_000, can: { refund: false } });
    expect((await k.membership(member)).membership).toBeNull();
    expectRefusal(await refund(1), 409);

    const refs = await rows(
      sql`select r.refund_ref, r.amount_minor from payment_refunds r join orders o on o.id = r.order_id
          where o.uuid = ${order.uuid} order by r.id`,
    );
    const atStripe = await Promise.all(refs.map((r) => k.atProvider('stripe', `/v1/refunds/${String(r.refund_ref)}`)));
    expect(atStripe.map((r) => r.amount)).toEqual([50_000, 68_000]);
    const refundCalls = k.standIns().requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(2);
  });

  it('a yearly plan refunded in full ends, and Stripe stops renewing it', async () => {
    const member = await k.newMember();
    const { order, subscriptionRef } = await k.buyPlan(member, yearly.uuid);
    const res = await api('POST', `/admin/payments/orders/${order.uuid}/refund`, k.operator(), {
      amountMinor: 1_180_000,
      reason: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('refunded');
    expect((await k.membership(member)).membership).toBeNull();
    expect((await k.atProvider('stripe', `/v1/subscriptions/${subscriptionRef}`)).cancel_at_period_end).toBe(true);
  });
});

describe('Stripe webhooks refused', () => {
  let member: Person;
  let pending: { uuid: string };
  const now = () => Math.floor(Date.now() / 1000);
  const event = (type: string, object: object, created = now()) => ({
    id: `evt_test_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-08-27.basil',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const completed = (amount = 118_000) =>
    event('checkout.session.completed', {
      id: 'cs_test_forged',
      object: 'checkout.session',
      client_reference_id: pending.uuid,
      payment_status: 'paid',
      amount_total: amount,
      currency: 'inr',
      payment_intent: 'pi_forged',
      subscription: null,
    });
  const recorded = () => count(sql`select count(*)::int as n from payment_events`);

  beforeAll(async () => {
    member = await k.newMember();
    pending = (await k.startPlan(member, oneOff.uuid)).order;
  });

  it('forged (another secret), too old or unsigned: 400, nothing changed, noted', async () => {
    const before = { events: await recorded(), alerts: await k.alertCount('bad_signature') };
    const forged = k.standIns().signed('stripe', completed(), { secret: 'whsec_someoneElsesSecret000000' });
    expectRefusal(await k.postWebhook('stripe', forged), 400);
    const old = k.standIns().signed('stripe', completed(), { timestamp: now() - 600 });
    expectRefusal(await k.postWebhook('stripe', old), 400);
    const unsigned = k.standIns().signed('stripe', completed());
    expectRefusal(
      await k.postWebhook('stripe', { body: unsigned.body, headers: { 'content-type': 'application/json' } }),
      400,
    );
    expect((await k.order(member, pending.uuid)).status).toBe('pending');
    expect((await k.membership(member)).membership).toBeNull();
    expect(await recorded()).toBe(before.events);
    expect(await k.alertCount('bad_signature')).toBe(before.alerts + 3);
  });

  it('a signed confirmation of another amount does not pay the order', async () => {
    const res = await k.postWebhook('stripe', k.standIns().signed('stripe', completed(100)));
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.order(member, pending.uuid)).status).toBe('pending');
    expect((await k.alertKinds())[0]).toBe('amount_mismatch');
  });

  it('replayed: 200 with duplicate, one order, one invoice number, noted', async () => {
    const buyer = await k.newMember();
    const { order } = await k.buyPlan(buyer, oneOff.uuid);
    const paid = await k.order(buyer, order.uuid);
    const delivery = k
      .standIns()
      .deliveries.find((d) => d.type === 'checkout.session.completed' && d.body.includes(order.uuid));
    if (!delivery) throw new Error('no delivery of the checkout');
    expect(await k.standIns().redeliver(delivery)).toBe(200);
    const again = await k.postWebhook('stripe', k.standIns().signed('stripe', JSON.parse(delivery.body)));
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    expect(await k.order(buyer, order.uuid)).toEqual(paid);
    expect(await count(sql`select count(*)::int as n from orders where user_id = ${buyer.userId}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from memberships where user_id = ${buyer.userId}`)).toBe(1);
    expect((await k.alertKinds()).slice(0, 2)).toEqual(['replayed_event', 'replayed_event']);
  });

  it('out of order: a failed renewal older than the last applied change is ignored and noted', async () => {
    const buyer = await k.newMember();
    const { subscriptionRef } = await k.buyPlan(buyer, yearly.uuid);
    await k.standIns().renew(subscriptionRef);
    const failed = event(
      'invoice.payment_failed',
      {
        id: 'in_old',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionRef } },
      },
      now() - 3600,
    );
    const res = await k.postWebhook('stripe', k.standIns().signed('stripe', failed));
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.membership(buyer)).membership.status).toBe('active');
    expect((await k.alertKinds())[0]).toBe('stale_event');
  });

  it('out of order: an expiry after the payment is ignored and noted', async () => {
    const buyer = await k.newMember();
    const { order, ref } = await k.buyPlan(buyer, oneOff.uuid);
    const expired = event('checkout.session.expired', {
      id: ref,
      object: 'checkout.session',
      client_reference_id: order.uuid,
    });
    const res = await k.postWebhook('stripe', k.standIns().signed('stripe', expired));
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.order(buyer, order.uuid)).status).toBe('paid');
    expect((await k.membership(buyer)).membership.status).toBe('active');
    expect((await k.alertKinds())[0]).toBe('stale_event');
  });

  it('for a tenant without a provider, or the other provider’s path: 404', async () => {
    const signed = k.standIns().signed('stripe', completed());
    expectRefusal(await k.postWebhook('stripe', signed, 'alpha.localhost'), 404);
    expectRefusal(await k.postWebhook('razorpay', k.standIns().signed('razorpay', { event: 'x' })), 404);
    expect((await k.order(member, pending.uuid)).status).toBe('pending');
  });
});

describe('the plan gate', () => {
  it('locks a sold feature for members without it, never for operators, and opens when payments are off', async () => {
    const member = await k.newMember();
    const locked = expectRefusal(await api('GET', '/startup-kit', member.token), 402);
    expect(locked.message).toBe(lockedKit);
    expect((await api('GET', '/startup-kit', k.operator())).statusCode).toBe(200);
    expect((await k.membership(member)).locked).toEqual(['startup_kit']);

    await k.useProvider(null);
    expect((await api('GET', '/startup-kit', member.token)).statusCode).toBe(200);
    expect((await api('GET', '/payments/plans', member.token)).json().data).toEqual({ provider: null, plans: [] });
    expect((await k.membership(member)).locked).toEqual([]);
    expectRefusal(await api('POST', '/payments/checkout', member.token, { kind: 'plan', planUuid: oneOff.uuid }), 422);
  });
});
