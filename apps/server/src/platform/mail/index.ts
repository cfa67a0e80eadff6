import { and, desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../db/index.ts';
import { type JobDefinition, type Jobs, jobType } from '../jobs/index.ts';
import { type Channel, type OutboxAttachment, outboxMessages } from './tables.ts';

export type { OutboxAttachment };

export type OutgoingMessage = {
  tenantId: string;
  channel: Channel;
  to: string;
  subject?: string;
  body: string;
  /** A one-time code inside the body: kept readable only with the development outbox (DEV_OUTBOX). */
  code?: string;
  /** Small text files sent along (an event's .ics), kept in the outbox row and handed to the transport. */
  attachments?: OutboxAttachment[];
};

export type Mailer = { send: (db: Db, message: OutgoingMessage) => Promise<void> };

type Delivery = { tenantId: string; outboxId: number };
const deliveryJob = jobType<Delivery>('mail.deliver');

/**
 * Every message is written to the outbox first, in the caller's transaction, with a delivery job beside
 * it: the request never waits for a mail server. The job sends email by SMTP when SMTP_URL is set,
 * retrying with backoff (about 10 s, 20 s, 40 s ... over an hour) and marking the message failed after
 * the last attempt; without a transport (and for SMS and WhatsApp until a provider is configured) the
 * message is kept in the outbox. Codes are masked in stored messages unless the development outbox is on.
 */
export const createMailer = (
  config: Config,
  jobs: Jobs,
  db: Db,
): { mailer: Mailer; delivery: JobDefinition<Delivery> } => {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const keepCodes = config.devOutbox;
  const mark = (message: Delivery, change: Partial<typeof outboxMessages.$inferInsert>) =>
    db
      .update(outboxMessages)
      .set(change)
      .where(and(eq(outboxMessages.tenantId, message.tenantId), eq(outboxMessages.id, message.outboxId)));

  const mailer: Mailer = {
    async send(tx, message) {
      const [row] = await tx
        .insert(outboxMessages)
        .values({
          tenantId: message.tenantId,
          channel: message.channel,
          to: message.to,
          subject: message.subject ?? null,
          body: keepCodes || !message.code ? message.body : message.body.replaceAll(message.code, '••••••'),
          code: keepCodes ? (message.code ?? null) : null,
          attachments: message.attachments && message.attachments.length > 0 ? message.attachments : null,
          status: message.channel === 'email' && smtp ? 'queued' : 'kept',
        })
        .returning({ id: outboxMessages.id });
      if (row && message.channel === 'email' && smtp) {
        await jobs.send(tx, deliveryJob, { tenantId: message.tenantId, outboxId: row.id });
      }
    },
  };

  const delivery: JobDefinition<Delivery> = {
    name: deliveryJob.name,
    retryLimit: 8,
    retryDelaySeconds: 10,
    backoff: true,
    async run(message, { lastAttempt }) {
      if (!smtp) return;
      const [row] = await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, message.tenantId), eq(outboxMessages.id, message.outboxId)));
      if (!row || row.status === 'sent') return;
      try {
        await smtp.sendMail({
          from: config.mailFrom,
          to: row.to,
          subject: row.subject ?? undefined,
          text: row.body,
          ...(row.attachments ? { attachments: row.attachments } : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unknown';
        await mark(message, { status: lastAttempt ? 'failed' : 'queued', error: reason });
        throw error;
      }
      await mark(message, { status: 'sent', sentAt: new Date(), error: null });
    },
  };
  return { mailer, delivery };
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
