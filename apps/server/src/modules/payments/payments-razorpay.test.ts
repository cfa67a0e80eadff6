import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, paymentsKit } from './test-kit.ts';

/*
 * Memberships bought through Razorpay's stand-in (the official client pointed at it): one-off plans by
 * payment link, monthly plans by subscription, with webhooks signed as Razorpay documents (hex HMAC of the
 * body, X-Razorpay-Event-Id); refunds through Razorpay; forged, replayed and out-of-order webhooks refused.
 */

const k = paymentsKit();
const { api, rows, count } = k;

const time = (iso: string) => new Date(iso).getTime();
const day = 86_400_000;

let oneOff: { uuid: string };
let monthly: { uuid: string };

beforeAll(async () => {
  await k.useProvider('razorpay');
  oneOff = await k.createPlan({ name: 'Lifetime', interval: 'one_off', priceMinor: 100_000 });
  monthly = await k.createPlan({ name: 'Monthly', interval: 'monthly', priceMinor: 50_000 });
});

describe('a one-off plan through a Razorpay payment link', () => {
  it('is paid when payment_link.paid arrives', async () => {
    const catalogue = (await api('GET', '/payments/plans', k.g().people.member.token)).json().data;
    expect(catalogue.provider).toBe('razorpay');
    expect(catalogue.plans.map((plan: { name: string }) => plan.name)).toEqual(['Monthly', 'Lifetime']);

    const member = await k.newMember();
    const { order, ref, redirectUrl } = await k.startPlan(member, oneOff.uuid);
    expect(ref).toMatch(/^plink_/);
    expect(redirectUrl).toContain(k.standIns().url);
    const link = await k.atProvider('razorpay', `/v1/payment_links/${ref}`);
    expect(link).toMatchObject({ amount: 118_000, currency: 'INR', reference_id: order.uuid });
    await k.standIns().pay(ref);
    const paid = await k.order(member, order.uuid);
    expect(paid).toMatchObject({ status: 'paid', provider: 'razorpay', invoiceNumber: expect.stringMatching(/^AM-/) });
    expect((await k.membership(member)).membership).toMatchObject({ status: 'active', currentPeriodEnd: null });
  });

  it('payment.failed fails the order; no membership', async () => {
    const member = await k.newMember();
    const { order, ref } = await k.startPlan(member, oneOff.uuid);
    await k.standIns().decline(ref);
    expect((await k.order(member, order.uuid)).status).toBe('failed');
    expect((await k.membership(member)).membership).toBeNull();
  });

  it('an expired link expires the order; abandon cancels a link at Razorpay', async () => {
    const member = await k.newMember();
    const first = await k.startPlan(member, oneOff.uuid);
    await k.standIns().expire(first.ref);
    expect((await k.order(member, first.order.uuid)).status).toBe('expired');

    const second = await k.startPlan(member, oneOff.uuid);
    const abandoned = await api('POST', `/orders/${second.order.uuid}/abandon`, member.token);
    expect(abandoned.json().data.status).toBe('failed');
    expect((await k.atProvider('razorpay', `/v1/payment_links/${second.ref}`)).status).toBe('cancelled');
    await k.standIns().settled();
    expect((await k.order(member, second.order.uuid)).status).toBe('failed');
  });
});

describe('a monthly plan through a Razorpay subscription', () => {
  it('starts with the first charge, renews, falls past due, and ends when halted', async () => {
    const member = await k.newMember();
    const { order, ref } = await k.startPlan(member, monthly.uuid);
    expect(ref).toMatch(/^sub_/);
    expect((await k.atProvider('razorpay', `/v1/subscriptions/${ref}`)).notes).toEqual({ order: order.uuid });
    const [plan] = await rows(sql`select provider_plan_ref from membership_plans where uuid = ${monthly.uuid}`);
    expect(String(plan?.provider_plan_ref)).toMatch(/^plan_/);
    expect((await k.membership(member)).membership).toBeNull();

    await k.standIns().pay(ref);
    const first = await k.order(member, order.uuid);
    expect(first).toMatchObject({ status: 'paid', price: { totalMinor: 59_000 } });
    const started = (await k.membership(member)).membership;
    expect(started).toMatchObject({ status: 'active', can: { cancel: true, resume: false } });
    expect(time(started.currentPeriodEnd) - Date.now()).toBeGreaterThan(27 * day);

    await k.standIns().renew(ref);
    const renewed = (await k.membership(member)).membership;
    expect(time(renewed.currentPeriodEnd)).toBeGreaterThan(time(started.currentPeriodEnd) + 27 * day);
    const items = (await api('GET', '/orders', member.token)).json().data.items;
    expect(items.map((o: { item: { kind: string }; status: string }) => [o.item.kind, o.status])).toEqual([
      ['renewal', 'paid'],
      ['plan', 'paid'],
    ]);
    expect(items[0].price).toMatchObject({ totalMinor: 59_000, taxMinor: 9_000 });

    await k.standIns().renew(ref, 'failed');
    const pastDue = await k.membership(member);
    expect(pastDue.membership.status).toBe('past_due');
    expect(time(pastDue.membership.graceEndsAt)).toBe(time(renewed.currentPeriodEnd) + 7 * day);
    expect(pastDue.unlocked.features).toEqual(['startup_kit']);

    await k.standIns().endSubscription(ref);
    expect((await k.membership(member)).membership).toBeNull();
    expect((await api('GET', '/startup-kit', member.token)).statusCode).toBe(402);
  });

  it('cancels at the end of the cycle at Razorpay; cannot be resumed there', async () => {
    const member = await k.newMember();
    const { ref } = await k.startPlan(member, monthly.uuid);
    await k.standIns().pay(ref);
    const cancelled = await api('POST', '/membership/cancel', member.token);
    expect(cancelled.json().data).toMatchObject({ cancelAtPeriodEnd: true, can: { resume: false } });
    expect((await k.atProvider('razorpay', `/v1/subscriptions/${ref}`)).has_scheduled_changes).toBe(true);
    expectRefusal(await api('POST', '/membership/resume', member.token), 409);
    await k.standIns().renew(ref);
    expect((await k.membership(member)).membership).toBeNull();
  });
});

describe('refunds through Razorpay', () => {
  it('refunds part then the rest of a payment; refuses more than is left', async () => {
    const member = await k.newMember();
    const { order, ref } = await k.startPlan(member, oneOff.uuid);
    await k.standIns().pay(ref);
    const refund = (amountMinor: number) =>
      api('POST', `/admin/payments/orders/${order.uuid}/refund`, k.operator(), { amountMinor, reason: 'Duplicate' });
    expect((await refund(18_000)).json().data).toMatchObject({ status: 'partially_refunded', refundedMinor: 18_000 });
    expect(expectRefusal(await refund(100_001), 409).message).toContain('₹1,000.00');
    expect((await refund(100_000)).json().data).toMatchObject({ status: 'refunded', refundedMinor: 118_000 });
    expect((await k.membership(member)).membership).toBeNull();

    const refunds = await rows(
      sql`select r.refund_ref from payment_refunds r join orders o on o.id = r.order_id
          where o.uuid = ${order.uuid} order by r.id`,
    );
    const atRazorpay = await Promise.all(refunds.map((r) => k.atProvider('razorpay', `/v1/refunds/${r.refund_ref}`)));
    expect(atRazorpay.map((r) => r.amount)).toEqual([18_000, 100_000]);
    const [payment] = await rows(sql`select payment_ref from orders where uuid = ${order.uuid}`);
    expect((await k.atProvider('razorpay', `/v1/payments/${payment?.payment_ref}`)).status).toBe('refunded');
  });
});

describe('Razorpay webhooks refused', () => {
  it('forged: 400, nothing changed, noted', async () => {
    const member = await k.newMember();
    const { order } = await k.startPlan(member, oneOff.uuid);
    const paid = {
      entity: 'event',
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: 'plink_forged', reference_id: order.uuid, amount_paid: 118_000 } },
        payment: { entity: { id: 'pay_forged', amount: 118_000, currency: 'INR' } },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const before = await k.alertCount('bad_signature');
    const forged = k.standIns().signed('razorpay', paid, { secret: 'someone-elses-webhook-secret' });
    expectRefusal(await k.postWebhook('razorpay', forged), 400);
    expect((await k.order(member, order.uuid)).status).toBe('pending');
    expect(await k.alertCount('bad_signature')).toBe(before + 1);
  });

  it('replayed: 200 with duplicate, nothing applied twice', async () => {
    const member = await k.newMember();
    const { order, ref } = await k.startPlan(member, monthly.uuid);
    await k.standIns().pay(ref);
    await k.standIns().renew(ref);
    const renewal = k.standIns().deliveries.filter((d) => d.type === 'subscription.charged' && d.body.includes(ref));
    const last = renewal.at(-1);
    if (!last) throw new Error('no renewal delivered');
    const invoices = () =>
      rows(sql`select invoice_number from orders where user_id = ${member.userId} order by invoice_number`);
    const before = await invoices();
    const periodEnd = (await k.membership(member)).membership.currentPeriodEnd;
    expect(await k.standIns().redeliver(last)).toBe(200);
    const again = await k.postWebhook('razorpay', { body: last.body, headers: last.headers });
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    expect(await invoices()).toEqual(before);
    expect(before).toHaveLength(2);
    expect((await k.membership(member)).membership.currentPeriodEnd).toBe(periodEnd);
    expect((await k.alertKinds()).slice(0, 2)).toEqual(['replayed_event', 'replayed_event']);
    expect(await count(sql`select count(*)::int as n from orders where uuid = ${order.uuid}`)).toBe(1);
  });

  it('out of order: subscription.pending older than the last renewal is ignored and noted', async () => {
    const member = await k.newMember();
    const { ref } = await k.startPlan(member, monthly.uuid);
    await k.standIns().pay(ref);
    await k.standIns().renew(ref);
    const stale = {
      entity: 'event',
      event: 'subscription.pending',
      payload: { subscription: { entity: { id: ref, status: 'pending' } } },
      created_at: Math.floor(Date.now() / 1000) - 3600,
    };
    const res = await k.postWebhook('razorpay', k.standIns().signed('razorpay', stale));
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.membership(member)).membership.status).toBe('active');
    expect((await k.alertKinds())[0]).toBe('stale_event');
  });

  it('the Stripe path of a Razorpay tenant: 404', async () => {
    const signed = k.standIns().signed('stripe', { id: 'evt_x', type: 'checkout.session.completed' });
    expectRefusal(await k.postWebhook('stripe', signed), 404);
  });
});
