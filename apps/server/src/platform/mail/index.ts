import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../db/index.ts';
import { type Channel, outboxMessages } from './tables.ts';

export type OutgoingMessage = {
  tenantId: string;
  channel: Channel;
  to: string;
  subject?: string;
  body: string;
  /** A one-time code inside the body: kept readable only with the development outbox (DEV_OUTBOX). */
  code?: string;
};

export type Mailer = { send: (db: Db, message: OutgoingMessage) => Promise<void> };

/**
 * Every message is written to the outbox first. Email then goes out by SMTP when SMTP_URL is set;
 * without a transport (and for SMS and WhatsApp until a provider is configured) it stays in the outbox.
 * Codes are masked in stored messages unless the development outbox is on.
 */
export const createMailer = (config: Config, log: FastifyBaseLogger): Mailer => {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const keepCodes = config.devOutbox;
  return {
    async send(db, message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          tenantId: message.tenantId,
          channel: message.channel,
          to: message.to,
          subject: message.subject ?? null,
          body: keepCodes || !message.code ? message.body : message.body.replaceAll(message.code, '••••••'),
          code: keepCodes ? (message.code ?? null) : null,
          status: 'kept',
        })
        .returning({ id: outboxMessages.id });
      if (!row || message.channel !== 'email' || !smtp) return;
      try {
        await smtp.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.body });
        await db
          .update(outboxMessages)
          .set({ status: 'sent', sentAt: new Date() })
          .where(and(eq(outboxMessages.tenantId, message.tenantId), eq(outboxMessages.id, row.id)));
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'email delivery failed');
        await db
          .update(outboxMessages)
          .set({ status: 'failed', error: error instanceof Error ? error.message : 'unknown' })
          .where(and(eq(outboxMessages.tenantId, message.tenantId), eq(outboxMessages.id, row.id)));
      }
    },
  };
};

export const listOutbox = (db: Db, tenantId: string, to: string | undefined, limit: number) =>
  db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, tenantId), to ? eq(outboxMessages.to, to) : undefined))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
