import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { expectRefusal, type Json, otherHost, paymentsKit, planInput } from './test-kit.ts';

/*
 * The operators' side of payments and what a member may not do: settings (secrets never shown), plans,
 * orders and their CSV, alerts; a checkout with a price from the browser, a stranger's order, another
 * tenant's records; 401 without a session, 403 for members on admin routes, and a tenant without a
 * provider, which shows no prices and breaks nothing.
 */

const k = paymentsKit();
const { api, count } = k;

let plan: { uuid: string; name: string };
let buyer: Person;
let bought: { order: { uuid: string } };
let invoiceNumber: string;
let away: Awaited<ReturnType<typeof tenantGraph<'member'>>>;

const planCount = () => count(sql`select count(*)::int as n from membership_plans`);
const orderCount = () => count(sql`select count(*)::int as n from orders`);

beforeAll(async () => {
  await k.useProvider('stripe');
  plan = await k.createPlan({ name: 'Starter', interval: 'one_off' });
  buyer = k.g().people.member;
  bought = await k.buyPlan(buyer, plan.uuid);
  invoiceNumber = (await k.order(buyer, bought.order.uuid)).invoiceNumber;
  away = await tenantGraph(k.app(), otherHost, { member: { type: 'startup', approvalStatus: 'approved' } });
});

describe('who may call', () => {
  const order = () => bought.order.uuid;
  type Method = Parameters<typeof api>[0];
  type Route = [Method, string, Json?];
  const memberRoutes = (): Route[] => [
    ['GET', '/payments/plans'],
    ['POST', '/payments/checkout', { kind: 'plan', planUuid: plan.uuid }],
    ['GET', '/membership'],
    ['POST', '/membership/cancel'],
    ['POST', '/membership/resume'],
    ['GET', '/orders'],
    ['GET', `/orders/${order()}`],
    ['POST', `/orders/${order()}/abandon`],
    ['GET', `/orders/${order()}/invoice.pdf`],
  ];
  const adminRoutes = (): Route[] => [
    ['GET', '/admin/payments/settings'],
    ['PUT', '/admin/payments/settings', k.settingsOf('stripe')],
    ['GET', '/admin/payments/plans'],
    ['POST', '/admin/payments/plans', planInput()],
    ['PATCH', `/admin/payments/plans/${plan.uuid}`, { status: 'archived' }],
    ['GET', '/admin/payments/orders'],
    ['GET', '/admin/payments/orders.csv'],
    ['GET', `/admin/payments/orders/${order()}/invoice.pdf`],
    ['POST', `/admin/payments/orders/${order()}/refund`, { amountMinor: 100 }],
    ['GET', '/admin/payments/alerts'],
  ];

  it('answers 401 without a session, 403 to a member on admin routes; nothing changes', async () => {
    const before = { plans: await planCount(), orders: await orderCount() };
    for (const [method, url, body] of [...memberRoutes(), ...adminRoutes()]) {
      expectRefusal(await api(method, url, undefined, body), 401);
    }
    for (const [method, url, body] of adminRoutes()) {
      expectRefusal(await api(method, url, buyer.token, body), 403);
    }
    expect({ plans: await planCount(), orders: await orderCount() }).toEqual(before);
    expect((await k.order(buyer, order())).refundedMinor).toBe(0);
    expect((await api('GET', '/admin/payments/settings', k.operator())).json().data.provider).toBe('stripe');
  });

  it('another tenant’s records are not found there', async () => {
    const operator = away.people.operator.token;
    const there = (method: Method, url: string, token: string, body?: Json) => api(method, url, token, body, otherHost);
    expectRefusal(await there('GET', `/orders/${order()}`, away.people.member.token), 404);
    expectRefusal(await there('GET', `/admin/payments/orders/${order()}/invoice.pdf`, operator), 404);
    expectRefusal(await there('POST', `/admin/payments/orders/${order()}/refund`, operator, { amountMinor: 100 }), 404);
    expectRefusal(await there('PATCH', `/admin/payments/plans/${plan.uuid}`, operator, { status: 'archived' }), 404);
    expect((await there('GET', '/admin/payments/orders', operator)).json().data.total).toBe(0);
    expect((await there('GET', '/admin/payments/plans', operator)).json().data.items).toEqual([]);
    expect((await api('GET', '/payments/plans', buyer.token)).json().data.plans).toHaveLength(1);
  });
});

describe('a tenant without a provider', () => {
  it('shows no prices, and nothing breaks', async () => {
    const member = away.people.member.token;
    const there = (method: 'GET' | 'POST', url: string, body?: Json) => api(method, url, member, body, otherHost);
    expect((await there('GET', '/payments/plans')).json().data).toEqual({ provider: null, plans: [] });
    expect((await there('GET', '/membership')).json().data).toEqual({
      membership: null,
      unlocked: { features: [], accountTypes: [] },
      locked: [],
    });
    expect((await there('GET', '/orders')).json().data).toMatchObject({ items: [], total: 0 });
    const refused = expectRefusal(
      await there('POST', '/payments/checkout', { kind: 'plan', planUuid: plan.uuid }),
      422,
    );
    expect(refused.message).toBe('Alpha Accelerator Network does not take payments');
    expectRefusal(await there('POST', '/membership/cancel'), 404);
    const settings = (
      await api('GET', '/admin/payments/settings', away.people.operator.token, undefined, otherHost)
    ).json().data;
    expect(settings).toMatchObject({ provider: null, keySecretHint: null, webhookSecretHint: null });
  });
});

describe('checkout: the server decides', () => {
  it('refuses a price or an amount from the browser, and notes it', async () => {
    const member = await k.newMember();
    const before = { orders: await orderCount(), alerts: await k.alertCount('tampered_checkout') };
    for (const extra of [{ amount: 1 }, { priceMinor: 1 }, { totalMinor: 1, currency: 'USD' }]) {
      expectRefusal(
        await api('POST', '/payments/checkout', member.token, { kind: 'plan', planUuid: plan.uuid, ...extra }),
        400,
      );
    }
    expect(await orderCount()).toBe(before.orders);
    expect(await k.alertCount('tampered_checkout')).toBe(before.alerts + 3);
    const [latest] = (await api('GET', '/admin/payments/alerts?limit=1', k.operator())).json().data.items;
    expect(latest).toMatchObject({ kind: 'tampered_checkout', userName: member.name });
    expect(latest.detail).toContain('totalMinor');
  });

  it('refuses what is not for sale: 400, 404, 409; no order', async () => {
    const member = await k.newMember();
    const before = await orderCount();
    const checkout = (body: Json, token = member.token) => api('POST', '/payments/checkout', token, body);
    expectRefusal(await checkout({ kind: 'plan' }), 400);
    expectRefusal(await checkout({ kind: 'gift', planUuid: plan.uuid }), 400);
    expectRefusal(await checkout({ kind: 'plan', planUuid: 'not-a-uuid' }), 400);
    expect(expectRefusal(await checkout({ kind: 'plan', planUuid: randomUUID() }), 404).message).toBe(
      'This plan does not exist',
    );
    const archived = await k.createPlan({ name: 'Old' });
    await api('PATCH', `/admin/payments/plans/${archived.uuid}`, k.operator(), { status: 'archived' });
    expectRefusal(await checkout({ kind: 'plan', planUuid: archived.uuid }), 404);
    expect(expectRefusal(await checkout({ kind: 'plan', planUuid: plan.uuid }, buyer.token), 409).message).toBe(
      'You already hold Starter',
    );
    const other = await k.createPlan({ name: 'Scale', priceMinor: 300_000 });
    expect(expectRefusal(await checkout({ kind: 'plan', planUuid: other.uuid }, buyer.token), 409).message).toContain(
      'You hold Starter',
    );
    expect(await orderCount()).toBe(before);
  });

  it('another member’s order is not found, and noted', async () => {
    const stranger = await k.newMember();
    const before = await k.alertCount('foreign_order');
    for (const path of ['', '/invoice.pdf']) {
      expectRefusal(await api('GET', `/orders/${bought.order.uuid}${path}`, stranger.token), 404);
    }
    expectRefusal(await api('POST', `/orders/${bought.order.uuid}/abandon`, stranger.token), 404);
    expect(await k.alertCount('foreign_order')).toBe(before + 3);
    expect((await api('GET', '/orders', stranger.token)).json().data.total).toBe(0);
    expect((await k.order(buyer, bought.order.uuid)).status).toBe('paid');
    expectRefusal(await api('POST', '/membership/resume', stranger.token), 404);
  });
});

describe('payment settings', () => {
  it('never shows a secret, only its hint, and the webhook to paste', async () => {
    const res = await api('GET', '/admin/payments/settings', k.operator());
    const settings = res.json().data;
    expect(settings).toMatchObject({
      provider: 'stripe',
      keySecretHint: `…${k.standIns().stripe.secretKey.slice(-4)}`,
      webhookSecretHint: `…${k.standIns().stripe.webhookSecret.slice(-4)}`,
      invoicePrefix: 'AM',
    });
    expect(settings.webhookUrl).toMatch(/\/api\/v1\/payments\/webhooks\/stripe$/);
    expect(settings.webhookEvents).toContain('checkout.session.completed');
    expect(res.body).not.toContain(k.standIns().stripe.secretKey);
    expect(res.body).not.toContain(k.standIns().stripe.webhookSecret);
  });

  it('refuses keys of the wrong shape naming the field, and switching provider without new secrets', async () => {
    const before = (await api('GET', '/admin/payments/settings', k.operator())).body;
    const put = (changes: Json) =>
      api('PUT', '/admin/payments/settings', k.operator(), { ...k.settingsOf('stripe'), ...changes });
    const cases: [Json, RegExp][] = [
      [{ keySecret: k.standIns().razorpay.keySecret }, /^Secret key/],
      [{ webhookSecret: 'secret-from-razorpay' }, /^Webhook secret/],
      [{ keyId: k.standIns().razorpay.keyId }, /^Key id/],
      [{ provider: 'razorpay', keyId: k.standIns().razorpay.keyId, keySecret: '', webhookSecret: '' }, /required/],
      [{ provider: 'razorpay', keyId: 'pk_test_x', keySecret: 'abc', webhookSecret: 'def' }, /^Key id/],
      [{ provider: 'paypal' }, /Stripe or Razorpay/],
      [{ currency: 'JPY' }, /currency/],
      [{ tax: { name: 'GST', ratePercent: 60 } }, /Tax rate/],
      [{ invoicePrefix: 'inv 1' }, /Invoice prefix/],
      [{ apiUrl: 'http://evil.example' }, /./],
    ];
    for (const [changes, named] of cases) {
      const refused = expectRefusal(await put(changes), 400);
      expect(refused.errors.join(' '), JSON.stringify(changes)).toMatch(named);
    }
    expect((await api('GET', '/admin/payments/settings', k.operator())).body).toBe(before);
  });

  it('keeps the stored secrets when left empty', async () => {
    const res = await api('PUT', '/admin/payments/settings', k.operator(), {
      ...k.settingsOf('stripe'),
      keySecret: '',
      webhookSecret: '',
      invoicePrefix: 'AM',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.keySecretHint).toBe(`…${k.standIns().stripe.secretKey.slice(-4)}`);
    expect((await api('GET', '/payments/plans', buyer.token)).json().data.provider).toBe('stripe');
  });
});

describe('plans', () => {
  it('refuses bad plans with the field named, and stores nothing', async () => {
    const before = await planCount();
    const cases: [Json, RegExp][] = [
      [{ name: '' }, /Name is required/],
      [{ priceMinor: 0 }, /more than zero/],
      [{ priceMinor: 10.5 }, /whole minor units/],
      [{ interval: 'weekly' }, /monthly, yearly or one-off/],
      [{ currency: 'JPY' }, /currency/],
      [{ unlocks: { features: ['time_travel'] } }, /feature/],
      [{ memberCount: 3 }, /./],
    ];
    for (const [changes, named] of cases) {
      const refused = expectRefusal(await api('POST', '/admin/payments/plans', k.operator(), planInput(changes)), 400);
      expect(refused.errors.join(' '), JSON.stringify(changes)).toMatch(named);
    }
    const patch = (uuid: string, body: Json) => api('PATCH', `/admin/payments/plans/${uuid}`, k.operator(), body);
    expectRefusal(await patch(plan.uuid, { priceMinor: -1 }), 400);
    expectRefusal(await patch(plan.uuid, { status: 'deleted' }), 400);
    expectRefusal(await patch('not-a-plan', { name: 'X' }), 400);
    expectRefusal(await patch(randomUUID(), { name: 'X' }), 404);
    expect(await planCount()).toBe(before);
  });

  it('archives (gone from the catalogue, kept for operators with its members) and restores', async () => {
    const patch = (body: Json) => api('PATCH', `/admin/payments/plans/${plan.uuid}`, k.operator(), body);
    expect((await patch({ status: 'archived' })).json().data.status).toBe('archived');
    const names = async () =>
      (await api('GET', '/payments/plans', buyer.token)).json().data.plans.map((p: { name: string }) => p.name);
    expect(await names()).not.toContain('Starter');
    const listed = (await api('GET', '/admin/payments/plans', k.operator())).json().data.items;
    expect(listed.find((p: { uuid: string }) => p.uuid === plan.uuid)).toMatchObject({
      status: 'archived',
      memberCount: 1,
    });
    expect((await k.membership(buyer)).membership.status).toBe('active');
    expect((await patch({ status: 'active', description: 'Back again' })).json().data).toMatchObject({
      status: 'active',
      description: 'Back again',
    });
    expect(await names()).toContain('Starter');
  });
});

describe('orders and alerts', () => {
  it('lists orders filtered by status, kind and q, with the buyer', async () => {
    const pending = await k.newMember({ name: 'Pending Pavan' });
    await k.startPlan(pending, plan.uuid);
    const list = async (query: string) => {
      const res = await api('GET', `/admin/payments/orders?${query}`, k.operator());
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const paid = await list('status=paid');
    expect(paid.items.length).toBeGreaterThan(0);
    expect(paid.items.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(paid.items[0].can.refund).toBe(true);
    expect((await list('status=pending&q=Pavan')).items).toHaveLength(1);
    expect((await list('status=paid&q=Pavan')).items).toHaveLength(0);
    const byInvoice = await list(`q=${invoiceNumber}`);
    expect(byInvoice.items).toHaveLength(1);
    expect(byInvoice.items[0].buyer).toMatchObject({ name: buyer.name, email: buyer.email });
    expect((await list('kind=event_ticket')).total).toBe(0);
    expect((await list('q=100%25')).total).toBe(0);
    expectRefusal(await api('GET', '/admin/payments/orders?status=lost', k.operator()), 400);
  });

  it('exports the orders as CSV', async () => {
    const res = await api('GET', `/admin/payments/orders.csv?q=${invoiceNumber}`, k.operator());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-.+\.csv"$/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Created,Paid,Invoice,Buyer,Email');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(invoiceNumber);
    expect(lines[1]).toContain(buyer.name);
    expect(lines[1]).toContain('1180.00');
  });

  it('pages the alerts, newest first', async () => {
    const all = (await api('GET', '/admin/payments/alerts', k.operator())).json().data;
    expect(all.total).toBeGreaterThanOrEqual(6);
    const page = (await api('GET', '/admin/payments/alerts?limit=2&pageNumber=2', k.operator())).json().data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0].uuid).toBe(all.items[2].uuid);
    expect(Date.parse(all.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(all.items[1].createdAt));
  });
});
