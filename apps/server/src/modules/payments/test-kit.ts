import type { PaymentAlertKind, PaymentProvider } from '@ventura/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { makePerson, type Person, type PersonSpec, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { type PaymentStandIns, startPaymentStandIns } from '../../../test/stand-ins/payments/index.ts';

/*
 * What the payments test files share: a server on its own database with Stripe's and Razorpay's stand-ins
 * (the official clients pointed at them) delivering their signed webhooks into it through `app.inject`,
 * the tenant's people, and the calls a member and an operator make.
 */

export type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
type Answer = Awaited<ReturnType<typeof call>>;

/** The second tenant of the demo: its own people, no provider. (beta.localhost is under maintenance.) */
export const otherHost = 'alpha.localhost';

export const tax = { name: 'GST', ratePercent: 18, inclusive: false, idLabel: 'GSTIN', idNumber: '29ABCDE1234F1Z5' };

export const planInput = (changes: Json = {}): Json => ({
  name: 'Growth',
  description: 'For growing startups',
  priceMinor: 100_000,
  currency: 'INR',
  interval: 'one_off',
  unlocks: { features: ['startup_kit'], accountTypes: [], eventSeats: 0 },
  ...changes,
});

/** A refusal as every route answers one: the status, and `{ message, errors }`. */
export const expectRefusal = (res: Answer, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
  return res.json() as { message: string; errors: string[] };
};

/** The id at the end of a provider's page address: a Checkout Session, a payment link or a subscription. */
export const refOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').at(-1) ?? '';

let serial = 0;

/** Starts the stand-ins and the server before the file's tests, with a member, an investor and an operator. */
export const paymentsKit = () => {
  let test: TestApp | undefined;
  let standIns: PaymentStandIns | undefined;
  let graph: Awaited<ReturnType<typeof people>> | undefined;
  const people = (t: TestApp) =>
    tenantGraph(t, 'localhost', {
      member: { type: 'startup', name: 'Asha Founder', organizationName: 'Solar Sprout', approvalStatus: 'approved' },
      other: { type: 'investor', name: 'Ivan Investor', organizationName: 'Seed Fund', approvalStatus: 'approved' },
    });

  beforeAll(async () => {
    standIns = await startPaymentStandIns({
      deliver: async (_provider, request) => {
        const res = await app().app.inject({
          method: 'POST',
          url: new URL(request.url).pathname,
          headers: request.headers,
          payload: request.body,
        });
        return res.statusCode;
      },
    });
    test = await createTestApp({ STRIPE_API_URL: standIns.url, RAZORPAY_API_URL: standIns.url });
    graph = await people(test);
    for (const provider of ['stripe', 'razorpay'] as const) {
      standIns.setWebhook(provider, {
        url: `http://localhost/api/v1/payments/webhooks/${provider}`,
        headers: { host: 'localhost' },
      });
    }
  });
  afterAll(async () => {
    await test?.close();
    await standIns?.close();
  });

  const app = () => {
    if (!test) throw new Error('the payments kit has not started');
    return test;
  };
  const providers = () => {
    if (!standIns) throw new Error('the payments kit has not started');
    return standIns;
  };
  const g = () => {
    if (!graph) throw new Error('the payments kit has not started');
    return graph;
  };

  const api = (method: Method, url: string, token?: string, body?: Json, host = 'localhost') =>
    call(app().app, { method, host, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });
  const v2 = (method: Method, url: string, token?: string, body?: Json, host = 'localhost') =>
    call(app().app, { method, host, url: `/api/v2${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });
  const rows = (query: SQL) => sqlRows(app().database, query);
  const count = async (query: SQL) => Number((await rows(query))[0]?.n);
  const operator = () => g().people.operator.token;

  const settingsOf = (provider: PaymentProvider | null): Json => {
    const keys =
      provider === 'razorpay'
        ? {
            keyId: providers().razorpay.keyId,
            keySecret: providers().razorpay.keySecret,
            webhookSecret: providers().razorpay.webhookSecret,
          }
        : provider === 'stripe'
          ? {
              keyId: providers().stripe.publishableKey,
              keySecret: providers().stripe.secretKey,
              webhookSecret: providers().stripe.webhookSecret,
            }
          : {};
    return {
      provider,
      ...keys,
      currency: 'INR',
      tax,
      legalName: 'Alpha Mission Pvt Ltd',
      address: 'Bengaluru',
      invoicePrefix: 'AM',
    };
  };
  /** The operator connects a provider (null: payments off). */
  const useProvider = async (provider: PaymentProvider | null) => {
    const res = await api('PUT', '/admin/payments/settings', operator(), settingsOf(provider));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  const createPlan = async (changes: Json = {}) => {
    const res = await api('POST', '/admin/payments/plans', operator(), planInput(changes));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { uuid: string; name: string; price: { totalMinor: number } };
  };

  /** Another approved member of the tenant, for a test of their own (one live membership each). */
  const newMember = (spec: Partial<PersonSpec> = {}): Promise<Person> => {
    serial += 1;
    return makePerson(app(), g().tenant, {
      type: 'startup',
      name: `Founder ${serial}`,
      approvalStatus: 'approved',
      ...spec,
    });
  };

  /** The member starts paying for a plan: the order and the provider's reference of its page. */
  const startPlan = async (person: Person, planUuid: string) => {
    const res = await api('POST', '/payments/checkout', person.token, { kind: 'plan', planUuid });
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json().data as { order: { uuid: string }; redirectUrl: string };
    return { order, redirectUrl, ref: refOf(redirectUrl) };
  };

  /** A plan paid for at the provider, its webhooks applied: the order's uuid and the subscription, if any. */
  const buyPlan = async (person: Person, planUuid: string) => {
    const started = await startPlan(person, planUuid);
    await providers().pay(started.ref);
    const [row] = await rows(sql`select subscription_ref from orders where uuid = ${started.order.uuid}`);
    return { ...started, subscriptionRef: typeof row?.subscription_ref === 'string' ? row.subscription_ref : '' };
  };

  const order = async (person: Person, uuid: string) => {
    const res = await api('GET', `/orders/${uuid}`, person.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const membership = async (person: Person) => (await api('GET', '/membership', person.token)).json().data;

  /** The kinds of the operators' alerts, newest first. */
  const alertKinds = async (): Promise<PaymentAlertKind[]> => {
    const res = await api('GET', '/admin/payments/alerts?limit=100', operator());
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items.map((alert: { kind: PaymentAlertKind }) => alert.kind);
  };
  const alertCount = async (kind: PaymentAlertKind) => (await alertKinds()).filter((found) => found === kind).length;

  /** A webhook as the provider posts it (body and headers from `standIns.signed`), to a tenant's host. */
  const postWebhook = (
    provider: PaymentProvider,
    signed: { body: string; headers: Record<string, string> },
    host = 'localhost',
  ) =>
    app().app.inject({
      method: 'POST',
      url: `/api/v1/payments/webhooks/${provider}`,
      headers: { ...signed.headers, host },
      payload: signed.body,
    });

  /** What the stand-in holds of an object, read through the provider's API with the account's key. */
  const atProvider = async (provider: PaymentProvider, path: string) => {
    const authorization =
      provider === 'stripe'
        ? `Bearer ${providers().stripe.secretKey}`
        : `Basic ${Buffer.from(`${providers().razorpay.keyId}:${providers().razorpay.keySecret}`).toString('base64')}`;
    const res = await fetch(`${providers().url}${path}`, { headers: { authorization } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Json;
  };

  return {
    app,
    standIns: providers,
    g,
    api,
    v2,
    rows,
    count,
    operator,
    settingsOf,
    useProvider,
    createPlan,
    newMember,
    startPlan,
    buyPlan,
    order,
    membership,
    alertKinds,
    alertCount,
    postWebhook,
    atProvider,
  };
};

export type PaymentsKit = ReturnType<typeof paymentsKit>;
