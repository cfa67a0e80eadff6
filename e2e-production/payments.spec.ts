import { approve, callApi, expectStatus, type Session, signInByEmail, signUpByEmail } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { tenant } from './support/places.ts';
import type { Answer } from './support/processes.ts';

/**
 * Issue 41's payments on a real deployment (two compiled processes in production mode behind nginx,
 * PostgreSQL, Redis), with the processes' Stripe client pointed at the stand-in (STRIPE_API_URL): the
 * operator connects Stripe and sells a yearly plan that unlocks the startup booster kit; a member checks
 * out on one process, the stand-in's signed webhook comes through nginx by the tenant's host, and the
 * other process (which opens the sealed keys with the same SECRET_KEY) shows the membership, the paid order
 * and its invoice, and lets the member into the kit. The same webhook again is a duplicate; a forged one is
 * refused and noted for operators.
 */

const stamp = `${Date.now()}`.slice(-6);
const planName = `Founders yearly ${stamp}`;
const dataOf = <T>(answer: Answer) => (answer.json() as { data: T }).data;
const webhookPath = '/api/v1/payments/webhooks/stripe';

type Order = { uuid: string; status: string; invoiceNumber: string | null; price: { totalMinor: number } };
type Alert = { kind: string; provider: string | null; detail: string; ip: string | null };

let operator: Session;
let member: Session;
let planUuid = '';

/** The tenant's payment settings: Stripe with the stand-in's keys and 18% GST on top, or payments off. */
const settings = (keys: { keyId: string; keySecret: string; webhookSecret: string } | null) => ({
  provider: keys ? 'stripe' : null,
  keyId: keys?.keyId ?? '',
  keySecret: keys?.keySecret ?? '',
  webhookSecret: keys?.webhookSecret ?? '',
  currency: 'INR',
  tax: { name: 'GST', ratePercent: 18, inclusive: false, idLabel: 'GSTIN', idNumber: '29ABCDE1234F1Z5' },
  legalName: 'Probe Hub Pvt Ltd',
  address: '1 Harbour Road, Kochi 682001',
  invoicePrefix: 'PRB',
});

/** Where the stand-in's webhooks go: an origin's port on 127.0.0.1 with the origin's host in the Host header. */
const webhookTo = (origin: string) => {
  const url = new URL(webhookPath, origin);
  return { url: `http://127.0.0.1:${url.port}${url.pathname}`, headers: { host: url.host } };
};

test.beforeAll(async ({ workerDeployment: deployment }) => {
  const { origin, payments } = deployment;
  operator = await signInByEmail(deployment, tenant.operator.email);
  member = await signUpByEmail(deployment, 'startup', `Leela Menon ${stamp}`, {
    companyName: `Kelp Labs ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  await approve(origin, operator, member.user.uuid);

  const { publishableKey, secretKey, webhookSecret } = payments.stripe;
  const saved = await callApi(
    origin,
    operator,
    'PUT',
    '/api/v1/admin/payments/settings',
    settings({ keyId: publishableKey, keySecret: secretKey, webhookSecret }),
  );
  expectStatus(saved, 200);
  // The console shows the address to paste into Stripe's dashboard: the tenant's public address.
  const { webhookUrl } = dataOf<{ webhookUrl: string }>(saved);
  expect(webhookUrl).toBe(`${origin}${webhookPath}`);
  payments.setWebhook('stripe', webhookTo(webhookUrl));

  const plan = await callApi(origin, operator, 'POST', '/api/v1/admin/payments/plans', {
    name: planName,
    description: 'Everything a young startup needs for a year.',
    priceMinor: 1_000_000,
    currency: 'INR',
    interval: 'yearly',
    unlocks: { features: ['startup_kit'], accountTypes: [], eventSeats: 0 },
  });
  expectStatus(plan, 201);
  planUuid = dataOf<{ uuid: string }>(plan).uuid;
});

// A live plan locks the kit for every member without it: payments off and the plan archived again.
test.afterAll(async ({ workerDeployment: deployment }) => {
  if (!operator) return;
  const { origin } = deployment;
  expectStatus(await callApi(origin, operator, 'PUT', '/api/v1/admin/payments/settings', settings(null)), 200);
  if (planUuid) {
    const archived = await callApi(origin, operator, 'PATCH', `/api/v1/admin/payments/plans/${planUuid}`, {
      status: 'archived',
    });
    expectStatus(archived, 200);
  }
});

test('a member pays on one process and the other shows the paid order and lets them in; the same webhook again changes nothing', async ({
  deployment,
}) => {
  const { origin, payments } = deployment;
  const [first, other] = [deployment.originOf(0), deployment.originOf(1)];
  const kitOnOther = async () => (await callApi(other, member, 'GET', '/api/v1/startup-kit')).status;

  // Before paying, the other process locks the kit (within its 10 s cache of the tenant's terms).
  await expect.poll(kitOnOther, { timeout: 15_000, intervals: [500] }).toBe(402);

  const started = await callApi(first, member, 'POST', '/api/v1/payments/checkout', { kind: 'plan', planUuid });
  expectStatus(started, 201);
  const { order, redirectUrl } = dataOf<{ order: Order; redirectUrl: string | null }>(started);
  expect(order).toMatchObject({ status: 'pending', invoiceNumber: null, price: { totalMinor: 1_180_000 } });
  expect(redirectUrl).toMatch(new RegExp(`^${payments.url}/c/pay/cs_`));
  const session = new URL(redirectUrl ?? '').pathname.split('/').at(-1) ?? '';

  // The member pays on Stripe's page; Stripe's webhooks reach the deployment through nginx.
  const sent = payments.deliveries.length;
  await payments.pay(session);
  await payments.settled();
  const paid = payments.deliveries.slice(sent);
  expect(paid.map((delivery) => `${delivery.type} ${delivery.status}`)).toEqual([
    'checkout.session.completed 200',
    'invoice.paid 200',
  ]);
  const throughNginx = payments.answers.slice(-paid.length);
  expect(throughNginx.map((answer) => answer.host)).toEqual(paid.map(() => new URL(origin).host));

  // The other process: the membership, the paid order with its invoice number, and the kit.
  const mine = await callApi(other, member, 'GET', '/api/v1/membership');
  expectStatus(mine, 200);
  expect(dataOf(mine)).toMatchObject({
    membership: { status: 'active', plan: { uuid: planUuid, name: planName, interval: 'yearly' } },
    unlocked: { features: ['startup_kit'] },
  });
  const read = await callApi(other, member, 'GET', `/api/v1/orders/${order.uuid}`);
  expectStatus(read, 200);
  const paidOrder = dataOf<Order>(read);
  expect(paidOrder.status).toBe('paid');
  expect(paidOrder.invoiceNumber).toMatch(/^PRB-\d{4}-\d{6}$/);
  await expect.poll(kitOnOther, { timeout: 15_000, intervals: [250, 500] }).toBe(200);

  // Stripe sends the same events again, this time straight to the other process: each is a duplicate.
  payments.setWebhook('stripe', webhookTo(other));
  try {
    for (const delivery of paid) {
      expect(await payments.redeliver(delivery), delivery.type).toBe(200);
      const again = payments.answers.at(-1);
      expect(again?.host).toBe(new URL(other).host);
      expect(again?.eventId).toBe(delivery.eventId);
      expect(JSON.parse(again?.text ?? '{}'), again?.text).toEqual({ data: { received: true, duplicate: true } });
    }
  } finally {
    payments.setWebhook('stripe', webhookTo(origin));
  }
  const orders = await callApi(other, member, 'GET', '/api/v1/orders');
  expectStatus(orders, 200);
  const items = dataOf<{ items: Order[] }>(orders).items;
  expect(items.map((item) => `${item.uuid} ${item.status} ${item.invoiceNumber}`)).toEqual([
    `${order.uuid} paid ${paidOrder.invoiceNumber}`,
  ]);
  const search = await callApi(
    origin,
    operator,
    'GET',
    `/api/v1/admin/payments/orders?q=${encodeURIComponent(paidOrder.invoiceNumber ?? '')}`,
  );
  expectStatus(search, 200);
  expect(dataOf<{ items: Order[] }>(search).items.map((item) => item.uuid)).toEqual([order.uuid]);

  // The invoice, rendered by a compiled process in production mode, through nginx.
  const pdf = await callApi(origin, member, 'GET', `/api/v1/orders/${order.uuid}/invoice.pdf`, undefined, {
    accept: 'application/pdf',
  });
  expectStatus(pdf, 200);
  expect(pdf.headers?.['content-type']).toBe('application/pdf');
  expect(pdf.text.slice(0, 5)).toBe('%PDF-');
});

test('a webhook signed with another secret is refused through nginx and shown to operators', async ({ deployment }) => {
  const { origin, payments } = deployment;
  const forged = payments.signed(
    'stripe',
    {
      id: `evt_forged${stamp}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: `cs_forged${stamp}`, object: 'checkout.session', payment_status: 'paid' } },
    },
    { secret: 'whsec_notTheTenantsSecret000000000000000' },
  );
  const refused = await callApi(origin, null, 'POST', webhookPath, Buffer.from(forged.body), forged.headers);
  expectStatus(refused, 400);
  expect(refused.json()).toMatchObject({ message: 'The webhook’s signature does not match this tenant’s secret' });

  // Each process reads the alert from the database, whichever one nginx gave the webhook to.
  for (const where of [deployment.originOf(0), deployment.originOf(1)]) {
    const alerts = await callApi(where, operator, 'GET', '/api/v1/admin/payments/alerts');
    expectStatus(alerts, 200);
    expect(dataOf<{ items: Alert[] }>(alerts).items[0]).toMatchObject({
      kind: 'bad_signature',
      provider: 'stripe',
      ip: '127.0.0.1',
    });
  }
});
