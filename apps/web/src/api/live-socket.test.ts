import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachLiveSocket, emitSocketEvent, joinSocketRoom, type LiveSocket, onSocketEvent } from './live-socket.ts';

type Handler = (payload: unknown) => void;

/** A socket as socket.ts hands it over: the test plays the server and the connection. */
const fakeSocket = (connected = false) => {
  const handlers = new Map<string, Handler[]>();
  const emitted: Array<{ event: string; payload: unknown; ack: ((answer: unknown) => void) | undefined }> = [];
  const state = { connected };
  const socket: LiveSocket = {
    connected: () => state.connected,
    emit: (event, payload, ack) => {
      emitted.push({ event, payload, ack });
    },
    on: (event, handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    off: (event, handler) => {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((known) => known !== handler),
      );
    },
  };
  return {
    socket,
    emitted,
    connect() {
      state.connected = true;
      for (const handler of handlers.get('connect') ?? []) handler(undefined);
    },
    drop() {
      state.connected = false;
      for (const handler of handlers.get('disconnect') ?? []) handler(undefined);
    },
    receive(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
};

const cleanups: Array<() => void> = [];
const keep = <T extends () => void>(stop: T) => {
  cleanups.push(stop);
  return stop;
};

describe('live socket', () => {
  afterEach(() => {
    for (const stop of cleanups.splice(0)) stop();
  });

  it('hands events to subscribers made before the socket existed, and stops on unsubscribe', () => {
    const handler = vi.fn();
    const stop = onSocketEvent('message_received', handler);
    const fake = fakeSocket(true);
    keep(attachLiveSocket(fake.socket));
    fake.receive('message_received', { a: 1 });
    stop();
    fake.receive('message_received', { a: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ a: 1 });
  });

  it('moves subscriptions to the next socket (a profile switch) and off the one let go', () => {
    const handler = vi.fn();
    keep(onSocketEvent('message_deleted', handler));
    const first = fakeSocket(true);
    const detach = attachLiveSocket(first.socket);
    detach();
    const second = fakeSocket(true);
    keep(attachLiveSocket(second.socket));
    first.receive('message_deleted', 'old');
    second.receive('message_deleted', 'new');
    expect(handler.mock.calls).toEqual([['new']]);
  });

  it('waits silently to join a room until the socket has connected, then joins on every reconnection', () => {
    const fake = fakeSocket(false);
    keep(attachLiveSocket(fake.socket));
    const refused = vi.fn();
    keep(joinSocketRoom('conversation_c1', refused));
    expect(fake.emitted).toEqual([]);
    fake.connect();
    fake.drop();
    fake.connect();
    expect(fake.emitted.map(({ event, payload }) => [event, payload])).toEqual([
      ['joinRoom', 'conversation_c1'],
      ['joinRoom', 'conversation_c1'],
    ]);
    expect(refused).not.toHaveBeenCalled();
  });

  it('joins a room asked for before any socket exists once one connects', () => {
    keep(joinSocketRoom('conversation_c2'));
    const fake = fakeSocket(false);
    keep(attachLiveSocket(fake.socket));
    fake.connect();
    expect(fake.emitted.map(({ event, payload }) => [event, payload])).toEqual([['joinRoom', 'conversation_c2']]);
  });

  it('ignores LOGIN_IN_PROGRESS and reports any other refusal', () => {
    const fake = fakeSocket(true);
    keep(attachLiveSocket(fake.socket));
    const refused = vi.fn();
    keep(joinSocketRoom('conversation_c3', refused));
    fake.emitted[0]?.ack?.({ ok: false, message: 'LOGIN_IN_PROGRESS' });
    expect(refused).not.toHaveBeenCalled();
    fake.emitted[0]?.ack?.({ ok: false, message: 'You cannot join this room' });
    expect(refused).toHaveBeenCalledWith('You cannot join this room');
  });

  it('leaves the room and stops rejoining once left', () => {
    const fake = fakeSocket(true);
    keep(attachLiveSocket(fake.socket));
    const leave = joinSocketRoom('conversation_c4');
    leave();
    fake.connect();
    expect(fake.emitted.map(({ event, payload }) => [event, payload])).toEqual([
      ['joinRoom', 'conversation_c4'],
      ['leaveRoom', 'conversation_c4'],
    ]);
  });

  it('emits only while connected', () => {
    const fake = fakeSocket(false);
    keep(attachLiveSocket(fake.socket));
    emitSocketEvent('start_typing', { room: 'conversation_c5' });
    fake.connect();
    emitSocketEvent('start_typing', { room: 'conversation_c5' });
    expect(fake.emitted).toHaveLength(1);
  });
});
