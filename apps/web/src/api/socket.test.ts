import { timing } from '@ventura/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presence, realtimeStatus } from './realtime-state.ts';

type Handler = (...args: unknown[]) => void;

/** A stand-in for a socket.io-client socket: records what the client emits and lets the test play the server. */
const fakeSocket = () => {
  const handlers = new Map<string, Handler[]>();
  return {
    connected: false,
    active: true,
    emitted: [] as unknown[][],
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return this;
    },
    off(event: string, handler: Handler) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((known) => known !== handler),
      );
      return this;
    },
    emit(...args: unknown[]) {
      this.emitted.push(args);
      return this;
    },
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
    /** The server answers the nth emit's acknowledgement. */
    answer(index: number, reply: unknown) {
      const ack = this.emitted[index]?.[2];
      if (typeof ack !== 'function') throw new Error(`emit ${index} has no acknowledgement`);
      ack(reply);
    },
    /** The server sends an event (or the client library reports one). */
    receive(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
};

let socket = fakeSocket();
const io = vi.fn((_options: unknown) => socket);
vi.mock('socket.io-client', () => ({ io: (options: unknown) => io(options) }));

const { connectRealtime, presenceChangeOf } = await import('./socket.ts');

const userId = '6a0e2f7e-0000-4000-8000-000000000001';
const handlers = () => ({ onCountsChanged: vi.fn(), onNotification: vi.fn() });

describe('connectRealtime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    socket = fakeSocket();
    io.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    presence.clear();
    realtimeStatus.set('idle');
  });

  it('connects on /socket.io with the session’s token, over WebSocket', () => {
    connectRealtime({ token: 'secret-token', userId, handlers: handlers() });
    expect(io).toHaveBeenCalledWith({ path: '/socket.io', auth: { token: 'secret-token' }, transports: ['websocket'] });
    expect(realtimeStatus.get()).toBe('connecting');
  });

  it('joins its own room and online_users, and announces itself a second later', () => {
    connectRealtime({ token: 't', userId, handlers: handlers() });
    socket.connected = true;
    socket.receive('connect');
    expect(socket.emitted.map(([event, room]) => [event, room])).toEqual([
      ['joinRoom', userId],
      ['joinRoom', 'online_users'],
    ]);
    expect(socket.emitted.every((args) => typeof args[2] === 'function')).toBe(true);

    vi.advanceTimersByTime(timing.onlineUsersEmitDelay - 1);
    expect(socket.emitted).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(socket.emitted[2]).toEqual(['online_users', userId]);
  });

  it('counts as connected once the server let it into its own room', () => {
    connectRealtime({ token: 't', userId, handlers: handlers() });
    socket.connected = true;
    socket.receive('connect');
    expect(realtimeStatus.get()).toBe('connecting');
    socket.answer(0, { ok: true });
    expect(realtimeStatus.get()).toBe('connected');
    socket.receive('disconnect');
    expect(realtimeStatus.get()).toBe('connecting');
  });

  it('stays grey when the server refuses the room, and stops when it refuses the socket', () => {
    connectRealtime({ token: 't', userId, handlers: handlers() });
    socket.connected = true;
    socket.receive('connect');
    socket.answer(0, { ok: false, message: 'You cannot join this room' });
    expect(realtimeStatus.get()).toBe('connecting');
    socket.active = false;
    socket.receive('connect_error', new Error('Session expired'));
    expect(realtimeStatus.get()).toBe('offline');
  });

  it('asks for the counts on fetch-count, and again after coming back from a break', () => {
    const on = handlers();
    connectRealtime({ token: 't', userId, handlers: on });
    socket.receive('connect');
    expect(on.onCountsChanged).not.toHaveBeenCalled();
    socket.receive('fetch-count');
    expect(on.onCountsChanged).toHaveBeenCalledTimes(1);
    socket.receive('disconnect');
    socket.receive('connect');
    expect(on.onCountsChanged).toHaveBeenCalledTimes(2);
  });

  it('hands on notifications it understands and drops the rest', () => {
    const on = handlers();
    connectRealtime({ token: 't', userId, handlers: on });
    const notification = {
      title: 'Asha wants to connect',
      icon: null,
      url: '/connections',
      kind: 'connection_requested',
    };
    socket.receive('notification', notification);
    socket.receive('notification', { title: 'no kind' });
    expect(on.onNotification).toHaveBeenCalledTimes(1);
    expect(on.onNotification).toHaveBeenCalledWith(notification);
  });

  it('keeps the presence store current from online-users', () => {
    connectRealtime({ token: 't', userId, handlers: handlers() });
    socket.receive('online-users', { online: ['a', 'b'], offline: [] });
    expect(presence.isOnline('a')).toBe(true);
    socket.receive('online-users', { online: [], offline: ['a'] });
    expect(presence.isOnline('a')).toBe(false);
    expect(presence.isOnline('b')).toBe(true);
  });

  it('disconnects, stops announcing and forgets presence when the session ends', () => {
    const stop = connectRealtime({ token: 't', userId, handlers: handlers() });
    socket.receive('connect');
    socket.receive('online-users', { online: ['a'], offline: [] });
    stop();
    vi.advanceTimersByTime(timing.onlineUsersEmitDelay);
    expect(socket.emitted).toHaveLength(2);
    expect(socket.disconnect).toHaveBeenCalled();
    expect(realtimeStatus.get()).toBe('idle');
    expect(presence.isOnline('a')).toBe(false);
  });
});

describe('presenceChangeOf', () => {
  it('reads the online and offline lists, either of which may be missing', () => {
    expect(presenceChangeOf({ online: ['a'], offline: ['b'] })).toEqual({ online: ['a'], offline: ['b'] });
    expect(presenceChangeOf({ online: ['a'] })).toEqual({ online: ['a'], offline: [] });
  });

  it('ignores anything else', () => {
    expect(presenceChangeOf(null)).toBeNull();
    expect(presenceChangeOf('a')).toBeNull();
    expect(presenceChangeOf({ online: [1] })).toBeNull();
  });
});
