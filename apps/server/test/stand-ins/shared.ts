import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { otpRules } from '@ventura/shared';

/** A message a stand-in accepted, as the person holding the phone would get it. */
export type RecordedText = {
  provider: 'twilio' | 'msg91' | 'meta';
  channel: 'sms' | 'whatsapp';
  /** E.164 with +. */
  to: string;
  code: string | null;
  /** The text as sent; null when a template carries it (the stand-ins do not know the templates' words). */
  body: string | null;
  /** MSG91's template id, Meta's template name or Twilio's Content SID; null for Twilio SMS with a body. */
  template: string | null;
  /** The template's variables as sent (Meta's: `body` and `button`, its parameters); empty without a template. */
  variables: Record<string, string>;
  at: string;
};

/**
 * What the stand-ins accept unless told otherwise, exported so a test or the production journey can set
 * the server's environment to match (standInEnvironment). Twilio's SIDs have Twilio's shapes because the
 * server checks them.
 */
export const standInDefaults = {
  twilio: {
    accountSid: 'ACba5eba11ba5eba11ba5eba11ba5eba11',
    authToken: 'stand-in-twilio-auth-token',
    smsFrom: '+15005550006',
    messagingServiceSid: 'MGba5eba11ba5eba11ba5eba11ba5eba11',
    whatsappFrom: '+14155238886',
    otpContentSid: 'HXc0debabec0debabec0debabec0debabe',
  },
  msg91: {
    authKey: 'stand-in-msg91-auth-key',
    otpTemplateId: '64f0c0de0000000000000001',
    textTemplateId: '64f0c0de0000000000000002',
  },
  meta: {
    accessToken: 'stand-in-whatsapp-access-token',
    phoneNumberId: '100000000000001',
    otpTemplate: 'ventura_sign_in_code',
    language: 'en',
  },
  /** A well-formed number every stand-in refuses as invalid, as Twilio's test credentials do with it. */
  invalidNumber: '+15005550001',
};

/** The credentials, senders and templates the stand-ins accept. */
export type StandInConfig = {
  twilio: typeof standInDefaults.twilio;
  msg91: typeof standInDefaults.msg91;
  meta: typeof standInDefaults.meta;
  invalidNumber: string;
};

/** One request as a provider's handler sees it. */
export type Incoming = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

/** A provider's answer, and what it accepted (nothing when it refused). */
export type Outcome = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  accepted?: Omit<RecordedText, 'at'>;
};

/** A provider's API: which paths are its own, how it answers them, and how it says it is down. */
export type ProviderApi = {
  owns: (path: string) => boolean;
  answer: (request: Incoming, config: StandInConfig) => Outcome;
  failure: (status: number) => Outcome;
};

/** E.164: +, then 8 to 15 digits, the first not 0. */
export const e164 = /^\+[1-9]\d{7,14}$/;

/** Digits of a number in any of the providers' forms: '+91 98...', '9198...', 'whatsapp:+9198...'. */
export const digitsOf = (number: string) => number.replace(/\D/g, '');

/** Random lowercase hex, for ids in the providers' shapes (SM..., wamid..., MSG91's request id). */
export const hex = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

/** The sign-in code in a text, as a person reads it: the last run of exactly the code's length in digits. */
export const codeIn = (text: string) =>
  text.match(new RegExp(`(?<!\\d)\\d{${otpRules.length}}(?!\\d)`, 'g'))?.at(-1) ?? null;

/** A JSON body, or undefined when it is not JSON. */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A field of a parsed JSON body, whatever its shape. */
export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;

/** The text fields of a parsed JSON object, the others left out. */
export const textFields = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/** A text field of a parsed JSON body, or undefined. */
export const text = (value: unknown, key: string) => {
  const found = field(value, key);
  return typeof found === 'string' ? found : undefined;
};
