import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { metaApi } from './meta.ts';
import { msg91Api } from './msg91.ts';
import {
  digitsOf,
  type Incoming,
  type Outcome,
  type ProviderApi,
  type RecordedText,
  type StandInConfig,
  standInDefaults,
} from './shared.ts';
import { twilioApi } from './twilio.ts';

export { type RecordedText, standInDefaults } from './shared.ts';

/** Where the stand-ins listen (127.0.0.1 on a free port unless told) and what they accept besides the defaults. */
export type StandInOptions = {
  port?: number;
  host?: string;
  twilio?: Partial<StandInConfig['twilio']>;
  msg91?: Partial<StandInConfig['msg91']>;
  meta?: Partial<StandInConfig['meta']>;
  invalidNumber?: string;
};

/** How the next requests fail: an HTTP status, or no answer at all (the caller's deadline passes). */
export type Failure = number | 'silence';

/** The running stand-ins. */
export type ProviderStandIns = {
  /** http://host:port, to put in MSG91_API_URL and TWILIO_API_URL; WHATSAPP_API_URL takes `${url}/v21.0`. */
  url: string;
  /** Every message accepted, oldest first. */
  messages: RecordedText[];
  /** The next `count` provider requests fail this way (503 unless told), whichever provider they are for. */
  failNext: (count: number, failure?: Failure) => void;
  close(): Promise<void>;
};

const apis: ProviderApi[] = [twilioApi, msg91Api, metaApi];
const bodyLimit = 1024 * 1024;

/**
 * One local HTTP server standing in for Twilio's Messages API, MSG91's Flow API and Meta's WhatsApp
 * Cloud API, each on its documented path, checking credentials, templates and numbers the way the
 * provider does and answering with the provider's own success and error bodies. Accepted messages are
 * kept in `messages` and served at GET /__messages?to=<E.164 or digits> as `{ messages }`, newest first,
 * so a browser journey in another process can read a code.
 */
export const startProviderStandIns = async (options: StandInOptions = {}): Promise<ProviderStandIns> => {
  const config: StandInConfig = {
    twilio: { ...standInDefaults.twilio, ...options.twilio },
    msg91: { ...standInDefaults.msg91, ...options.msg91 },
    meta: { ...standInDefaults.meta, ...options.meta },
    invalidNumber: options.invalidNumber ?? standInDefaults.invalidNumber,
  };
  const messages: RecordedText[] = [];
  const failures: Failure[] = [];

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const reply = (outcome: Outcome) => {
      res.writeHead(outcome.status, { 'content-type': 'application/json', ...outcome.headers });
      res.end(JSON.stringify(outcome.body));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/__messages' && req.method === 'GET') {
      const to = digitsOf(url.searchParams.get('to') ?? '');
      const found = messages.filter((message) => !to || digitsOf(message.to) === to);
      return reply({ status: 200, body: { messages: found.toReversed() } });
    }
    const api = apis.find((candidate) => candidate.owns(url.pathname));
    if (!api) return reply({ status: 404, body: { message: `The stand-ins have no ${url.pathname}` } });
    const body = await readBody(req);
    if (body === null) return reply({ status: 413, body: { message: 'Request body too large' } });
    const failure = failures.shift();
    if (failure === 'silence') return;
    if (failure !== undefined) return reply(api.failure(failure));
    const incoming: Incoming = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body };
    const outcome = api.answer(incoming, config);
    if (outcome.accepted) messages.push({ ...outcome.accepted, at: new Date().toISOString() });
    reply(outcome);
  };
  // A request that breaks off while its body is read just ends; the stand-ins keep serving.
  const server = http.createServer((req, res) => void answer(req, res).catch(() => res.destroy()));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address: AddressInfo | string | null = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The stand-ins have no address');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    messages,
    failNext: (count, failure = 503) => {
      failures.push(...Array.from({ length: count }, () => failure));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};

/** The request's body as text, or null past the limit. */
const readBody = async (req: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > bodyLimit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The server's environment for sending through the stand-ins at `url` with their default credentials:
 * SMS by MSG91 or Twilio, WhatsApp by Meta or Twilio (a channel left out stays in the outbox).
 */
export const standInEnvironment = (
  url: string,
  providers: { sms?: 'msg91' | 'twilio'; whatsapp?: 'meta' | 'twilio' },
): Record<string, string> => {
  const { twilio, msg91, meta } = standInDefaults;
  const twilioAccount = {
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_API_URL: url,
  };
  return {
    ...(providers.sms === 'msg91' && {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: msg91.authKey,
      MSG91_OTP_TEMPLATE_ID: msg91.otpTemplateId,
      MSG91_TEXT_TEMPLATE_ID: msg91.textTemplateId,
      MSG91_API_URL: url,
    }),
    ...(providers.sms === 'twilio' && { SMS_PROVIDER: 'twilio', ...twilioAccount, TWILIO_SMS_FROM: twilio.smsFrom }),
    ...(providers.whatsapp === 'meta' && {
      WHATSAPP_PROVIDER: 'meta',
      WHATSAPP_ACCESS_TOKEN: meta.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: meta.phoneNumberId,
      WHATSAPP_OTP_TEMPLATE: meta.otpTemplate,
      WHATSAPP_TEMPLATE_LANGUAGE: meta.language,
      WHATSAPP_API_URL: `${url}/v21.0`,
    }),
    ...(providers.whatsapp === 'twilio' && {
      WHATSAPP_PROVIDER: 'twilio',
      ...twilioAccount,
      TWILIO_WHATSAPP_FROM: twilio.whatsappFrom,
      TWILIO_WHATSAPP_OTP_CONTENT_SID: twilio.otpContentSid,
    }),
  };
};
