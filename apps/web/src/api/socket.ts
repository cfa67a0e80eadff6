/**
 * The realtime client (Socket.IO on /socket.io, same origin), loaded only once a signed-in shell has
 * rendered: socket.io-client stays out of the first load. Spec calls 7.16: on each connection it joins
 * the user's own room and the online-users room, and a second later announces the user as online.
 */
import {
  onlineUsersRoom,
  RealtimeNotification,
  type RealtimeNotification as RealtimeNotificationType,
  socketEvents,
  timing,
} from '@ventura/shared';
import { io, type Socket } from 'socket.io-client';
import { attachLiveSocket } from './live-socket.ts';
import { type PresenceChange, presence, realtimeStatus } from './realtime-state.ts';

export type RealtimeHandlers = {
  /** The server says some counter changed (`fetch-count`), or the socket came back after a break. */
  onCountsChanged: () => void;
  /** A notification for this user (`notification`). */
  onNotification: (notification: RealtimeNotificationType) => void;
};

type Options = { token: string; userId: string; handlers: RealtimeHandlers };

/** The server's answer to joinRoom. */
type JoinAnswer = { ok: boolean; message?: string };

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The `online-users` payload, or null when it is not one. */
export const presenceChangeOf = (payload: unknown): PresenceChange | null => {
  if (typeof payload !== 'object' || payload === null) return null;
  const online = 'online' in payload ? payload.online : [];
  const offline = 'offline' in payload ? payload.offline : [];
  return isStringList(online) && isStringList(offline) ? { online, offline } : null;
};

/**
 * Connects with the session's token and keeps reconnecting by itself (Socket.IO's backoff). The status
 * store says 'connected' once the server has let the socket into the user's own room. Returns the way to
 * disconnect (sign-out, another session), which also forgets who was online.
 */
export const connectRealtime = ({ token, userId, handlers }: Options) => {
  const socket: Socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket'] });
  let announce: ReturnType<typeof setTimeout> | undefined;
  let connectedBefore = false;
  realtimeStatus.set('connecting');
  // Features (chat) reach the socket through live-socket.ts: their rooms and events come after ours.
  const detach = attachLiveSocket({
    connected: () => socket.connected,
    emit: (event, payload, ack) => {
      if (ack) socket.emit(event, payload, ack);
      else socket.emit(event, payload);
    },
    on: (event, handler) => {
      socket.on(event, handler);
    },
    off: (event, handler) => {
      socket.off(event, handler);
    },
  });

  socket.on('connect', () => {
    socket.emit(socketEvents.joinRoom, userId, (answer: JoinAnswer | undefined) => {
      if (answer?.ok && socket.connected) realtimeStatus.set('connected');
    });
    socket.emit(socketEvents.joinRoom, onlineUsersRoom, () => undefined);
    clearTimeout(announce);
    announce = setTimeout(() => socket.emit(socketEvents.onlineUsers, userId), timing.onlineUsersEmitDelay);
    // Whatever happened while the socket was away reached nobody: the counters are asked again.
    if (connectedBefore) handlers.onCountsChanged();
    connectedBefore = true;
  });
  socket.on('disconnect', () => {
    clearTimeout(announce);
    realtimeStatus.set('connecting');
  });
  // Refused by the server (no session any more): Socket.IO stops trying, and so does the dot.
  socket.on('connect_error', () => realtimeStatus.set(socket.active ? 'connecting' : 'offline'));

  socket.on(socketEvents.fetchCount, () => handlers.onCountsChanged());
  socket.on(socketEvents.notification, (payload: unknown) => {
    const parsed = RealtimeNotification.safeParse(payload);
    if (parsed.success) handlers.onNotification(parsed.data);
  });
  socket.on(socketEvents.onlineUsersList, (payload: unknown) => {
    const change = presenceChangeOf(payload);
    if (change) presence.apply(change);
  });

  return () => {
    clearTimeout(announce);
    detach();
    socket.removeAllListeners();
    socket.disconnect();
    realtimeStatus.set('idle');
    presence.clear();
  };
};
