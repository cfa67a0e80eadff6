import { and, desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../db/index.ts';
import { type JobDefinition, type Jobs, jobType } from '../jobs/index.ts';
import { createTextSenders, PermanentDeliveryError, type TextSender } from '../messaging/index.ts';
import { tenants } from '../tenancy/tables.ts';
import { codeMask, openCode, sealCode } from './seal.ts';
import { type Channel, type OutboxAttachment, outboxMessages } from './tables.ts';

export type { OutboxAttachment };

export type OutgoingMessage = {
  tenantId: string;
  channel: Channel;
  to: string;
  subject?: string;
  /** An email's Reply-To: where the recipient's answer goes (a helpdesk ticket's own address). */
  replyTo?: string;
  body: string;
  /** A one-time code (or invitation token) inside the body: never stored readable outside the demo (seal.ts). */
  code?: string;
  /** Small text files sent along (an event's .ics), kept in the outbox row and handed to the transport. */
  attachments?: OutboxAttachment[];
};

export type Mailer = { send: (db: Db, message: OutgoingMessage) => Promise<void> };

/** What carries each channel: SMTP for email, the configured providers for SMS and WhatsApp; null keeps it. */
export type Transports = {
  email: Transporter | null;
  sms: TextSender | null;
  whatsapp: TextSender | null;
};

type Delivery = { tenantId: string; outboxId: number };
const deliveryJob = jobType<Delivery>('mail.deliver');

const transportsOf = (config: Config): Transports => ({
  email: config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null,
  ...createTextSenders(config.messaging),
});

/** SMTP's own split: a 5xx reply (no such mailbox, refused) is final, a 4xx or a lost connection is not. */
const isFinalSmtpReply = (error: unknown) =>
  typeof error === 'object' && error !== null && 'responseCode' in error && Number(error.responseCode) >= 500;

/**
 * Every message is written to the outbox first, in the caller's transaction, with a delivery job beside
 * it: the request never waits for a mail server or an SMS provider. The job sends it through its channel's
 * transport, retrying with backoff (about 10 s, 20 s, 40 s ... over an hour) when the transport fails for
 * a while (a 5xx, a timeout) and failing it at once, with the transport's reason, when the refusal is final
 * (a bad number, a template not approved, a mailbox that does not exist). A channel without a transport
 * keeps its messages in the outbox ('kept'): the embedded demo's /dev/outbox.
 */
export const createMailer = (
  config: Config,
  jobs: Jobs,
  db: Db,
  transports: Transports = transportsOf(config),
): { mailer: Mailer; delivery: JobDefinition<Delivery> } => {
  const keepCodes = config.devOutbox;
  const secret = config.otp.secret;
  const mark = (message: Delivery, change: Partial<typeof outboxMessages.$inferInsert>) =>
    db
      .update(outboxMessages)
      .set(change)
      .where(and(eq(outboxMessages.tenantId, message.tenantId), eq(outboxMessages.id, message.outboxId)));

  const mailer: Mailer = {
    async send(tx, message) {
      const carried = transports[message.channel] !== null;
      const hidden = Boolean(message.code) && !keepCodes;
      const [row] = await tx
        .insert(outboxMessages)
        .values({
          tenantId: message.tenantId,
          channel: message.channel,
          to: message.to,
          subject: message.subject ?? null,
          replyTo: message.replyTo ?? null,
          body: hidden && message.code ? message.body.replaceAll(message.code, codeMask) : message.body,
          code: keepCodes ? (message.code ?? null) : null,
          // A message nothing will carry keeps no code at all.
          sealedCode: hidden && carried && message.code ? sealCode(secret, message, message.code) : null,
          attachments: message.attachments && message.attachments.length > 0 ? message.attachments : null,
          status: carried ? 'queued' : 'kept',
        })
        .returning({ id: outboxMessages.id });
      if (row && carried) await jobs.send(tx, deliveryJob, { tenantId: message.tenantId, outboxId: row.id });
    },
  };

  const delivery: JobDefinition<Delivery> = {
    name: deliveryJob.name,
    retryLimit: 8,
    retryDelaySeconds: 10,
    backoff: true,
    async run(message, { attempt, lastAttempt }) {
      const [found] = await db
        .select({ row: outboxMessages, tenantName: tenants.name })
        .from(outboxMessages)
        .innerJoin(tenants, eq(tenants.id, outboxMessages.tenantId))
        .where(and(eq(outboxMessages.tenantId, message.tenantId), eq(outboxMessages.id, message.outboxId)));
      if (!found || found.row.status === 'sent' || found.row.status === 'failed') return;
      const { row, tenantName } = found;
      const fail = (reason: string) =>
        mark(message, { status: 'failed', error: reason, sealedCode: null, attempts: attempt });

      let code: string | null = null;
      if (row.sealedCode) {
        code = openCode(secret, row, row.sealedCode);
        if (code === null) {
          await fail('The code could not be unsealed: SECRET_KEY is not the one it was sealed with.');
          return;
        }
      }
      const body = code ? row.body.replaceAll(codeMask, code) : row.body;
      try {
        const sent = await deliver(transports, { ...row, body, code: code ?? row.code }, config.mailFrom, tenantName);
        await mark(message, {
          status: 'sent',
          sentAt: new Date(),
          error: null,
          sealedCode: null,
          attempts: attempt,
          ...sent,
        });
      } catch (error) {
        if (error instanceof PermanentDeliveryError) return void (await fail(error.reason));
        if (row.channel === 'email' && isFinalSmtpReply(error)) {
          return void (await fail(error instanceof Error ? error.message : 'refused by the mail server'));
        }
        const reason = error instanceof Error ? error.message : 'unknown';
        if (lastAttempt) await fail(reason);
        else await mark(message, { status: 'queued', error: reason, attempts: attempt });
        throw error;
      }
    },
  };
  return { mailer, delivery };
};

type Stored = typeof outboxMessages.$inferSelect;

/** Hands one message to its channel's transport; answers who took it and under which id. */
const deliver = async (transports: Transports, row: Stored, from: string, tenantName: string) => {
  if (row.channel === 'email') {
    if (!transports.email) throw new PermanentDeliveryError('No mail server is configured (SMTP_URL).');
    const info = await transports.email.sendMail({
      from,
      to: row.to,
      subject: row.subject ?? undefined,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      text: row.body,
      ...(row.attachments ? { attachments: row.attachments } : {}),
    });
    return { provider: 'smtp', providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
  }
  const sender = transports[row.channel];
  if (!sender) throw new PermanentDeliveryError(`No ${row.channel} provider is configured.`);
  return sender.send({ channel: row.channel, to: row.to, body: row.body, code: row.code, tenantName });
};

export const listOutbox = (db: Db, tenantId: string, to: string | undefined, limit: number) =>
  db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, tenantId), to ? eq(outboxMessages.to, to) : undefined))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);

export const findOutboxMessage = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.id, id)))
    .limit(1);
  return row;
};
