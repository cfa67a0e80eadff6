import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ChatMessage,
  Conversation,
  ConversationPage,
  ConversationRead,
  limits,
  MessageDeletedEvent,
  MessagePage,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';
import { notificationCountsKey } from '../../api/notification-counts.ts';
import { prefetchedFreshness } from '../../core/prefetch.ts';
import { sessionStore } from '../../core/session.ts';
import {
  conversationAfterMessage,
  conversationAfterRead,
  listAfterMessage,
  mapConversations,
} from './conversations.ts';
import { attachmentHref } from './present.ts';
import { withDeletion, withMessage } from './thread.ts';

export const chatKeys = {
  all: ['chat'] as const,
  lists: ['chat', 'conversations'] as const,
  list: (search: string) => ['chat', 'conversations', search] as const,
  conversation: (uuid: string) => ['chat', 'conversation', uuid] as const,
  messages: (uuid: string) => ['chat', 'messages', uuid] as const,
};

/** Paging starts without a cursor; each next page names the one before it. */
const firstPage = (): string | null => null;

const conversationPath = (uuid: string) => `/chat/conversations/${encodeURIComponent(uuid)}`;

/** GET chat/conversations: newest activity first, a page at a time; `search` matches names on the server. */
export const conversationsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      api.get('/chat/conversations', ConversationPage, {
        query: { search: search || undefined, cursor: pageParam, limit: limits.chatConversationsLimit },
        signal,
      }),
    initialPageParam: firstPage(),
    getNextPageParam: (last) => last.nextCursor,
    // Its route starts it (route-data.ts); the page that mounts a moment later reads that answer.
    staleTime: prefetchedFreshness,
  });

export const conversationQuery = (uuid: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(uuid),
    queryFn: ({ signal }) => api.get(conversationPath(uuid), Conversation, { signal }),
  });

/** GET chat/conversations/{uuid}/messages: the newest page first; each next page holds older messages. */
export const messagesQuery = (uuid: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(uuid),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${conversationPath(uuid)}/messages`, MessagePage, {
        query: { cursor: pageParam, limit: limits.chatMessagesLimit },
        signal,
      }),
    initialPageParam: firstPage(),
    getNextPageParam: (last) => last.nextCursor,
  });

type MessagesData = InfiniteData<MessagePage, string | null>;
type ListData = InfiniteData<ConversationPage, string | null>;

/**
 * A message that arrived (socket or send answer) put where it shows: in its thread's history, in the
 * conversation and in every cached list. A conversation no list holds yet makes the lists ask again.
 */
export const storeMessage = (
  queryClient: QueryClient,
  message: ChatMessage,
  context: { myProfileUuid: string | null; openUuid: string | null },
) => {
  const arrival = { message, ...context };
  queryClient.setQueryData<MessagesData>(chatKeys.messages(message.conversationUUID), (data) =>
    withMessage(data, message),
  );
  queryClient.setQueryData<Conversation>(chatKeys.conversation(message.conversationUUID), (conversation) =>
    conversation ? conversationAfterMessage(conversation, arrival) : conversation,
  );
  let missing = false;
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: chatKeys.lists })) {
    const next = listAfterMessage(data, arrival);
    if (next.found) queryClient.setQueryData(key, next.data);
    else if (data) missing = true;
  }
  if (missing) void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
};

/** A read (the caller's, in this tab or another; or the other member's) applied to the caches. */
export const storeRead = (queryClient: QueryClient, read: ConversationRead, myProfileUuid: string | null) => {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(read.conversationUUID), (conversation) =>
    conversation ? conversationAfterRead(conversation, read, myProfileUuid) : conversation,
  );
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists }, (data) =>
    mapConversations(data, (conversation) => conversationAfterRead(conversation, read, myProfileUuid)),
  );
  if (read.profileUUID === myProfileUuid) void queryClient.invalidateQueries({ queryKey: notificationCountsKey });
};

/** A deletion applied to the thread's history and to the last line of the lists. */
export const storeDeletion = (queryClient: QueryClient, event: MessageDeletedEvent, at = new Date().toISOString()) => {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(event.conversationUUID), (data) =>
    withDeletion(data, event.messageUUID, at),
  );
  const lastLine = (conversation: Conversation) =>
    conversation.uuid === event.conversationUUID && conversation.lastMessage?.uuid === event.messageUUID
      ? { ...conversation, lastMessage: { ...conversation.lastMessage, excerpt: '', deleted: true } }
      : conversation;
  queryClient.setQueryData<Conversation>(chatKeys.conversation(event.conversationUUID), (conversation) =>
    conversation ? lastLine(conversation) : conversation,
  );
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists }, (data) => mapConversations(data, lastLine));
};

/** POST chat/conversations: the direct conversation with a connected member, made the first time. */
export const useOpenConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileUUID: string) => api.post('/chat/conversations', Conversation, { body: { profileUUID } }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.uuid), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
};

/** POST chat/conversations/team: the caller's team conversation (409 while the team has nobody else). */
export const useTeamConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/chat/conversations/team', Conversation),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.uuid), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
};

export type Outgoing = {
  text: string;
  replyToUUID?: string | undefined;
  /** A file to send with the text (POST …/messages/attachment). */
  file?: File | undefined;
};

/** Sends a message, with a file or without; the answer goes into the thread and the lists at once. */
export const useSendMessage = (conversationUuid: string, myProfileUuid: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, replyToUUID, file }: Outgoing) => {
      const path = `${conversationPath(conversationUuid)}/messages`;
      if (!file) return api.post(path, ChatMessage, { body: { text, ...(replyToUUID ? { replyToUUID } : {}) } });
      // The fields before the file: the server reads the form in order and the file comes last.
      const form = new FormData();
      if (text.trim()) form.append('text', text);
      if (replyToUUID) form.append('replyToUUID', replyToUUID);
      form.append('file', file);
      return api.post(`${path}/attachment`, ChatMessage, { body: form });
    },
    onSuccess: (message) => storeMessage(queryClient, message, { myProfileUuid, openUuid: conversationUuid }),
  });
};

/** DELETE chat/messages/{uuid}: the message stays in place as deleted, for everyone. */
export const useDeleteMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageUuid: string) =>
      api.delete(`/chat/messages/${encodeURIComponent(messageUuid)}`, MessageDeletedEvent),
    onSuccess: (event) => storeDeletion(queryClient, event),
  });
};

/** PATCH chat/conversations/{uuid}/read: the conversation read up to now; badges clear. */
export const useMarkRead = (myProfileUuid: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationUuid: string) => api.patch(`${conversationPath(conversationUuid)}/read`, ConversationRead),
    onSuccess: (read) => storeRead(queryClient, read, myProfileUuid),
  });
};

/**
 * A chat file's bytes (GET chat/messages/{uuid}/attachment): fetched with the session, since an <img> cannot
 * carry the bearer token.
 */
export const fetchAttachment = async (url: string, signal: AbortSignal) => {
  const token = sessionStore.token();
  const response = await fetch(attachmentHref(url), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, 'The file could not be loaded');
  return response.blob();
};
