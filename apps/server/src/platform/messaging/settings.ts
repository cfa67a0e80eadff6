import { ConfigError } from '../../config-error.ts';

/** MSG91's Flow API: India's DLT-registered templates, one for sign-in codes and one, optional, for other text. */
export type Msg91Settings = {
  provider: 'msg91';
  authKey: string;
  /** Variables `otp` (the code) and `brand` (the tenant's name), e.g. "##otp## is your ##brand## sign-in code". */
  otpTemplateId: string;
  /** One variable `text` (the whole message); null: messages without a code fail for good. */
  textTemplateId: string | null;
  apiUrl: string;
};

/** A Twilio account; the same one may send SMS and WhatsApp. */
export type TwilioAccount = { accountSid: string; authToken: string; apiUrl: string };

/** Twilio SMS from a number of the account or from a Messaging Service (which picks the number). */
export type TwilioSmsSettings = TwilioAccount & {
  provider: 'twilio';
  sender: { from: string } | { messagingServiceSid: string };
};

/** WhatsApp Business Cloud API: an approved authentication template, the code in its body and copy-code button. */
export type MetaWhatsAppSettings = {
  provider: 'meta';
  accessToken: string;
  phoneNumberId: string;
  otpTemplate: string;
  language: string;
  /** Graph API base, version included: https://graph.facebook.com/v21.0. */
  apiUrl: string;
};

/** WhatsApp through Twilio: an approved Content template whose variable 1 is the code. */
export type TwilioWhatsAppSettings = TwilioAccount & { provider: 'twilio'; from: string; otpContentSid: string };

/** Which provider sends each channel; null keeps that channel's messages in the outbox. */
export type MessagingSettings = {
  sms: Msg91Settings | TwilioSmsSettings | null;
  whatsapp: MetaWhatsAppSettings | TwilioWhatsAppSettings | null;
};

const smsProviders = ['msg91', 'twilio'] as const;
const whatsappProviders = ['meta', 'twilio'] as const;
const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);
const e164 = /^\+[1-9]\d{7,14}$/;
const sid = (prefix: string) => new RegExp(`^${prefix}[0-9a-fA-F]{32}$`);

/**
 * Reads the text-message providers from the environment (README and docs/deploy.md list the variables).
 * A chosen provider with a setting missing or malformed stops the server with every problem at once,
 * naming the variables and never showing their values. API URLs are https, or http on this machine only
 * (127.0.0.1, ::1, localhost: the local stand-ins); `production` holds to the same rule, since the
 * production journey runs against the stand-ins on loopback.
 */
export const messagingSettings = (env: NodeJS.ProcessEnv, production: boolean): MessagingSettings => {
  const problems = new Map<string, string>();
  const read = readerOf(env, problems, production);
  const sms = read.choice('SMS_PROVIDER', smsProviders);
  const whatsapp = read.choice('WHATSAPP_PROVIDER', whatsappProviders);
  const twilioBy = [sms === 'twilio' && 'SMS_PROVIDER=twilio', whatsapp === 'twilio' && 'WHATSAPP_PROVIDER=twilio']
    .filter((by) => by !== false)
    .join(' and ');
  let account: TwilioAccount | undefined;
  const twilio = () => {
    account ??= twilioAccount(read, twilioBy);
    return account;
  };

  const settings: MessagingSettings = {
    sms:
      sms === 'msg91'
        ? msg91Settings(read)
        : sms === 'twilio'
          ? { provider: 'twilio', ...twilio(), sender: twilioSmsSender(read) }
          : null,
    whatsapp:
      whatsapp === 'meta'
        ? metaSettings(read)
        : whatsapp === 'twilio'
          ? { provider: 'twilio', ...twilio(), ...twilioWhatsAppSender(read) }
          : null,
  };
  if (problems.size > 0) {
    const lines = [...problems].map(([name, problem]) => `  ${name}: ${problem}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return settings;
};

type Check = { test: (value: string) => boolean; problem: string };
type Reader = ReturnType<typeof readerOf>;

/** Reads variables and notes what is wrong with them (the first problem of each variable). */
const readerOf = (env: NodeJS.ProcessEnv, problems: Map<string, string>, production: boolean) => {
  const note = (name: string, problem: string) => {
    if (!problems.has(name)) problems.set(name, problem);
  };
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    optional: (name: string, check?: Check) => {
      const found = value(name);
      if (found !== undefined && check && !check.test(found)) note(name, check.problem);
      return found;
    },
    /** An empty string stands in for a missing value: the settings are thrown away with the problems. */
    required: (name: string, requiredBy: string, check?: Check) => {
      const found = value(name);
      if (found === undefined) note(name, `required with ${requiredBy}`);
      else if (check && !check.test(found)) note(name, check.problem);
      return found ?? '';
    },
    choice: <T extends string>(name: string, choices: readonly T[]): T | null => {
      const found = value(name)?.toLowerCase();
      if (found === undefined) return null;
      const chosen = choices.find((choice) => choice === found);
      if (!chosen)
        note(name, `unknown provider '${found}' (one of: ${choices.join(', ')}; unset keeps messages in the outbox)`);
      return chosen ?? null;
    },
    apiUrl: (name: string, fallback: string) => {
      const given = value(name) ?? fallback;
      const problem = apiUrlProblem(given, production);
      if (problem) note(name, problem);
      return given.replace(/\/+$/, '');
    },
  };
};

/** Why a provider's API address cannot be used, or null. The address itself is never repeated. */
const apiUrlProblem = (given: string, production: boolean) => {
  if (!URL.canParse(given)) return 'must be an absolute URL such as https://api.example.com';
  const url = new URL(given);
  if (url.username || url.password) return 'must not carry a user name or password (the key has its own setting)';
  if (url.search || url.hash) return 'must not carry a query or a fragment';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null;
  return `must be https (http only on 127.0.0.1, ::1 or localhost, for the local stand-ins${production ? ', in production too' : ''})`;
};

const msg91Settings = (read: Reader): Msg91Settings => ({
  provider: 'msg91',
  authKey: read.required('MSG91_AUTH_KEY', 'SMS_PROVIDER=msg91'),
  otpTemplateId: read.required('MSG91_OTP_TEMPLATE_ID', 'SMS_PROVIDER=msg91'),
  textTemplateId: read.optional('MSG91_TEXT_TEMPLATE_ID') ?? null,
  apiUrl: read.apiUrl('MSG91_API_URL', 'https://control.msg91.com'),
});

const twilioAccount = (read: Reader, requiredBy: string): TwilioAccount => ({
  accountSid: read.required('TWILIO_ACCOUNT_SID', requiredBy, {
    test: (value) => sid('AC').test(value),
    problem: 'must be the Account SID (AC and 32 hexadecimal digits)',
  }),
  authToken: read.required('TWILIO_AUTH_TOKEN', requiredBy),
  apiUrl: read.apiUrl('TWILIO_API_URL', 'https://api.twilio.com'),
});

const twilioSmsSender = (read: Reader): TwilioSmsSettings['sender'] => {
  const from = read.required('TWILIO_SMS_FROM', 'SMS_PROVIDER=twilio', {
    test: (value) => e164.test(value) || sid('MG').test(value),
    problem: 'must be a sender number in E.164 form (+14155550100) or a Messaging Service SID (MG...)',
  });
  return from.startsWith('MG') ? { messagingServiceSid: from } : { from };
};

const twilioWhatsAppSender = (read: Reader) => ({
  from: read
    .required('TWILIO_WHATSAPP_FROM', 'WHATSAPP_PROVIDER=twilio', {
      test: (value) => e164.test(value.replace(/^whatsapp:/, '')),
      problem: 'must be the WhatsApp sender number in E.164 form, such as +14155238886',
    })
    .replace(/^whatsapp:/, ''),
  otpContentSid: read.required('TWILIO_WHATSAPP_OTP_CONTENT_SID', 'WHATSAPP_PROVIDER=twilio', {
    test: (value) => sid('HX').test(value),
    problem: 'must be the SID of an approved Content template (HX and 32 hexadecimal digits)',
  }),
});

const metaSettings = (read: Reader): MetaWhatsAppSettings => ({
  provider: 'meta',
  accessToken: read.required('WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PROVIDER=meta'),
  phoneNumberId: read.required('WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_PROVIDER=meta', {
    test: (value) => /^\d+$/.test(value),
    problem: 'must be the numeric ID of the WhatsApp business phone number (not the number itself)',
  }),
  otpTemplate: read.required('WHATSAPP_OTP_TEMPLATE', 'WHATSAPP_PROVIDER=meta'),
  language:
    read.optional('WHATSAPP_TEMPLATE_LANGUAGE', {
      test: (value) => /^[a-z]{2,3}(_[A-Z]{2})?$/.test(value),
      problem: "must be the template's language code as Meta lists it, such as en or en_US",
    }) ?? 'en',
  apiUrl: read.apiUrl('WHATSAPP_API_URL', 'https://graph.facebook.com/v21.0'),
});
