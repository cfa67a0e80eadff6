import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProviderStandIns,
  standInDefaults,
  standInEnvironment,
  startProviderStandIns,
} from '../../../test/stand-ins/providers.ts';
import { ConfigError } from '../../config.ts';
import {
  createTextSenders,
  messagingSettings,
  PermanentDeliveryError,
  type SenderOptions,
  type TextChannel,
  type TextMessage,
  type TextSender,
  toE164,
} from './index.ts';

let standIns: ProviderStandIns;
beforeAll(async () => {
  standIns = await startProviderStandIns();
});
afterAll(() => standIns.close());

type Provider = 'twilio-sms' | 'msg91' | 'meta' | 'twilio-whatsapp';
const providers: Provider[] = ['twilio-sms', 'msg91', 'meta', 'twilio-whatsapp'];

const mobile = '+91 9800000010';
const codeText = 'Your Northstar sign-in code is 123456. It expires in 10 minutes. Never share it with anyone.';
const message = (channel: TextChannel, change: Partial<TextMessage> = {}): TextMessage => ({
  channel,
  to: mobile,
  body: codeText,
  code: '123456',
  tenantName: 'Northstar',
  ...change,
});

/** The environment that sends through the stand-ins with one provider, with some variables changed. */
const environment = (provider: Provider, change: Record<string, string> = {}, url = standIns.url) => ({
  ...standInEnvironment(url, {
    sms: provider === 'twilio-sms' ? 'twilio' : provider === 'msg91' ? 'msg91' : undefined,
    whatsapp: provider === 'twilio-whatsapp' ? 'twilio' : provider === 'meta' ? 'meta' : undefined,
  }),
  ...change,
});

const senderFor = (provider: Provider, change: Record<string, string> = {}, options: SenderOptions = {}) => {
  const senders = createTextSenders(messagingSettings(environment(provider, change), false), options);
  const sender = provider === 'twilio-sms' || provider === 'msg91' ? senders.sms : senders.whatsapp;
  if (!sender) throw new Error(`no sender for ${provider}`);
  return sender;
};

const send = (sender: TextSender, change: Partial<TextMessage> = {}) => sender.send(message(sender.channel, change));

/** What the sending threw; a test that expects a failure fails when the message went out. */
const failureOf = async (sending: Promise<unknown>) => {
  try {
    await sending;
  } catch (error) {
    return error;
  }
  throw new Error('the message was sent');
};

/** The reason of a permanent failure; anything else fails the test. */
const refusal = async (sending: Promise<unknown>) => {
  const error = await failureOf(sending);
  if (!(error instanceof PermanentDeliveryError)) throw new Error(`not a permanent failure: ${String(error)}`);
  return error.reason;
};

/** The message of a transient failure (a plain Error, to retry); anything else fails the test. */
const transient = async (sending: Promise<unknown>) => {
  const error = await failureOf(sending);
  if (!(error instanceof Error) || error instanceof PermanentDeliveryError) {
    throw new Error(`not a transient failure: ${String(error)}`);
  }
  return error.message;
};

const configProblems = (env: NodeJS.ProcessEnv, production = false) => {
  try {
    messagingSettings(env, production);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
};

describe('mobile numbers', () => {
  it('go to providers in E.164, and anything else fails for good before a request', () => {
    expect(toE164('+91 9800000010')).toBe('+919800000010');
    expect(toE164('+1 415 555 0100')).toBe('+14155550100');
    for (const bad of ['9800000010', '+91 98000', '+91 98000000101234567', '+0 9800000010', '+91 98000-00010']) {
      expect(() => toE164(bad)).toThrow(PermanentDeliveryError);
    }
  });
});

describe('settings', () => {
  it('send nothing without a provider, and read each provider with its defaults', () => {
    expect(messagingSettings({}, true)).toEqual({ sms: null, whatsapp: null });
    const settings = messagingSettings(
      {
        SMS_PROVIDER: 'MSG91',
        MSG91_AUTH_KEY: 'key',
        MSG91_OTP_TEMPLATE_ID: 'otp-template',
        WHATSAPP_PROVIDER: 'meta',
        WHATSAPP_ACCESS_TOKEN: 'token',
        WHATSAPP_PHONE_NUMBER_ID: '123',
        WHATSAPP_OTP_TEMPLATE: 'sign_in',
      },
      true,
    );
    expect(settings).toEqual({
      sms: {
        provider: 'msg91',
        authKey: 'key',
        otpTemplateId: 'otp-template',
        textTemplateId: null,
        apiUrl: 'https://control.msg91.com',
      },
      whatsapp: {
        provider: 'meta',
        accessToken: 'token',
        phoneNumberId: '123',
        otpTemplate: 'sign_in',
        language: 'en',
        apiUrl: 'https://graph.facebook.com/v21.0',
      },
    });
    const twilio = messagingSettings(
      environment('twilio-sms', { TWILIO_SMS_FROM: standInDefaults.twilio.messagingServiceSid, TWILIO_API_URL: '' }),
      true,
    );
    expect(twilio.sms).toMatchObject({
      provider: 'twilio',
      apiUrl: 'https://api.twilio.com',
      sender: { messagingServiceSid: standInDefaults.twilio.messagingServiceSid },
    });
  });

  it('name every missing setting of a chosen provider at once', () => {
    expect(configProblems({ SMS_PROVIDER: 'twilio', WHATSAPP_PROVIDER: 'meta' })).toBe(
      [
        'Invalid configuration:',
        '  TWILIO_ACCOUNT_SID: required with SMS_PROVIDER=twilio',
        '  TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio',
        '  TWILIO_SMS_FROM: required with SMS_PROVIDER=twilio',
        '  WHATSAPP_ACCESS_TOKEN: required with WHATSAPP_PROVIDER=meta',
        '  WHATSAPP_PHONE_NUMBER_ID: required with WHATSAPP_PROVIDER=meta',
        '  WHATSAPP_OTP_TEMPLATE: required with WHATSAPP_PROVIDER=meta',
      ].join('\n'),
    );
    const both = configProblems({ SMS_PROVIDER: 'twilio', WHATSAPP_PROVIDER: 'twilio' });
    expect(both).toContain('  TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio and WHATSAPP_PROVIDER=twilio\n');
    expect(both).toContain('  TWILIO_WHATSAPP_OTP_CONTENT_SID: required with WHATSAPP_PROVIDER=twilio');
  });

  it('name half-set and malformed settings, and unknown providers', () => {
    const halfSet = configProblems({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_OTP_TEMPLATE_ID: ' ',
      WHATSAPP_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'SK123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_WHATSAPP_FROM: '9800000010',
      TWILIO_WHATSAPP_OTP_CONTENT_SID: 'sign_in',
    });
    expect(halfSet.split('\n')).toEqual([
      'Invalid configuration:',
      '  MSG91_OTP_TEMPLATE_ID: required with SMS_PROVIDER=msg91',
      '  TWILIO_ACCOUNT_SID: must be the Account SID (AC and 32 hexadecimal digits)',
      '  TWILIO_WHATSAPP_FROM: must be the WhatsApp sender number in E.164 form, such as +14155238886',
      '  TWILIO_WHATSAPP_OTP_CONTENT_SID: must be the SID of an approved Content template (HX and 32 hexadecimal digits)',
    ]);
    expect(configProblems({ SMS_PROVIDER: 'sns', WHATSAPP_PROVIDER: 'gupshup' }).split('\n')).toEqual([
      'Invalid configuration:',
      "  SMS_PROVIDER: unknown provider 'sns' (one of: msg91, twilio; unset keeps messages in the outbox)",
      "  WHATSAPP_PROVIDER: unknown provider 'gupshup' (one of: meta, twilio; unset keeps messages in the outbox)",
    ]);
    expect(configProblems(environment('meta', { WHATSAPP_PHONE_NUMBER_ID: '+91 9800000010' }))).toMatch(
      /^ {2}WHATSAPP_PHONE_NUMBER_ID: must be the numeric ID/m,
    );
  });

  it('take API addresses over https, or http on this machine only, in production too', () => {
    for (const production of [false, true]) {
      for (const url of [
        'http://127.0.0.1:4599',
        'http://[::1]:4599',
        'http://localhost:4599',
        'https://proxy.example',
      ]) {
        expect(messagingSettings(environment('msg91', { MSG91_API_URL: url }), production).sms).toMatchObject({
          apiUrl: url,
        });
      }
      for (const url of ['http://api.example.com', 'http://10.0.0.5:4599', 'ftp://127.0.0.1', 'control.msg91.com']) {
        expect(configProblems(environment('msg91', { MSG91_API_URL: url }), production)).toMatch(
          /^ {2}MSG91_API_URL: /m,
        );
      }
    }
    expect(configProblems(environment('meta', { WHATSAPP_API_URL: 'http://graph.example/v21.0' }))).toContain(
      '  WHATSAPP_API_URL: must be https (http only on 127.0.0.1, ::1 or localhost, for the local stand-ins)',
    );
  });

  it('never show a secret, even beside a problem', () => {
    const problems = configProblems({
      SMS_PROVIDER: 'twilio',
      TWILIO_AUTH_TOKEN: 'twilio-secret-token',
      TWILIO_API_URL: 'https://AC1:twilio-secret-token@api.twilio.com',
      WHATSAPP_PROVIDER: 'meta',
      WHATSAPP_ACCESS_TOKEN: 'meta-secret-token',
      WHATSAPP_PHONE_NUMBER_ID: 'meta-secret-token',
    });
    expect(problems).toContain('  TWILIO_API_URL: must not carry a user name or password');
    expect(problems).not.toContain('secret');
  });
});

describe('each adapter sends a code the way its provider documents', () => {
  it('Twilio SMS: Basic auth, the body from the sender number or a Messaging Service', async () => {
    const result = await send(senderFor('twilio-sms'));
    expect(result).toEqual({ provider: 'twilio', providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(standIns.messages.at(-1)).toMatchObject({
      provider: 'twilio',
      channel: 'sms',
      to: '+919800000010',
      code: '123456',
      body: codeText,
      template: null,
    });
    await send(senderFor('twilio-sms', { TWILIO_SMS_FROM: standInDefaults.twilio.messagingServiceSid }), {
      body: 'Asha invited you to Northstar: https://northstar.example/join',
      code: null,
    });
    expect(standIns.messages.at(-1)).toMatchObject({
      body: 'Asha invited you to Northstar: https://northstar.example/join',
      code: null,
    });
  });

  it('Twilio WhatsApp: the approved Content template with the code as variable 1', async () => {
    const result = await send(senderFor('twilio-whatsapp'));
    expect(result.providerMessageId).toMatch(/^SM/);
    expect(standIns.messages.at(-1)).toMatchObject({
      provider: 'twilio',
      channel: 'whatsapp',
      to: '+919800000010',
      code: '123456',
      template: standInDefaults.twilio.otpContentSid,
      variables: { 1: '123456' },
    });
  });

  it("MSG91: the code template with otp and brand (cut to DLT's 30 characters), other text in the text template", async () => {
    const sender = senderFor('msg91');
    const result = await send(sender, { tenantName: 'The Northstar Startup Ecosystem Council' });
    expect(result).toEqual({ provider: 'msg91', providerMessageId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(standIns.messages.at(-1)).toMatchObject({
      provider: 'msg91',
      channel: 'sms',
      to: '+919800000010',
      code: '123456',
      template: standInDefaults.msg91.otpTemplateId,
      variables: { otp: '123456', brand: 'The Northstar Startup Ecosyste' },
    });
    const invitation = 'Asha invited you to Northstar: https://northstar.example/join';
    await send(sender, { body: invitation, code: null });
    expect(standIns.messages.at(-1)).toMatchObject({
      code: null,
      body: invitation,
      template: standInDefaults.msg91.textTemplateId,
      variables: { text: invitation },
    });

    const seen = standIns.messages.length;
    const withoutText = senderFor('msg91', { MSG91_TEXT_TEMPLATE_ID: '' });
    expect(await refusal(send(withoutText, { body: invitation, code: null }))).toContain('MSG91_TEXT_TEMPLATE_ID');
    expect(standIns.messages).toHaveLength(seen);
  });

  it('WhatsApp Cloud API: the authentication template with the code in its body and copy-code button', async () => {
    const result = await send(senderFor('meta'));
    expect(result).toEqual({ provider: 'meta', providerMessageId: expect.stringMatching(/^wamid\./) });
    expect(standIns.messages.at(-1)).toMatchObject({
      provider: 'meta',
      channel: 'whatsapp',
      to: '+919800000010',
      code: '123456',
      template: standInDefaults.meta.otpTemplate,
      variables: { body: '123456', button: '123456' },
    });
  });

  it('WhatsApp carries sign-in codes only: other text fails for good, before any request', async () => {
    const seen = standIns.messages.length;
    for (const provider of ['meta', 'twilio-whatsapp'] as const) {
      expect(await refusal(send(senderFor(provider), { code: null }))).toContain('only sign-in codes');
    }
    expect(standIns.messages).toHaveLength(seen);
  });

  it('the stand-ins serve what they accepted by number, newest first, for a journey in another process', async () => {
    await send(senderFor('meta'), { to: '+44 7700900123', code: '654321' });
    await send(senderFor('msg91'), { to: '+44 7700900123', code: '111222' });
    for (const to of ['+447700900123', '447700900123']) {
      const answer = await fetch(`${standIns.url}/__messages?to=${encodeURIComponent(to)}`);
      expect(await answer.json()).toEqual({
        messages: [
          expect.objectContaining({ provider: 'msg91', to: '+447700900123', code: '111222', at: expect.any(String) }),
          expect.objectContaining({ provider: 'meta', to: '+447700900123', code: '654321', at: expect.any(String) }),
        ],
      });
    }
  });
});

describe("a provider's refusal fails the message for good, with the provider's reason", () => {
  const invalidNumber = '+1 5005550001';

  it.each([
    ['twilio-sms', {}, "The 'To' number +15005550001 is not a valid phone number. (code 21211)"],
    ['twilio-whatsapp', {}, "The 'To' number whatsapp:+15005550001 is not a valid phone number. (code 21211)"],
    ['msg91', {}, 'msg91 refused the message (HTTP 400): Mobile number is invalid'],
    ['meta', {}, 'meta refused the message (HTTP 400): (#131026) Message Undeliverable.'],
  ] as const)('%s: an invalid number', async (provider, change, reason) => {
    expect(await refusal(send(senderFor(provider, change), { to: invalidNumber }))).toContain(reason);
  });

  it.each([
    [
      'twilio-sms',
      { TWILIO_AUTH_TOKEN: 'wrong-secret' },
      'twilio refused the message (HTTP 401): Authenticate (code 20003)',
    ],
    [
      'msg91',
      { MSG91_AUTH_KEY: 'wrong-secret' },
      'msg91 refused the message (HTTP 401): AuthenticationFailure (code 401)',
    ],
    [
      'meta',
      { WHATSAPP_ACCESS_TOKEN: 'wrong-secret' },
      'meta refused the message (HTTP 401): Invalid OAuth access token - Cannot parse access token (code 190)',
    ],
  ] as const)('%s: bad credentials, the secret left out', async (provider, change, reason) => {
    const said = await refusal(send(senderFor(provider, change)));
    expect(said).toBe(reason);
    expect(said).not.toContain('secret');
  });

  it.each([
    [
      'twilio-whatsapp',
      { TWILIO_WHATSAPP_OTP_CONTENT_SID: `HX${'0'.repeat(32)}` },
      'twilio refused the message (HTTP 400): The ContentSid is Invalid (code 21655)',
    ],
    [
      'msg91',
      { MSG91_OTP_TEMPLATE_ID: 'not-approved' },
      'msg91 refused the message (HTTP 200): Template ID Missing or Invalid Template',
    ],
    [
      'meta',
      { WHATSAPP_OTP_TEMPLATE: 'not_approved' },
      'meta refused the message (HTTP 404): (#132001) Template name does not exist in the translation — template name (not_approved) does not exist in en (code 132001)',
    ],
    [
      'twilio-sms',
      { TWILIO_SMS_FROM: '+15005550007' },
      'twilio refused the message (HTTP 400): The From phone number +15005550007 is not a valid, SMS-capable inbound phone number or short code for your account. (code 21606)',
    ],
  ] as const)('%s: a template or sender the provider does not know', async (provider, change, reason) => {
    expect(await refusal(send(senderFor(provider, change)))).toBe(reason);
  });
});

describe('an attempt without a useful answer is retried: 5xx, 429, no answer', () => {
  it.each(providers)('%s: 500, 503 and 429 are transient, and the next attempt goes through', async (provider) => {
    const sender = senderFor(provider);
    for (const status of [500, 503, 429]) {
      standIns.failNext(1, status);
      expect(await transient(send(sender))).toMatch(new RegExp(`answered HTTP ${status}`));
    }
    await send(sender);
  });

  it.each(providers)('%s: a provider that never answers passes the deadline', async (provider) => {
    const sender = senderFor(provider, {}, { timeoutMs: 100 });
    standIns.failNext(1, 'silence');
    const started = Date.now();
    expect(await transient(send(sender))).toMatch(/ did not answer within 0.1 s$/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each(providers)('%s: a provider out of reach', async (provider) => {
    const gone = await startProviderStandIns();
    await gone.close();
    const senders = createTextSenders(messagingSettings(environment(provider, {}, gone.url), false));
    const sender = senders.sms ?? senders.whatsapp;
    if (!sender) throw new Error(`no sender for ${provider}`);
    expect(await transient(send(sender))).toMatch(/ could not be reached \(ECONNREFUSED\)$/);
  });
});
