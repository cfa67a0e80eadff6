import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { field, parseJson, text, textFields } from '../shared.ts';
import {
  type ApiAnswer,
  type ApiRequest,
  type Deliver,
  type Delivery,
  type OutgoingEvent,
  type PaymentProvider,
  paymentStandInDefaults,
  type RecordedRequest,
  randomId,
  StandInRefusal,
  type WebhookEndpoint,
} from './accounts.ts';
import { answerPage } from './pages.ts';
import {
  answerRazorpay,
  endRazorpaySubscription,
  expireRazorpayLink,
  failRazorpay,
  newRazorpayState,
  payRazorpay,
  razorpaySignature,
  renewRazorpaySubscription,
} from './razorpay.ts';
import {
  answerStripe,
  completeCheckout,
  endStripeSubscription,
  expireCheckout,
  newStripeState,
  renewStripeSubscription,
  stripeSignature,
} from './stripe.ts';

export {
  type Deliver,
  type Delivery,
  type PaymentProvider,
  paymentStandInDefaults,
  StandInRefusal,
  type WebhookEndpoint,
} from './accounts.ts';

export type PaymentStandInOptions = { port?: number; host?: string; deliver?: Deliver };

/** How to build a webhook by hand: another secret (a forgery), an old timestamp (a replay), an event id. */
export type SignOptions = { secret?: string; timestamp?: number; eventId?: string };

/** The running stand-ins of Stripe and Razorpay. */
export type PaymentStandIns = {
  /** http://host:port: Stripe's client takes host and port, Razorpay's client this as its baseURL. */
  url: string;
  stripe: typeof paymentStandInDefaults.stripe;
  razorpay: typeof paymentStandInDefaults.razorpay;
  /** Where the provider's account delivers its webhooks (its dashboard setting); the secret defaults to the account's. */
  setWebhook: (provider: PaymentProvider, endpoint: WebhookEndpoint) => void;
  /** Every webhook sent, oldest first. */
  deliveries: Delivery[];
  /** Every API call answered, oldest first. */
  requests: RecordedRequest[];
  /** The payer pays a Stripe Checkout Session, a Razorpay payment link or subscription (as clicking Pay). */
  pay: (ref: string) => Promise<void>;
  /** The payer's payment fails: Razorpay sends payment.failed; Stripe only shows the error on its page. */
  decline: (ref: string) => Promise<void>;
  /** A Checkout Session or a payment link expires. */
  expire: (ref: string) => Promise<void>;
  /** The provider's billing charges a subscription's next period. */
  renew: (subscriptionRef: string, outcome?: 'paid' | 'failed') => Promise<void>;
  /** The provider ends a subscription (Stripe: deleted; Razorpay: halted after failed retries). */
  endSubscription: (subscriptionRef: string) => Promise<void>;
  /** A webhook body and headers signed as the provider would, for forged, replayed or old events. */
  signed: (
    provider: PaymentProvider,
    event: object,
    options?: SignOptions,
  ) => { body: string; headers: Record<string, string> };
  /** Sends a recorded webhook again (Stripe signs it anew, as its retries do); answers the status. */
  redeliver: (delivery: Delivery) => Promise<number>;
  /** Resolves when the webhooks the API calls caused (expire, cancel, refund) have been delivered. */
  settled: () => Promise<void>;
  close(): Promise<void>;
};

/**
 * One local HTTP server standing in for Stripe's and Razorpay's APIs (the official clients' requests, as
 * they send them), their hosted payment pages and their signed webhooks. Besides the providers' paths:
 * GET /__health; POST /__control/webhook `{ provider, url, secret?, headers? }`; POST /__control/<pay|
 * decline|expire|renew|end> `{ ref, outcome? }`; GET /__deliveries, for a browser journey in another process.
 */
export const startPaymentStandIns = async (options: PaymentStandInOptions = {}): Promise<PaymentStandIns> => {
  const accounts = structuredClone(paymentStandInDefaults);
  const stripe = newStripeState();
  const razorpay = newRazorpayState();
  const endpoints = new Map<PaymentProvider, WebhookEndpoint>();
  const deliveries: Delivery[] = [];
  const requests: RecordedRequest[] = [];
  const deliver = options.deliver ?? postOverHttp;
  let queue: Promise<unknown> = Promise.resolve();
  let url = '';

  const sign = (provider: PaymentProvider, body: string, sign: SignOptions = {}) => {
    const secret = sign.secret ?? endpoints.get(provider)?.secret ?? accounts[provider].webhookSecret;
    const headers: Record<string, string> =
      provider === 'stripe'
        ? {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': stripeSignature(body, secret, sign.timestamp),
          }
        : {
            'content-type': 'application/json',
            'user-agent': 'Razorpay-Webhook/v1',
            'x-razorpay-signature': razorpaySignature(body, secret),
            'x-razorpay-event-id': sign.eventId ?? randomId('', 14),
          };
    return { body, headers };
  };

  const send = async (
    provider: PaymentProvider,
    sent: { type: string; eventId: string; body: string; headers: Record<string, string> },
  ) => {
    const endpoint = endpoints.get(provider);
    const headers = { ...sent.headers, ...endpoint?.headers };
    const status = endpoint
      ? await deliver(provider, { url: endpoint.url, headers, body: sent.body }).catch(() => 0)
      : 0;
    deliveries.push({ provider, ...sent, headers, url: endpoint?.url ?? null, status, at: new Date().toISOString() });
    return status;
  };

  /** Sends events one after another, after those already waiting, so each provider's order holds. */
  const enqueue = (events: OutgoingEvent[]) => {
    const run = queue.then(async () => {
      for (const event of events) {
        const signed = sign(event.provider, JSON.stringify(event.payload), { eventId: event.id });
        await send(event.provider, { type: event.type, eventId: event.id, ...signed });
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const isStripe = (ref: string) => stripe.sessions.has(ref) || stripe.subscriptions.has(ref);
  const controls = {
    pay: async (ref: string) => enqueue(isStripe(ref) ? completeCheckout(stripe, ref) : payRazorpay(razorpay, ref)),
    decline: async (ref: string) => {
      if (!isStripe(ref)) return enqueue(failRazorpay(razorpay, ref));
      const status = stripe.sessions.get(ref)?.session.status;
      if (status !== 'open') throw new StandInRefusal(`Checkout Session ${ref} is ${status}, not open`);
    },
    expire: async (ref: string) =>
      enqueue(isStripe(ref) ? expireCheckout(stripe, ref) : expireRazorpayLink(razorpay, ref)),
    renew: async (ref: string, outcome: 'paid' | 'failed' = 'paid') =>
      enqueue(
        isStripe(ref)
          ? renewStripeSubscription(stripe, ref, outcome)
          : renewRazorpaySubscription(razorpay, ref, outcome),
      ),
    endSubscription: async (ref: string) =>
      enqueue(isStripe(ref) ? endStripeSubscription(stripe, ref) : endRazorpaySubscription(razorpay, ref)),
  };

  const answerApi = (request: ApiRequest): { provider: PaymentProvider; answer: ApiAnswer } => {
    const provider = providerOf(request);
    requests.push({ provider, method: request.method, path: request.path });
    try {
      const answer =
        provider === 'stripe'
          ? answerStripe(request, stripe, accounts.stripe, url)
          : answerRazorpay(request, razorpay, accounts.razorpay, url);
      return { provider, answer };
    } catch (error) {
      if (!(error instanceof StandInRefusal)) throw error;
      const body =
        provider === 'stripe'
          ? { error: { type: 'invalid_request_error', message: error.message } }
          : { error: { code: 'BAD_REQUEST_ERROR', description: error.message, metadata: {} } };
      return { provider, answer: { status: 400, body } };
    }
  };

  const control = async (action: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    if (action === 'webhook') {
      const provider = text(body, 'provider');
      const endpointUrl = text(body, 'url');
      if ((provider !== 'stripe' && provider !== 'razorpay') || !endpointUrl) {
        return { status: 400, body: { message: 'Send { provider: "stripe" | "razorpay", url, secret?, headers? }' } };
      }
      const secret = text(body, 'secret');
      endpoints.set(provider, {
        url: endpointUrl,
        ...(secret && { secret }),
        headers: textFields(field(body, 'headers')),
      });
      return { status: 200, body: { provider, url: endpointUrl } };
    }
    const ref = text(body, 'ref') ?? '';
    const before = deliveries.length;
    const outcome = text(body, 'outcome') === 'failed' ? 'failed' : 'paid';
    const acts: Record<string, () => Promise<void>> = {
      pay: () => controls.pay(ref),
      decline: () => controls.decline(ref),
      expire: () => controls.expire(ref),
      renew: () => controls.renew(ref, outcome),
      end: () => controls.endSubscription(ref),
    };
    const act = acts[action];
    if (!act) return { status: 404, body: { message: `No control ${action}` } };
    try {
      await act();
      return { status: 200, body: { deliveries: deliveries.slice(before) } };
    } catch (error) {
      if (!(error instanceof StandInRefusal)) throw error;
      return { status: 400, body: { message: error.message } };
    }
  };

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const address = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const path = address.pathname;
    const body = await readBody(req);
    if (path === '/__health') return json(200, { ok: true });
    if (path === '/__deliveries' && method === 'GET') return json(200, { deliveries });
    if (path.startsWith('/__control/') && method === 'POST') {
      const done = await control(path.slice('/__control/'.length), parseJson(body));
      return json(done.status, done.body);
    }
    const shown = await answerPage(method, path, {
      stripe,
      razorpay,
      razorpayKeySecret: accounts.razorpay.keySecret,
      ...controls,
    });
    if (shown && 'location' in shown) {
      res.writeHead(303, { location: shown.location });
      return res.end();
    }
    if (shown) {
      res.writeHead(shown.status, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(shown.html);
    }
    const request: ApiRequest = { method, path, query: address.searchParams, headers: req.headers, body };
    const { provider, answer: given } = answerApi(request);
    const stripeHeaders: Record<string, string> =
      provider === 'stripe' ? { 'request-id': randomId('req_', 14), 'stripe-version': stripe.apiVersion } : {};
    json(given.status, given.body, { ...stripeHeaders, ...given.headers });
    // Providers send webhooks after answering, never inside the call that caused them.
    if (given.events?.length) void enqueue(given.events).catch(() => undefined);
  };
  const server = http.createServer((req, res) => void answer(req, res).catch(() => res.destroy()));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address: AddressInfo | string | null = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The payment stand-ins have no address');
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url,
    stripe: accounts.stripe,
    razorpay: accounts.razorpay,
    setWebhook: (provider, endpoint) => void endpoints.set(provider, endpoint),
    deliveries,
    requests,
    ...controls,
    signed: (provider, event, signOptions) => sign(provider, JSON.stringify(event), signOptions),
    redeliver: (delivery) => {
      const again =
        delivery.provider === 'stripe'
          ? sign('stripe', delivery.body)
          : { body: delivery.body, headers: delivery.headers };
      const run = queue.then(() =>
        send(delivery.provider, { type: delivery.type, eventId: delivery.eventId, ...again }),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    settled: async () => {
      let seen: Promise<unknown> | null = null;
      while (seen !== queue) {
        seen = queue;
        await seen;
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};

/**
 * Whose API a request is for. Both live under /v1 and both have /v1/subscriptions, so the credentials
 * decide: Stripe's clients send Bearer and Stripe-Version, Razorpay's Basic with an rzp_ key id.
 */
const providerOf = (request: ApiRequest): PaymentProvider => {
  const authorization = request.headers.authorization ?? '';
  if (authorization.startsWith('Bearer ') || request.headers['stripe-version']) return 'stripe';
  if (authorization.startsWith('Basic ')) {
    const user = Buffer.from(authorization.slice(6), 'base64').toString();
    return /^(sk|rk)_/.test(user) ? 'stripe' : 'razorpay';
  }
  if (String(request.headers['user-agent']).startsWith('razorpay')) return 'razorpay';
  return ['payment_links', 'plans', 'payments'].includes(request.path.split('/')[2] ?? '') ? 'razorpay' : 'stripe';
};

/** A webhook POST over HTTP(S), as the providers send it; 0 when the endpoint cannot be reached. */
const postOverHttp: Deliver = (_provider, request) =>
  new Promise((resolve) => {
    const target = new URL(request.url);
    const send = target.protocol === 'https:' ? https.request : http.request;
    const outgoing = send(
      target,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(0));
    outgoing.end(request.body);
  });

const bodyLimit = 1024 * 1024;

const readBody = async (req: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > bodyLimit) throw new Error('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};
