import { z } from 'zod';
import { ConnectionPeer } from './connections.ts';
import { limits } from './constants.ts';
import { DocumentKind } from './documents.ts';
import { pageLimit, pageSizes } from './paging.ts';

/**
 * Built-in chat (issue 17): conversations between two connected members, or a parent profile's team, with
 * messages kept in the tenant's own database. The tenant's `chat_type` switches it ('none' is off).
 */

export const ConversationKind = z.enum(['direct', 'team']);
export type ConversationKind = z.infer<typeof ConversationKind>;

/** The socket room of a conversation (spec calls 7.16). */
export const conversationRoom = (conversationUuid: string) => `conversation_${conversationUuid}`;
export const conversationRoomPrefix = 'conversation_';

/** A member of a conversation as the list and the thread show them: a connection's card. */
export const ChatMember = ConnectionPeer;
export type ChatMember = z.infer<typeof ChatMember>;

/** A file sent in a chat: read through GET chat/messages/{uuid}/attachment by the conversation's members. */
export const ChatAttachment = z.object({
  name: z.string(),
  kind: DocumentKind,
  size: z.number().int(),
  /** PNG and JPEG show inline; the rest as a file to open. */
  isImage: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

/** What a reply shows of the message it answers. */
export const QuotedMessage = z.object({
  uuid: z.string(),
  senderUUID: z.string(),
  senderName: z.string(),
  /** The start of its text (or the file's name); empty once it was deleted. */
  excerpt: z.string(),
  deleted: z.boolean(),
});
export type QuotedMessage = z.infer<typeof QuotedMessage>;

/**
 * One message, the same for every member (it goes to the room as it is): who sent it is `senderUUID`, and
 * a member may delete a message whose sender is their own profile (the conversation's `can.deleteOwn`).
 */
export const ChatMessage = z.object({
  uuid: z.string(),
  conversationUUID: z.string(),
  senderUUID: z.string(),
  senderName: z.string(),
  senderAvatar: z.string().nullable(),
  /** Empty once deleted. */
  text: z.string(),
  attachment: ChatAttachment.nullable(),
  replyTo: QuotedMessage.nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const LastMessage = z.object({
  uuid: z.string(),
  senderUUID: z.string(),
  senderName: z.string(),
  /** The start of its text; empty for a file sent without words, or once deleted. */
  excerpt: z.string(),
  /** A file it carries: a photo (PNG or JPEG) or another file. */
  attachment: z.enum(['image', 'file']).nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type LastMessage = z.infer<typeof LastMessage>;

export const Conversation = z.object({
  uuid: z.string(),
  kind: ConversationKind,
  /** The other member's name, or the team's. */
  title: z.string(),
  /** The other member of a direct conversation; null for a team's. */
  peer: ChatMember.nullable(),
  /** Everyone in it but the caller (a team's members, newest first; at most 50). */
  members: z.array(ChatMember),
  lastMessage: LastMessage.nullable(),
  unreadCount: z.number().int(),
  lastActivityAt: z.string(),
  /** When the other member of a direct conversation last read it (for 'Seen'); null for a team's. */
  peerReadAt: z.string().nullable(),
  can: z.object({ send: z.boolean(), deleteOwn: z.boolean() }),
  /** Why the caller may read but not write (the connection was removed, a profile is no longer approved). */
  readOnlyReason: z.string().nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

const Cursor = z.string().trim().max(100).optional();

/** GET chat/conversations: newest activity first, by cursor; `search` matches members' and teams' names. */
export const ConversationQuery = z.object({
  search: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  cursor: Cursor,
  limit: pageLimit(pageSizes.panel),
});
export type ConversationQuery = z.infer<typeof ConversationQuery>;

export const ConversationPage = z.object({ items: z.array(Conversation), nextCursor: z.string().nullable() });
export type ConversationPage = z.infer<typeof ConversationPage>;

/** GET chat/conversations/{uuid}/messages: a page of history, older than `cursor` when given. */
export const MessageQuery = z.object({
  cursor: Cursor,
  limit: pageLimit(pageSizes.lines),
});
export type MessageQuery = z.infer<typeof MessageQuery>;

/** Oldest first within the page; `nextCursor` asks for the page before it (null at the beginning). */
export const MessagePage = z.object({ items: z.array(ChatMessage), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof MessagePage>;

/** POST chat/conversations: open the conversation with a connected member, creating it the first time. */
export const OpenConversation = z.strictObject({ profileUUID: z.uuid('Choose someone to message') });
export type OpenConversation = z.infer<typeof OpenConversation>;

export const MessageText = z
  .string()
  .max(limits.chatMessageLength, `A message can be at most ${limits.chatMessageLength} characters`)
  .transform((text) => text.replace(/\r\n?/g, '\n').trim());

/** POST chat/conversations/{uuid}/messages: text, optionally answering a message of the conversation. */
export const SendMessage = z.strictObject({
  text: MessageText.refine((text) => text.length > 0, 'Write a message'),
  replyToUUID: z.uuid('This is not a message id').optional(),
});
export type SendMessage = z.infer<typeof SendMessage>;

/** The fields beside the file of POST chat/conversations/{uuid}/messages/attachment (text is optional there). */
export const SendAttachmentFields = z.strictObject({
  text: MessageText.optional(),
  replyToUUID: z.uuid('This is not a message id').optional(),
});
export type SendAttachmentFields = z.infer<typeof SendAttachmentFields>;

/** What PATCH chat/conversations/{uuid}/read answers, and what `conversation_read` carries. */
export const ConversationRead = z.object({
  conversationUUID: z.string(),
  /** The reader's profile and user. */
  profileUUID: z.string(),
  userId: z.string(),
  readAt: z.string(),
});
export type ConversationRead = z.infer<typeof ConversationRead>;

/** `message_received` and `reply_message_received`. */
export const MessageEvent = z.object({ conversationUUID: z.string(), message: ChatMessage });
export type MessageEvent = z.infer<typeof MessageEvent>;

/** `message_deleted`. */
export const MessageDeletedEvent = z.object({ conversationUUID: z.string(), messageUUID: z.string() });
export type MessageDeletedEvent = z.infer<typeof MessageDeletedEvent>;

/** The typing events carry the room and who types. */
export const TypingEvent = z.object({ room: z.string(), userId: z.string() });
export type TypingEvent = z.infer<typeof TypingEvent>;

/** POST chat/conversations/{uuid}/messages/attachment, as the API document shows it (fields before the file). */
export const ChatAttachmentForm = z.object({
  text: z.string().max(limits.chatMessageLength).optional(),
  replyToUUID: z.string().max(36).optional().describe('The message this one answers'),
  file: z.file().describe('PDF, Word, Excel, PowerPoint, PNG or JPEG; at most 10 MB; checked by its content'),
});
