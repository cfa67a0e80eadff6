import { socketEvents } from '@ventura/shared';

/*
 * The signed-in socket as a feature uses it (chat: its conversation rooms, its events, typing), without
 * loading socket.io-client: socket.ts attaches the socket it creates here, and a feature subscribes here
 * whether or not the socket exists yet. Subscriptions outlive a socket: after a profile switch the new
 * socket gets them all.
 */

type Handler = (payload: unknown) => void;

/** What socket.ts hands over: the few calls of a socket.io-client socket a feature needs. */
export type LiveSocket = {
  connected: () => boolean;
  emit: (event: string, payload: unknown, ack?: (answer: unknown) => void) => void;
  on: (event: string, handler: Handler) => void;
  off: (event: string, handler: Handler) => void;
};

type Subscription = { event: string; handler: Handler };

let current: LiveSocket | null = null;
const subscriptions = new Set<Subscription>();

/** Makes a socket the current one (socket.ts, as it creates it); the returned function lets it go again. */
export const attachLiveSocket = (socket: LiveSocket) => {
  current = socket;
  for (const { event, handler } of subscriptions) socket.on(event, handler);
  return () => {
    if (current !== socket) return;
    for (const { event, handler } of subscriptions) socket.off(event, handler);
    current = null;
  };
};

/**
 * Calls `handler` for each `event` the signed-in socket receives, the socket of now and any later one
 * ('connect' and 'disconnect' are the client's own events). Returns the way to stop.
 */
export const onSocketEvent = (event: string, handler: Handler) => {
  const subscription = { event, handler };
  subscriptions.add(subscription);
  current?.on(event, handler);
  return () => {
    subscriptions.delete(subscription);
    current?.off(event, handler);
  };
};

/** Emits when the socket is connected; otherwise drops the event (typing, which only matters now). */
export const emitSocketEvent = (event: string, payload: unknown) => {
  if (current?.connected()) current.emit(event, payload);
};

const isRefusal = (answer: unknown): answer is { ok: false; message?: unknown } =>
  typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === false;

/**
 * Joins a room (`conversation_{uuid}`) now if the socket is connected, and again on every (re)connection
 * of this or a later socket. While there is no connected socket it waits without a word: a room asked for
 * before the socket has signed in is joined once it has (spec: LOGIN_IN_PROGRESS is never an error). A
 * refusal goes to `onRefused` (the server does not let this member in); each admission to `onJoined` (the
 * call says hello then, once the server relays to this socket). Returns the way to leave.
 */
export const joinSocketRoom = (room: string, onRefused?: (message: string) => void, onJoined?: () => void) => {
  let joined = true;
  const join = () => {
    if (!current?.connected()) return;
    current.emit(socketEvents.joinRoom, room, (answer) => {
      if (!joined) return;
      if (!isRefusal(answer)) {
        onJoined?.();
        return;
      }
      const message = typeof answer.message === 'string' ? answer.message : '';
      if (message !== 'LOGIN_IN_PROGRESS') onRefused?.(message);
    });
  };
  const stop = onSocketEvent('connect', join);
  join();
  return () => {
    joined = false;
    stop();
    if (current?.connected()) current.emit(socketEvents.leaveRoom, room, () => undefined);
  };
};
