import { and, desc, eq, gt, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { conversationOfMessage, senderOfMessage, senderProfile, senderUser, userOfSender } from './joins.ts';
import { chatMessages, conversationMembers, conversations } from './tables.ts';

// Messages' queries, each inside the tenant: history, one message, sending and deleting.

export type MessageRow = typeof chatMessages.$inferSelect;

const quoted = alias(chatMessages, 'quoted');
const quotedProfile = alias(profiles, 'quoted_profile');
const quotedUser = alias(users, 'quoted_user');

const messageFields = {
  message: chatMessages,
  conversationUuid: conversations.uuid,
  sender: { uuid: senderProfile.uuid, avatar: senderProfile.avatar, name: senderUser.name },
  quoted: {
    uuid: quoted.uuid,
    body: quoted.body,
    attachmentName: quoted.attachmentName,
    deletedAt: quoted.deletedAt,
  },
  quotedSender: { uuid: quotedProfile.uuid, name: quotedUser.name },
};

/** Messages with their sender and the message each answers (tenant and conversation in the joins). */
const selectMessages = (db: Db, where: SQL | undefined) =>
  db
    .select(messageFields)
    .from(chatMessages)
    .innerJoin(conversations, conversationOfMessage)
    .innerJoin(senderProfile, senderOfMessage)
    .innerJoin(senderUser, userOfSender)
    .leftJoin(quoted, and(eq(quoted.tenantId, chatMessages.tenantId), eq(quoted.id, chatMessages.replyToId)))
    .leftJoin(
      quotedProfile,
      and(eq(quotedProfile.tenantId, quoted.tenantId), eq(quotedProfile.id, quoted.senderProfileId)),
    )
    .leftJoin(quotedUser, and(eq(quotedUser.tenantId, quotedProfile.tenantId), eq(quotedUser.id, quotedProfile.userId)))
    .where(where);
export type MessageListRow = Awaited<ReturnType<typeof selectMessages>>[number];

/** A page of history, newest first (one more than asked, to know whether older ones remain). */
export const listMessages = (
  db: Db,
  tenantId: string,
  conversationId: number,
  input: { beforeId?: number; limit: number },
) =>
  selectMessages(
    db,
    and(
      eq(chatMessages.tenantId, tenantId),
      eq(chatMessages.conversationId, conversationId),
      input.beforeId === undefined ? undefined : lt(chatMessages.id, input.beforeId),
    ),
  )
    .orderBy(desc(chatMessages.id))
    .limit(input.limit + 1);

export const findMessage = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ message: chatMessages, conversationUuid: conversations.uuid })
    .from(chatMessages)
    .innerJoin(conversations, conversationOfMessage)
    .where(and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.uuid, uuid)))
    .limit(1);
  return row;
};

/** A message of this conversation by uuid with its sender (what a reply quotes); another conversation's: none. */
export const findQuotable = async (db: Db, tenantId: string, conversationId: number, uuid: string) => {
  const [row] = await db
    .select({ message: chatMessages, sender: { uuid: senderProfile.uuid, name: senderUser.name } })
    .from(chatMessages)
    .innerJoin(senderProfile, senderOfMessage)
    .innerJoin(senderUser, userOfSender)
    .where(
      and(
        eq(chatMessages.tenantId, tenantId),
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.uuid, uuid),
      ),
    )
    .limit(1);
  return row;
};

export const insertMessage = async (db: Db, values: typeof chatMessages.$inferInsert) => {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('the message was not saved');
  return row;
};

/**
 * After a message: the conversation's last message and activity, every member's activity, one more
 * unread for each member but the sender, and the sender's read mark at its own message. Answers the
 * members whose unread count this made 1 (the start of an unread spell: the one to email about later).
 */
export const recordMessage = async (db: Db, tenantId: string, message: MessageRow) => {
  await db
    .update(conversations)
    .set({ lastMessageId: message.id, lastActivityAt: message.createdAt })
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, message.conversationId)));
  const sender = eq(conversationMembers.profileId, message.senderProfileId);
  return db
    .update(conversationMembers)
    .set({
      lastActivityAt: message.createdAt,
      unreadCount: sql`${conversationMembers.unreadCount} + case when ${sender} then 0 else 1 end`,
      lastReadMessageId: sql`case when ${sender} then ${message.id} else ${conversationMembers.lastReadMessageId} end`,
      lastReadAt: sql`case when ${sender} then ${message.createdAt.toISOString()}::timestamptz else ${conversationMembers.lastReadAt} end`,
    })
    .where(
      and(eq(conversationMembers.tenantId, tenantId), eq(conversationMembers.conversationId, message.conversationId)),
    )
    .returning({ profileId: conversationMembers.profileId, unreadCount: conversationMembers.unreadCount });
};

/**
 * Deletes a message's content (text and file) and marks it deleted; members who had not read it count
 * one unread fewer. Answers the file key to remove from storage once committed, or undefined when the
 * message was already deleted.
 */
export const eraseMessage = async (db: Db, tenantId: string, message: MessageRow) => {
  const [erased] = await db
    .update(chatMessages)
    .set({
      body: '',
      deletedAt: new Date(),
      attachmentKey: null,
      attachmentName: null,
      attachmentKind: null,
      attachmentSize: null,
      attachmentWidth: null,
      attachmentHeight: null,
    })
    .where(and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.id, message.id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  if (!erased) return undefined;
  await db
    .update(conversationMembers)
    .set({ unreadCount: sql`greatest(${conversationMembers.unreadCount} - 1, 0)` })
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.conversationId, message.conversationId),
        ne(conversationMembers.profileId, message.senderProfileId),
        lt(conversationMembers.lastReadMessageId, message.id),
        gt(conversationMembers.unreadCount, 0),
      ),
    );
  return { fileKey: message.attachmentKey };
};
