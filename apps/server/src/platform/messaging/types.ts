/** The channels that reach a mobile number; each has at most one provider. */
export type TextChannel = 'sms' | 'whatsapp';

/** One message to a mobile number. `to` is as the platform keys recipients: '+<country code> <number>', e.g. '+91 9800000010'. */
export type TextMessage = { channel: TextChannel; to: string; body: string; code: string | null; tenantName: string };

/** Who took the message and its id there (Twilio's SM..., Meta's wamid..., MSG91's request id), for support. */
export type SendResult = { provider: string; providerMessageId: string };

/** Sends one text message through one provider; throws PermanentDeliveryError when retrying cannot help. */
export type TextSender = {
  provider: string;
  channel: TextChannel;
  send: (message: TextMessage) => Promise<SendResult>;
};

/** The provider refused the message for good (4xx): failing again would not help. */
export class PermanentDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PermanentDeliveryError';
  }
}

/** How long one request to a provider may take in all, answer included; past it the attempt is retried. */
export const requestTimeoutMs = 10_000;

/** What the adapters take besides their settings: a shorter deadline lets tests see a timeout quickly. */
export type SenderOptions = { timeoutMs?: number };

/**
 * '+91 9800000010' as E.164 ('+919800000010'). Anything else than + and 8 to 15 digits (spaces aside)
 * no provider would take, so it fails the message for good.
 */
export const toE164 = (to: string) => {
  const e164 = to.replaceAll(' ', '');
  if (!/^\+[1-9]\d{7,14}$/.test(e164)) {
    throw new PermanentDeliveryError(`'${to}' is not a mobile number in international form (+, country code, number)`);
  }
  return e164;
};

/** A provider's own words can echo what it was sent; a secret never leaves in a reason or a log line. */
export const redact = (text: string, secrets: string[]) =>
  secrets.reduce((result, secret) => (secret ? result.replaceAll(secret, '[redacted]') : result), text);

/**
 * The error to retry with for an attempt that got no answer: the deadline passed or the network failed.
 * Only the cause's code is kept (ECONNREFUSED...): the HTTP client's own error carries the request's headers.
 */
export const noAnswer = (provider: string, error: unknown, timeoutMs: number) => {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new Error(`${provider} did not answer within ${timeoutMs / 1000} s`);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code =
    cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : 'network error';
  return new Error(`${provider} could not be reached (${code})`);
};

/** The status and the JSON body (undefined if it is not JSON) of a provider's answer. */
export type Answer = { status: number; body: unknown };

/** Posts JSON with an absolute deadline; an attempt without an answer throws a plain (retried) Error. */
export const postJson = async (
  url: string,
  request: { provider: string; headers: Record<string, string>; body: unknown; timeoutMs: number },
): Promise<Answer> => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    throw noAnswer(request.provider, error, request.timeoutMs);
  }
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Too many requests and server errors pass; any other 4xx is the provider saying no for good. */
export const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/** A field of a JSON answer, whatever its shape. */
export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;

/** A text field of a JSON answer, or undefined. */
export const text = (value: unknown, key: string) => {
  const found = field(value, key);
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
};
