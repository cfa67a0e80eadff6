import type {
  ChatMessage,
  Conversation,
  ConversationPage,
  ConversationRead,
  LastMessage,
  MessageDeletedEvent,
} from '@ventura/shared';

/*
 * The conversation list kept current from the socket without asking the server again: a message moves its
 * conversation to the top with a new last line (and one more unread when someone else sent it and it is
 * not the one open), a read clears the count or sets 'Seen', a deletion changes the last line.
 */

/** The infinite query's data: pages of the list, newest activity first. */
export type ConversationPages = { pages: ConversationPage[]; pageParams: unknown[] };

const excerptLength = 140;

/** What the list shows of a message that has just arrived. */
export const lastMessageOf = (message: ChatMessage): LastMessage => ({
  uuid: message.uuid,
  senderUUID: message.senderUUID,
  senderName: message.senderName,
  excerpt: message.text.trim().slice(0, excerptLength),
  attachment: message.attachment ? (message.attachment.isImage ? 'image' : 'file') : null,
  deleted: message.deletedAt !== null,
  createdAt: message.createdAt,
});

type Arrival = {
  message: ChatMessage;
  /** The caller's profile: their own messages are never unread. */
  myProfileUuid: string | null;
  /** The conversation on screen: it is being read as the message arrives. */
  openUuid: string | null;
};

/** A conversation after a message arrived in it; the same message twice counts once. */
export const conversationAfterMessage = (conversation: Conversation, { message, myProfileUuid, openUuid }: Arrival) => {
  if (conversation.lastMessage?.uuid === message.uuid) return conversation;
  if (conversation.lastMessage && conversation.lastMessage.createdAt > message.createdAt) return conversation;
  const unread = message.senderUUID !== myProfileUuid && openUuid !== conversation.uuid;
  return {
    ...conversation,
    lastMessage: lastMessageOf(message),
    lastActivityAt: message.createdAt,
    unreadCount: conversation.unreadCount + (unread ? 1 : 0),
  };
};

/**
 * The list after a message arrived: its conversation updated and moved to the top. `found` is false when
 * the list does not hold the conversation (a new one): then only the server can say where it goes.
 */
export const listAfterMessage = <T extends ConversationPages>(data: T | undefined, arrival: Arrival) => {
  if (!data) return { data, found: false };
  const uuid = arrival.message.conversationUUID;
  const known = data.pages.flatMap((page) => page.items).find((conversation) => conversation.uuid === uuid);
  if (!known) return { data, found: false };
  const updated = conversationAfterMessage(known, arrival);
  if (updated === known) return { data, found: true };
  const pages = data.pages.map((page, index) => {
    const rest = page.items.filter((conversation) => conversation.uuid !== uuid);
    return { ...page, items: index === 0 ? [updated, ...rest] : rest };
  });
  return { data: { ...data, pages }, found: true };
};

/** A conversation after someone read it: the caller's own read clears the count, another member's sets 'Seen'. */
export const conversationAfterRead = (
  conversation: Conversation,
  read: ConversationRead,
  myProfileUuid: string | null,
): Conversation => {
  if (conversation.uuid !== read.conversationUUID) return conversation;
  if (read.profileUUID === myProfileUuid) {
    return conversation.unreadCount === 0 ? conversation : { ...conversation, unreadCount: 0 };
  }
  if (conversation.peer?.uuid !== read.profileUUID) return conversation;
  if (conversation.peerReadAt && conversation.peerReadAt >= read.readAt) return conversation;
  return { ...conversation, peerReadAt: read.readAt };
};

/** A conversation after one of its messages was deleted: its last line says so when it was the last. */
export const conversationAfterDeletion = (conversation: Conversation, event: MessageDeletedEvent): Conversation => {
  const last = conversation.lastMessage;
  if (conversation.uuid !== event.conversationUUID || last?.uuid !== event.messageUUID || last.deleted) {
    return conversation;
  }
  return { ...conversation, lastMessage: { ...last, excerpt: '', deleted: true } };
};

/** Applies a change to every conversation of the list, keeping the order. */
export const mapConversations = <T extends ConversationPages>(
  data: T | undefined,
  change: (conversation: Conversation) => Conversation,
): T | undefined => {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
};

/** The conversations of every page, each once (a conversation that moved up may be on two pages for a moment). */
export const conversationsOf = (pages: readonly ConversationPage[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((conversation) => {
      if (seen.has(conversation.uuid)) return false;
      seen.add(conversation.uuid);
      return true;
    });
};
