import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../tenancy/tables.ts';

export type Channel = 'sms' | 'email' | 'whatsapp';

/** Every message the platform sends, kept in the database (the outbox), then delivered by a transport. */
/** A small text attachment kept with its message (a calendar file is about 1 KB). */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    channel: text('channel').$type<Channel>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    /** Where a reply to an email goes, when not to the sender (a helpdesk ticket's own address). */
    replyTo: text('reply_to'),
    body: text('body').notNull(),
    /** The one-time code the message carries; kept readable only with the development outbox (DEV_OUTBOX). */
    code: text('code'),
    /** Otherwise the code sealed with the server key (seal.ts) until the message is sent or has failed. */
    sealedCode: text('sealed_code'),
    /** Small text files sent with the message (an event's .ics): name, MIME type and content. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status').$type<'queued' | 'sent' | 'failed' | 'kept'>().notNull().default('queued'),
    error: text('error'),
    /** Who carried it (smtp, twilio, msg91, meta) and the provider's id for it, for support and receipts. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_tenant_to_idx').on(t.tenantId, t.to, t.createdAt)],
);
