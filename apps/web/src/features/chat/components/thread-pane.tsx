import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '@ventura/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { conversationQuery, messagesQuery, useDeleteMessage, useMarkRead, useSendMessage } from '../api.ts';
import classes from '../chat.module.css';
import { useConversationRoom, useTyping, useTypingSignal } from '../live.ts';
import { typingLine } from '../present.ts';
import { messagesOf, newestFromOthers } from '../thread.ts';
import { Composer } from './composer.tsx';
import { History } from './history.tsx';
import { ThreadHeader } from './thread-header.tsx';

const confirmDelete = (onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Delete this message?',
    children: <Text size="sm">It is deleted for everyone in the conversation. This cannot be undone.</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });

/**
 * Marks the conversation read while it is open and the tab is in front: when it opens with unread
 * messages, and whenever someone else's message arrives after that. Each newest message is marked once.
 */
const useReadWhileOpen = (
  conversation: Conversation,
  messages: readonly ChatMessage[] | null,
  myProfileUuid: string | null,
) => {
  const visible = useDocumentVisibility() === 'visible';
  const { mutate, isPending } = useMarkRead(myProfileUuid);
  const newest = messages ? (newestFromOthers(messages, myProfileUuid)?.uuid ?? null) : undefined;
  /** The newest message from others when the history was first seen, and the last one marked read. */
  const opened = useRef<string | null | undefined>(undefined);
  const marked = useRef<string | null | undefined>(undefined);
  const unread = conversation.unreadCount;

  useEffect(() => {
    if (newest === undefined) return;
    if (opened.current === undefined) opened.current = newest;
    const wanted = unread > 0 || newest !== opened.current;
    if (!visible || isPending || !wanted || marked.current === newest) return;
    marked.current = newest;
    mutate(conversation.uuid);
  }, [visible, newest, unread, conversation.uuid, isPending, mutate]);
};

type Props = { conversation: Conversation; myProfileUuid: string | null };

function OpenThread({ conversation, myProfileUuid }: Props) {
  const uuid = conversation.uuid;
  const history = useInfiniteQuery(messagesQuery(uuid));
  const messages = useMemo(() => messagesOf(history.data?.pages ?? []), [history.data]);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const send = useSendMessage(uuid, myProfileUuid);
  const remove = useDeleteMessage();
  const typing = useTyping(uuid, conversation.members);
  const signal = useTypingSignal(uuid);
  useConversationRoom(uuid);
  useReadWhileOpen(conversation, history.isSuccess ? messages : null, myProfileUuid);

  // A message from someone ends their typing at once.
  const newest = messages.at(-1);
  const { clear } = typing;
  useEffect(() => {
    if (newest) clear(newest.senderUUID);
  }, [newest, clear]);

  const onDelete = useCallback(
    (message: ChatMessage) =>
      confirmDelete(() =>
        remove.mutate(message.uuid, {
          onError: (error) => notify.error(errorText(error, 'The message could not be deleted')),
        }),
      ),
    [remove.mutate],
  );
  const onReply = useCallback((message: ChatMessage) => setReplyTo(message), []);
  const who = typingLine(typing.names);

  return (
    <>
      <ThreadHeader conversation={conversation} />
      {history.isPending ? (
        <Center style={{ flex: '1 1 auto' }} role="status">
          <Loader size="sm" aria-label="Loading messages" />
        </Center>
      ) : history.isError ? (
        <Stack p="md" style={{ flex: '1 1 auto' }}>
          <LoadError
            title="Error while fetching messages"
            error={history.error}
            fallback="The messages could not be loaded. Please try again."
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        </Stack>
      ) : (
        <History
          conversation={conversation}
          messages={messages}
          myProfileUuid={myProfileUuid}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          loadOlder={() => void history.fetchNextPage()}
          onReply={onReply}
          onDelete={onDelete}
        />
      )}
      <div className={classes.typing} aria-live="polite">
        {who}
      </div>
      {conversation.can.send ? (
        <Composer
          replyTo={replyTo}
          myProfileUuid={myProfileUuid}
          onCancelReply={() => setReplyTo(null)}
          send={send.mutateAsync}
          sending={send.isPending}
          onTyping={signal.typed}
          onStopTyping={signal.stopped}
        />
      ) : (
        <Text className={classes.composer} size="sm" c="dimmed" role="note">
          {conversation.readOnlyReason ?? 'You can read this conversation but not write in it.'}
        </Text>
      )}
    </>
  );
}

/** The open conversation: its header, history, who is typing, and the composer (or why there is none). */
export function ThreadPane({ uuid, myProfileUuid }: { uuid: string; myProfileUuid: string | null }) {
  const conversation = useQuery(conversationQuery(uuid));
  if (conversation.isPending) {
    return (
      <Center style={{ flex: '1 1 auto' }} role="status">
        <Loader size="sm" aria-label="Loading the conversation" />
      </Center>
    );
  }
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <Stack p="md" gap="sm">
        {missing ? (
          <Alert color="yellow" title="Conversation not found">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">This conversation does not exist, or you are not in it.</Text>
              <Button component={Link} to="/chat/conversations" variant="default" size="xs">
                Back to conversations
              </Button>
            </Stack>
          </Alert>
        ) : (
          <LoadError
            title="Error while fetching the conversation"
            error={conversation.error}
            fallback="The conversation could not be loaded. Please try again."
            onRetry={() => void conversation.refetch()}
            retrying={conversation.isFetching}
          />
        )}
      </Stack>
    );
  }
  return <OpenThread conversation={conversation.data} myProfileUuid={myProfileUuid} />;
}
