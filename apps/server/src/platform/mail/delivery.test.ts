import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import {
  type ProviderStandIns,
  standInDefaults,
  standInEnvironment,
  startProviderStandIns,
} from '../../../test/stand-ins/providers.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Jobs } from '../jobs/index.ts';
import { createTextSenders, messagingSettings } from '../messaging/index.ts';
import { createMailer, type Transports } from './index.ts';
import { codeMask, sealCode } from './seal.ts';

const host = 'localhost';
const key = 'd'.repeat(64);

const until = async (done: () => Promise<boolean>, ms = 15_000) => {
  for (const stop = Date.now() + ms; Date.now() < stop; await new Promise((r) => setTimeout(r, 200))) {
    if (await done()) return true;
  }
  return false;
};

/**
 * What a deployment runs: no development outbox, SMS by Twilio and WhatsApp by Meta, each reached at its
 * local stand-in, which checks every request the way the provider does.
 */
describe('codes that arrive, by SMS and WhatsApp', () => {
  let t: TestApp;
  let providers: ProviderStandIns;
  beforeAll(async () => {
    providers = await startProviderStandIns();
    t = await createTestApp({
      DEV_OUTBOX: 'false',
      SECRET_KEY: key,
      ...standInEnvironment(providers.url, { sms: 'twilio', whatsapp: 'meta' }),
    });
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  const stored = async (to: string) =>
    (
      await sqlRows(
        t.database,
        sql`select id, status, body, code, sealed_code, provider, provider_message_id, attempts, error
            from outbox_messages where "to" = ${to} order by id desc limit 1`,
      )
    )[0] ?? {};
  const post = (url: string, body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', host, url: `/api/v1${url}`, body });

  it('sends the sign-in code by SMS, keeps it only sealed until sent, and the code signs in', async () => {
    const res = await post('/public/auth/mobile/login', { countryCode: '+91', mobileNumber: '9800000030' });
    expect(res.statusCode).toBe(200);
    const waiting = await stored('+91 9800000030');
    expect(String(waiting.body)).toContain(codeMask);
    expect(String(waiting.body)).not.toMatch(/\d{6}/);
    expect(waiting.code).toBeNull();

    expect(await until(async () => (await stored('+91 9800000030')).status === 'sent')).toBe(true);
    const text = providers.messages.find((m) => m.to === '+919800000030');
    expect(text).toMatchObject({ provider: 'twilio', channel: 'sms' });
    expect(text?.body).toContain(`sign-in code is ${text?.code}`);
    // Once sent, the row keeps the masked text, who carried it and the provider's id: no code, sealed or not.
    const sent = await stored('+91 9800000030');
    expect(sent).toMatchObject({ sealed_code: null, code: null, provider: 'twilio', attempts: 1, error: null });
    expect(String(sent.provider_message_id)).toMatch(/^SM[0-9a-f]{32}$/);
    expect(String(sent.body)).not.toContain(String(text?.code));

    const verified = await post('/public/auth/mobile/login/verify', {
      countryCode: '91',
      mobileNumber: '9800000030',
      code: text?.code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ name: 'Meera Iyer' });
  });

  it('sends the sign-up code by WhatsApp through the approved template', async () => {
    const res = await post('/public/otp_verifications/whatsapp/send', {
      type: 'startup',
      countryCode: '91',
      mobileNumber: '9876500001',
      name: 'Nisha Rao',
    });
    expect(res.statusCode).toBe(200);
    expect(await until(async () => (await stored('+91 9876500001')).status === 'sent')).toBe(true);
    const text = providers.messages.find((m) => m.to === '+919876500001');
    expect(text).toMatchObject({ provider: 'meta', channel: 'whatsapp', template: standInDefaults.meta.otpTemplate });
    expect(text?.code).toMatch(/^\d{6}$/);
    expect(await stored('+91 9876500001')).toMatchObject({ provider: 'meta', sealed_code: null });
  });
});

/** The delivery job run by hand, one attempt at a time, on a message written by the real mailer. */
describe('delivery attempts', () => {
  let t: TestApp;
  let providers: ProviderStandIns;
  // The messages under test are delivered only by the attempts below, never by the app's own worker.
  const queued: unknown[] = [];
  const jobs = { send: async (_db: unknown, _type: unknown, data: unknown) => queued.push(data) } as unknown as Jobs;
  beforeAll(async () => {
    providers = await startProviderStandIns();
    t = await createTestApp({ DEV_OUTBOX: 'false', SECRET_KEY: key });
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  // Long enough for a first call on a busy machine (the Twilio client loads on first use: 0.3 s once
  // timed out with the other core full), short enough for the silent provider's case.
  const textSenders = () =>
    createTextSenders(messagingSettings(standInEnvironment(providers.url, { sms: 'twilio' }), false), {
      timeoutMs: 1500,
    });
  const emailRefusing = (error: Error) =>
    ({
      sendMail: async () => {
        throw error;
      },
    }) as unknown as Transporter;

  /** Writes one code message through a mailer with these transports and answers its attempt function. */
  const writeCode = async (transports: Transports, to: string, channel: 'sms' | 'email' = 'sms') => {
    const { mailer, delivery } = createMailer(t.app.config, jobs, t.app.db, transports);
    await mailer.send(t.app.db, {
      tenantId: await tenantId(),
      channel,
      to,
      subject: 'Your code',
      body: 'Your code is 424242.',
      code: '424242',
    });
    const [row] = await sqlRows(t.database, sql`select id, tenant_id from outbox_messages order by id desc limit 1`);
    const job = { tenantId: String(row?.tenant_id), outboxId: Number(row?.id) };
    return {
      attempt: (attempt: number, lastAttempt: boolean) => delivery.run(job, { attempt, lastAttempt }),
      row: async () =>
        (
          await sqlRows(
            t.database,
            sql`select status, error, sealed_code, attempts from outbox_messages where id = ${job.outboxId}`,
          )
        )[0] ?? {},
    };
  };
  const tenantId = async () =>
    String((await sqlRows(t.database, sql`select tenant_id from tenant_hosts where host = 'localhost'`))[0]?.tenant_id);

  it("fails a message at once with the provider's reason when it refuses for good (4xx), erasing the code", async () => {
    const message = await writeCode({ email: null, ...textSenders() }, '+1 5005550001');
    expect((await message.row()).sealed_code).toMatch(/^v1\./);
    await message.attempt(1, false); // no throw: the queue does not try again
    const row = await message.row();
    expect(row).toMatchObject({ status: 'failed', sealed_code: null, attempts: 1 });
    expect(String(row.error)).toMatch(/not a valid phone number.*21211/);
  });

  it('retries while the provider fails for a while (5xx, no answer), and fails after the last attempt', async () => {
    const message = await writeCode({ email: null, ...textSenders() }, '+91 9800000070');
    providers.failNext(1, 503);
    await expect(message.attempt(1, false)).rejects.toThrow(/503/);
    expect(await message.row()).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await message.row()).sealed_code).toMatch(/^v1\./);
    providers.failNext(1, 'silence');
    await expect(message.attempt(2, true)).rejects.toThrow(/did not answer/);
    const row = await message.row();
    expect(row).toMatchObject({ status: 'failed', sealed_code: null, attempts: 2 });
  });

  it("fails an email at once on the mail server's final refusal (5xx), and retries its temporary one (4xx)", async () => {
    const refused = Object.assign(new Error('550 5.1.1 No such user here'), { responseCode: 550 });
    const final = await writeCode(
      { email: emailRefusing(refused), sms: null, whatsapp: null },
      'nobody@x.test',
      'email',
    );
    await final.attempt(1, false);
    expect(await final.row()).toMatchObject({
      status: 'failed',
      error: '550 5.1.1 No such user here',
      sealed_code: null,
    });

    const busy = Object.assign(new Error('421 4.3.2 Try again later'), { responseCode: 421 });
    const later = await writeCode({ email: emailRefusing(busy), sms: null, whatsapp: null }, 'later@x.test', 'email');
    await expect(later.attempt(1, false)).rejects.toThrow(/421/);
    expect(await later.row()).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('hands an email its Reply-To (a helpdesk ticket’s own address) as a header of the message it writes', async () => {
    const written: Buffer[] = [];
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const recording = {
      sendMail: async (mail: Parameters<Transporter['sendMail']>[0]) => {
        const info = await stream.sendMail(mail);
        written.push(info.message as Buffer);
        return info;
      },
    } as unknown as Transporter;
    const { mailer, delivery } = createMailer(t.app.config, jobs, t.app.db, {
      email: recording,
      sms: null,
      whatsapp: null,
    });
    await mailer.send(t.app.db, {
      tenantId: await tenantId(),
      channel: 'email',
      to: 'member@x.test',
      subject: '[#1001] Invoice',
      replyTo: 'support+abc123@help.x.test',
      body: 'It is under Billing.',
    });
    const [row] = await sqlRows(
      t.database,
      sql`select id, tenant_id, reply_to from outbox_messages order by id desc limit 1`,
    );
    expect(row?.reply_to).toBe('support+abc123@help.x.test');
    await delivery.run(
      { tenantId: String(row?.tenant_id), outboxId: Number(row?.id) },
      { attempt: 1, lastAttempt: false },
    );
    expect(written).toHaveLength(1);
    expect(written[0]?.toString()).toMatch(/^Reply-To: support\+abc123@help\.x\.test\r?$/m);
  });

  it('fails a code sealed under another key with a reason, instead of sending the mask', async () => {
    const message = await writeCode({ email: null, ...textSenders() }, '+91 9800000071');
    const other = sealCode('e'.repeat(64), { tenantId: await tenantId(), to: '+91 9800000071' }, '424242');
    await t.database.db.execute(sql`update outbox_messages set sealed_code = ${other} where "to" = '+91 9800000071'`);
    await message.attempt(1, false);
    expect(await message.row()).toMatchObject({ status: 'failed', sealed_code: null });
    expect(String((await message.row()).error)).toMatch(/SECRET_KEY/);
    expect(providers.messages.some((m) => m.to === '+919800000071')).toBe(false);
  });

  it('keeps no code for a channel nothing carries', async () => {
    const message = await writeCode({ email: null, sms: null, whatsapp: null }, '+91 9800000072');
    expect(await message.row()).toMatchObject({ status: 'kept', sealed_code: null });
  });
});

describe('provider settings', () => {
  it('stop the server at start, naming the setting that is missing', () => {
    const env = {
      NODE_ENV: 'production',
      SECRET_KEY: key,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC'.padEnd(34, '0'),
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio/);
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });
});
