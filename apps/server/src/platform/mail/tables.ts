import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    body: text('body').notNull(),
    /** The one-time code the message carries; kept only with the development outbox (DEV_OUTBOX). */
    code: text('code'),
    /** Small text files sent with the message (an event's .ics): name, MIME type and content. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status').$type<'queued' | 'sent' | 'failed' | 'kept'>().notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_tenant_to_idx').on(t.tenantId, t.to, t.createdAt)],
);
