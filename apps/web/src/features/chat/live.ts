import { useQueryClient } from '@tanstack/react-query';
import {
  type ChatMember,
  ConversationRead,
  conversationRoom,
  MessageDeletedEvent,
  MessageEvent,
  socketEvents,
  TypingEvent,
} from '@ventura/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitSocketEvent, joinSocketRoom, onSocketEvent } from '../../api/live-socket.ts';
import { notificationCountsKey } from '../../api/notification-counts.ts';
import { chatKeys, storeDeletion, storeMessage, storeRead } from './api.ts';

/**
 * Keeps the chat's caches current from the socket while a chat page is open: messages, deletions and reads
 * reach the caller's own room whether or not a thread is open. After a break in the connection everything
 * of the chat is asked again (what happened meanwhile reached nobody).
 */
export const useChatLive = (myProfileUuid: string | null, openUuid: string | null) => {
  const queryClient = useQueryClient();
  const open = useRef(openUuid);
  open.current = openUuid;

  useEffect(() => {
    let missed = false;
    const onMessage = (payload: unknown) => {
      const event = MessageEvent.safeParse(payload);
      if (!event.success) return;
      storeMessage(queryClient, event.data.message, { myProfileUuid, openUuid: open.current });
      void queryClient.invalidateQueries({ queryKey: notificationCountsKey });
    };
    const stops = [
      onSocketEvent(socketEvents.messageReceived, onMessage),
      onSocketEvent(socketEvents.replyMessageReceived, onMessage),
      onSocketEvent(socketEvents.messageDeleted, (payload) => {
        const event = MessageDeletedEvent.safeParse(payload);
        if (event.success) storeDeletion(queryClient, event.data);
      }),
      onSocketEvent(socketEvents.conversationRead, (payload) => {
        const read = ConversationRead.safeParse(payload);
        if (read.success) storeRead(queryClient, read.data, myProfileUuid);
      }),
      onSocketEvent('disconnect', () => {
        missed = true;
      }),
      onSocketEvent('connect', () => {
        if (missed) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        missed = false;
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, myProfileUuid]);
};

/** The thread's socket room, joined while the thread is open (after the socket connects, if it has not yet). */
export const useConversationRoom = (conversationUuid: string) => {
  useEffect(() => joinSocketRoom(conversationRoom(conversationUuid)), [conversationUuid]);
};

/** Someone stops counting as typing after this long without a new start_typing. */
const typingTimeoutMs = 6000;

/**
 * Who of the conversation's other members is typing now, by name. A name goes on end_typing, after six
 * seconds without news, or when `clear(profileUuid)` says a message from them arrived.
 */
export const useTyping = (conversationUuid: string, members: readonly ChatMember[]) => {
  const [typing, setTyping] = useState<readonly string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const room = conversationRoom(conversationUuid);

  const stop = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((now) => (now.includes(userId) ? now.filter((id) => id !== userId) : now));
  }, []);

  useEffect(() => {
    const known = timers.current;
    const offStart = onSocketEvent(socketEvents.startTyping, (payload) => {
      const event = TypingEvent.safeParse(payload);
      if (!event.success || event.data.room !== room) return;
      const { userId } = event.data;
      clearTimeout(known.get(userId));
      known.set(
        userId,
        setTimeout(() => stop(userId), typingTimeoutMs),
      );
      setTyping((now) => (now.includes(userId) ? now : [...now, userId]));
    });
    const offEnd = onSocketEvent(socketEvents.endTyping, (payload) => {
      const event = TypingEvent.safeParse(payload);
      if (event.success && event.data.room === room) stop(event.data.userId);
    });
    return () => {
      offStart();
      offEnd();
      for (const timer of known.values()) clearTimeout(timer);
      known.clear();
      setTyping([]);
    };
  }, [room, stop]);

  const names = typing.flatMap((userId) => members.find((member) => member.userId === userId)?.name ?? []);
  const clear = useCallback(
    (profileUuid: string) => {
      const member = members.find((candidate) => candidate.uuid === profileUuid);
      if (member) stop(member.userId);
    },
    [members, stop],
  );
  return { names, clear };
};

/** How often a typist says again that they are typing, so others' six-second timeout does not run out. */
const typingRepeatMs = 3000;
/** A pause this long ends typing. */
const typingIdleMs = 3000;

/**
 * Tells the room that the caller types: start_typing on the first keystroke and every three seconds while
 * typing goes on, end_typing after three seconds of quiet, on send, and when the thread closes.
 */
export const useTypingSignal = (conversationUuid: string) => {
  const room = conversationRoom(conversationUuid);
  const state = useRef<{ lastStart: number; idle: ReturnType<typeof setTimeout> | undefined }>({
    lastStart: 0,
    idle: undefined,
  });

  const stopped = useCallback(() => {
    const current = state.current;
    clearTimeout(current.idle);
    current.idle = undefined;
    if (current.lastStart === 0) return;
    current.lastStart = 0;
    emitSocketEvent(socketEvents.endTyping, { room });
  }, [room]);

  const typed = useCallback(() => {
    const current = state.current;
    const now = Date.now();
    if (now - current.lastStart >= typingRepeatMs) {
      current.lastStart = now;
      emitSocketEvent(socketEvents.startTyping, { room });
    }
    clearTimeout(current.idle);
    current.idle = setTimeout(stopped, typingIdleMs);
  }, [room, stopped]);

  useEffect(() => stopped, [stopped]);
  return { typed, stopped };
};
