import type { ConversationKind, DocumentKind } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A conversation: between two profiles ('direct', at most one per pair, stored as the lower and the higher
 * profile id), or a team's ('team', one per owner profile: the owner and its team members).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    profileLow: integer('profile_low'),
    profileHigh: integer('profile_high'),
    teamProfileId: integer('team_profile_id'),
    /** The newest message (kept here so that the list needs no scan of messages). */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'conversations_profile_low_fk',
      columns: [t.tenantId, t.profileLow],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_profile_high_fk',
      columns: [t.tenantId, t.profileHigh],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_team_profile_fk',
      columns: [t.tenantId, t.teamProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('conversations_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('conversations_direct_pair_idx')
      .on(t.tenantId, t.profileLow, t.profileHigh)
      .where(sql`${t.kind} = 'direct'`),
    uniqueIndex('conversations_team_idx').on(t.tenantId, t.teamProfileId).where(sql`${t.kind} = 'team'`),
  ],
);

/**
 * A profile in a conversation, with how far it has read: `unreadCount` is kept as messages arrive, are
 * read and are deleted, so the unread badge is a sum over the member's rows, never a scan of messages.
 * `lastActivityAt` repeats the conversation's, so the list is one index range per member.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    tenantId: tenantIdColumn(),
    conversationId: integer('conversation_id').notNull(),
    profileId: integer('profile_id').notNull(),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    /** The newest message an unread-messages email has covered: one email per unread spell. */
    emailedUpTo: bigint('emailed_up_to', { mode: 'number' }).notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'conversation_members_pkey', columns: [t.conversationId, t.profileId] }),
    foreignKey({
      name: 'conversation_members_conversation_fk',
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversation_members_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('conversation_members_list_idx').on(
      t.tenantId,
      t.profileId,
      t.lastActivityAt.desc(),
      t.conversationId.desc(),
    ),
  ],
);

/**
 * A message. Deleting one keeps its row (so replies still point at it and the thread keeps its place)
 * with the text and file removed. A file lives in storage under `attachmentKey`, read only through the
 * chat's own route by the conversation's members.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    conversationId: integer('conversation_id').notNull(),
    senderProfileId: integer('sender_profile_id').notNull(),
    body: text('body').notNull().default(''),
    replyToId: bigint('reply_to_id', { mode: 'number' }),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentKind: text('attachment_kind').$type<DocumentKind>(),
    attachmentSize: integer('attachment_size'),
    attachmentWidth: integer('attachment_width'),
    attachmentHeight: integer('attachment_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'chat_messages_conversation_fk',
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'chat_messages_sender_fk',
      columns: [t.tenantId, t.senderProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('chat_messages_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'chat_messages_reply_to_fk',
      columns: [t.tenantId, t.replyToId],
      foreignColumns: [t.tenantId, t.id],
    }).onDelete('set null'),
    index('chat_messages_history_idx').on(t.tenantId, t.conversationId, t.id.desc()),
  ],
);
