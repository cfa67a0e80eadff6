import twilio from 'twilio';
import type { TwilioAccount, TwilioSmsSettings, TwilioWhatsAppSettings } from './settings.ts';
import {
  isRefusal,
  noAnswer,
  PermanentDeliveryError,
  redact,
  requestTimeoutMs,
  type SenderOptions,
  type TextSender,
  toE164,
} from './types.ts';

/** SMS through Twilio's Messages API, from the configured number or Messaging Service; the body goes as written. */
export const createTwilioSmsSender = (settings: TwilioSmsSettings, options: SenderOptions = {}): TextSender => {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const create = messageCreator(settings, timeoutMs);
  return {
    provider: 'twilio',
    channel: 'sms',
    async send(message) {
      const sid = await create({ to: toE164(message.to), body: message.body, ...settings.sender });
      return { provider: 'twilio', providerMessageId: sid };
    },
  };
};

/**
 * WhatsApp through Twilio. Outside a customer's 24-hour window WhatsApp takes only approved templates,
 * so this sends sign-in codes only: the Content template TWILIO_WHATSAPP_OTP_CONTENT_SID with the code as {{1}}.
 */
export const createTwilioWhatsAppSender = (
  settings: TwilioWhatsAppSettings,
  options: SenderOptions = {},
): TextSender => {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const create = messageCreator(settings, timeoutMs);
  return {
    provider: 'twilio',
    channel: 'whatsapp',
    async send(message) {
      if (message.code === null) {
        throw new PermanentDeliveryError(
          'twilio: WhatsApp sends only sign-in codes (an approved Content template); this message has no code',
        );
      }
      const sid = await create({
        to: `whatsapp:${toE164(message.to)}`,
        from: `whatsapp:${settings.from}`,
        contentSid: settings.otpContentSid,
        contentVariables: JSON.stringify({ 1: message.code }),
      });
      return { provider: 'twilio', providerMessageId: sid };
    },
  };
};

/**
 * Twilio's official client, speaking to TWILIO_API_URL with an absolute deadline. The SDK has no base-URL
 * option (each API's domain hard-codes https://api.twilio.com) and its `timeout` is a socket idle timeout,
 * so its own RequestClient gets one request interceptor on its axios instance: the origin becomes
 * TWILIO_API_URL (Twilio itself, a regional edge, or a local stand-in), and each attempt carries
 * AbortSignal.timeout. The SDK's debug log is kept off: it prints each request's parameters, the code among them.
 */
const twilioClient = (account: TwilioAccount, timeoutMs: number) => {
  const httpClient = new twilio.RequestClient({ timeout: timeoutMs });
  httpClient.axios.interceptors.request.use((config) => {
    if (config.url) {
      const url = new URL(config.url);
      config.url = `${account.apiUrl}${url.pathname}${url.search}`;
    }
    config.signal = AbortSignal.timeout(timeoutMs);
    return config;
  });
  return twilio(account.accountSid, account.authToken, { httpClient, logLevel: 'info' });
};

/** Creates one Message resource and answers its SID (SM...), or throws what the failure means. */
const messageCreator = (account: TwilioAccount, timeoutMs: number) => {
  const client = twilioClient(account, timeoutMs);
  return async (params: Parameters<typeof client.messages.create>[0]) => {
    try {
      return (await client.messages.create(params)).sid;
    } catch (error) {
      throw failureOf(error, account, timeoutMs);
    }
  };
};

/**
 * What a failed create means. The SDK throws Twilio's answer as an error carrying its HTTP status and
 * Twilio's error code (RestException, or TwilioServiceException for newer APIs): 4xx other than 429 is final.
 * Anything else got no answer: the deadline (axios reports ERR_CANCELED) or the network.
 */
const failureOf = (error: unknown, account: TwilioAccount, timeoutMs: number) => {
  const secrets = [account.authToken];
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
    const code = 'code' in error && error.code ? ` (code ${String(error.code)})` : '';
    const said = `${error.message || 'no reason given'}${code}`;
    return isRefusal(error.status)
      ? new PermanentDeliveryError(redact(`twilio refused the message (HTTP ${error.status}): ${said}`, secrets))
      : new Error(redact(`twilio answered HTTP ${error.status}: ${said}`, secrets));
  }
  if (error instanceof Error && 'code' in error && error.code === 'ERR_CANCELED') {
    return new Error(`twilio did not answer within ${timeoutMs / 1000} s`);
  }
  return noAnswer('twilio', error, timeoutMs);
};
