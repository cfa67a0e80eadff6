import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/*
 * The helpdesk (issue 40; product.md 2, /tickets under the ticket_management flag; calls.md 7.1 ticket issue
 * types): members raise tickets of the tenant's issue types, operators answer them in a queue, both sides
 * write in one thread (operators' internal notes are theirs alone), and the member rates the help at the end.
 */

/** The tenant's kinds of problem a ticket is about, kept in the console (GET ticket issue types). */
export const ticketIssueTypes = pgTable(
  'ticket_issue_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A retired type is offered no more; tickets already of it keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ticket_issue_types_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('ticket_issue_types_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * A member's ticket. Its status moves open → in_progress ⇄ waiting_on_member → resolved → closed, and a
 * resolved or closed ticket may be reopened by its member for a while (the service holds the moves). The
 * times kept are those the queue reports: the first operator answer, resolution and closing.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    /** What people call it ("#1042"): numbered per tenant, from 1001. */
    number: integer('number').notNull(),
    raisedByUserId: uuid('raised_by_user_id').notNull(),
    profileId: integer('profile_id'),
    issueTypeId: integer('issue_type_id').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    assigneeUserId: uuid('assignee_user_id'),
    /** The address part of replies by email (support+{token}@...), when the deployment takes inbound mail. */
    replyToken: text('reply_token').notNull().unique(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedCount: integer('reopened_count').notNull().default(0),
    /** 1 to 5, given by the member once the ticket is resolved or closed. */
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tickets_tenant_id_id_key').on(t.tenantId, t.id),
    unique('tickets_number_key').on(t.tenantId, t.number),
    foreignKey({
      name: 'tickets_raised_by_fk',
      columns: [t.tenantId, t.raisedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tickets_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'tickets_issue_type_fk',
      columns: [t.tenantId, t.issueTypeId],
      foreignColumns: [ticketIssueTypes.tenantId, ticketIssueTypes.id],
    }),
    foreignKey({
      name: 'tickets_assignee_fk',
      columns: [t.tenantId, t.assigneeUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // The operators' queue: by status, most recently active first; a member's own tickets.
    index('tickets_queue_idx').on(t.tenantId, t.status, t.lastActivityAt.desc()),
    index('tickets_member_idx').on(t.tenantId, t.raisedByUserId, t.lastActivityAt.desc()),
    index('tickets_assignee_idx').on(t.tenantId, t.assigneeUserId, t.status),
  ],
);

/** One message of a ticket's thread: the member's or an operator's, or an operator's internal note. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    ticketId: integer('ticket_id').notNull(),
    authorUserId: uuid('author_user_id'),
    body: text('body').notNull(),
    /** Seen by operators only. */
    internal: boolean('internal').notNull().default(false),
    /** 'web', or 'email' for a reply that came in by mail. */
    via: text('via').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ticket_messages_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'ticket_messages_ticket_fk',
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [tickets.tenantId, tickets.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ticket_messages_author_fk',
      columns: [t.tenantId, t.authorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    index('ticket_messages_thread_idx').on(t.tenantId, t.ticketId, t.id),
  ],
);

/** A file attached to a ticket or one of its messages (documents and images, told by their bytes). */
export const ticketFiles = pgTable(
  'ticket_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    ticketId: integer('ticket_id').notNull(),
    messageId: integer('message_id'),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'ticket_files_ticket_fk',
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [tickets.tenantId, tickets.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ticket_files_message_fk',
      columns: [t.tenantId, t.messageId],
      foreignColumns: [ticketMessages.tenantId, ticketMessages.id],
    }).onDelete('cascade'),
    index('ticket_files_ticket_idx').on(t.tenantId, t.ticketId),
  ],
);
