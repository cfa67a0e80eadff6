import http from 'node:http';
import {
  type Deliver,
  type PaymentStandIns,
  startPaymentStandIns,
} from '../../apps/server/test/stand-ins/payments/index.ts';
import {
  type ProviderStandIns,
  standInEnvironment,
  startProviderStandIns,
} from '../../apps/server/test/stand-ins/providers.ts';

/* The SMS and WhatsApp providers' HTTP APIs (Twilio, MSG91, Meta's WhatsApp Cloud API) as local stand-ins
   (apps/server/test/stand-ins): the server sends to them exactly as it would to the providers, and they
   keep each text, so a test reads a code the way a person reads their phone. */

export type StandIns = ProviderStandIns;

export const startStandIns = (port: number) => startProviderStandIns({ port });

/**
 * The server's environment for codes by SMS through Twilio and by WhatsApp through Meta's Cloud API, both
 * sent to the stand-ins with the credentials they accept.
 */
export const providerEnv = (standIns: StandIns) =>
  standInEnvironment(standIns.url, { sms: 'twilio', whatsapp: 'meta' });

/** A webhook as the deployment answered it: where it went, the event it carried, the status and body. */
export type WebhookAnswer = { url: string; host: string; eventId: string; status: number; text: string };

/*
 * Stripe's and Razorpay's APIs, hosted pages and signed webhooks (apps/server/test/stand-ins/payments).
 * Webhooks go over real HTTP to wherever the test points them (through nginx, or one process), and the
 * deployment's answers are kept (`answers`), since a provider's own record holds only the status.
 */
export type Payments = PaymentStandIns & { answers: WebhookAnswer[] };

export const startPayments = async (port: number): Promise<Payments> => {
  const answers: WebhookAnswer[] = [];
  const deliver: Deliver = (_provider, request) =>
    new Promise((resolve) => {
      const target = new URL(request.url);
      const eventIdOf = () => {
        const event: unknown = JSON.parse(request.body);
        const id = typeof event === 'object' && event !== null ? Reflect.get(event, 'id') : undefined;
        return request.headers['x-razorpay-event-id'] ?? (typeof id === 'string' ? id : '');
      };
      const outgoing = http.request(
        target,
        {
          method: 'POST',
          headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
          timeout: 10_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            answers.push({
              url: request.url,
              host: request.headers.host ?? target.host,
              eventId: eventIdOf(),
              status,
              text,
            });
            resolve(status);
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy());
      outgoing.on('error', () => resolve(0));
      outgoing.end(request.body);
    });
  const standIns = await startPaymentStandIns({ port, deliver });
  return { ...standIns, answers };
};

/** The server's environment for Stripe's and Razorpay's clients to call the stand-in instead of the providers. */
export const paymentEnv = (payments: Payments) => ({ STRIPE_API_URL: payments.url, RAZORPAY_API_URL: payments.url });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const digitsOf = (number: string) => number.replace(/\D/g, '');

/**
 * The code of the newest text to a number (any form: '+91 98765 43210') that arrived at or after `since`
 * (ms), waiting up to `timeoutMs`.
 */
export const textedCode = async (standIns: StandIns, to: string, since: number, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = standIns.messages
      .filter((text) => digitsOf(text.to) === digitsOf(to) && Date.parse(text.at) >= since)
      .at(-1);
    if (newest?.code) return { code: newest.code, text: newest };
    if (Date.now() > deadline) {
      const seen = standIns.messages.map((text) => `  ${text.provider} ${text.channel} to ${text.to}: ${text.body}`);
      throw new Error(`No text with a code reached ${to} within ${timeoutMs} ms.\n${seen.join('\n')}`);
    }
    await sleep(100);
  }
};
