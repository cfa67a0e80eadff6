import { randomUUID } from 'node:crypto';
import { callSignalEvent, communityRoom, meetingRoom, socketEvents } from '@ventura/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { connectToTenant, startTwoServers } from '../../../test/sockets.ts';
import { maxClientMessageBytes, roomCheckBudget, socketBudget, userBudget } from './budget.ts';

type Answer = { ok: boolean; message?: string };
const join = (socket: Socket, room: string) =>
  new Promise<Answer>((resolve) => socket.emit(socketEvents.joinRoom, room, (answer: Answer) => resolve(answer)));
/** Why the socket was disconnected, or 'still connected' after `ms`. */
const disconnection = (socket: Socket, ms = 3000) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a client may send: every event counts against its socket's budget and its user's (across that
 * user's sockets in the process); past one the socket is disconnected. A room's answer is kept per
 * socket, so a room asked again costs no query, and new rooms cost at most the room-check budget.
 */
describe('socket budgets', () => {
  let servers: Awaited<ReturnType<typeof startTwoServers>>;
  const sockets: Socket[] = [];
  let checks = 0;
  const open = async (token: string) => {
    const socket = await connectToTenant(servers.first, token);
    sockets.push(socket);
    return socket;
  };
  /** One person per test, so that no test inherits another's spent user budget. */
  let people: TenantGraph<'flooder' | 'roomHunter' | 'repeater' | 'manyTabs' | 'realClient' | 'bigSender'>['people'];

  beforeAll(async () => {
    servers = await startTwoServers(process.env.REDIS_URL);
    const graph = await tenantGraph({ ...servers, app: servers.first }, 'localhost', {
      flooder: { type: 'partner' },
      roomHunter: { type: 'corporate' },
      repeater: { type: 'mentor' },
      manyTabs: { type: 'service_provider' },
      realClient: { type: 'startup' },
      bigSender: { type: 'investor' },
    });
    people = graph.people;
    // Counts the room checks that reach the database (each feature's check is one query or more).
    const realtime = servers.first.realtime;
    const roomCheck = realtime.roomCheck.bind(realtime);
    vi.spyOn(realtime, 'roomCheck').mockImplementation((room) => {
      const found = roomCheck(room);
      if (!found) return found;
      return {
        ...found,
        check: (input) => {
          checks++;
          return found.check(input);
        },
      };
    });
  });
  afterEach(() => {
    checks = 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await servers?.close();
  });

  it('disconnects a socket that floods joinRoom, before the flood reaches the database', async () => {
    const warn = vi.spyOn(servers.first.log, 'warn');
    const socket = await open(people.flooder.token);
    const closed = disconnection(socket, 10_000);
    for (let i = 0; i < 3000; i++) socket.emit(socketEvents.joinRoom, meetingRoom(randomUUID()), () => {});
    expect(await closed).toBe('io server disconnect');
    await pause(300);
    expect(checks).toBeLessThanOrEqual(roomCheckBudget.burst);
    const [fields, message] = warn.mock.calls.find(([, text]) => String(text).includes('disconnected')) ?? [];
    expect(message).toBe('realtime: socket disconnected: it went past its events per socket budget');
    expect(fields).toMatchObject({ budget: 'events per socket', socketId: expect.any(String) });
    expect(fields).not.toHaveProperty('err');
    warn.mockRestore();
  });

  it('asks the database about new rooms up to the room-check budget, then disconnects', async () => {
    const warn = vi.spyOn(servers.first.log, 'warn');
    const socket = await open(people.roomHunter.token);
    const closed = disconnection(socket, 10_000);
    // Fewer events than the socket's budget, more new rooms than the room checks.
    const rooms = roomCheckBudget.burst + 30;
    expect(rooms).toBeLessThan(socketBudget.burst);
    for (let i = 0; i < rooms; i++) socket.emit(socketEvents.joinRoom, meetingRoom(randomUUID()), () => {});
    expect(await closed).toBe('io server disconnect');
    await pause(300);
    expect(checks).toBeGreaterThanOrEqual(roomCheckBudget.burst);
    expect(checks).toBeLessThanOrEqual(roomCheckBudget.burst + 1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ budget: 'room checks per user' }),
      'realtime: socket disconnected: it went past its room checks per user budget',
    );
    warn.mockRestore();
  });

  it('asks the database once for a room asked again and again', async () => {
    const socket = await open(people.repeater.token);
    const room = meetingRoom(randomUUID());
    const answers = await Promise.all(Array.from({ length: 80 }, () => join(socket, room)));
    expect(answers.every((answer) => answer.ok === false)).toBe(true);
    expect(await join(socket, room)).toEqual({ ok: false, message: 'You cannot join this room' });
    expect(checks).toBe(1);
    expect(await disconnection(socket, 300)).toBe('still connected');
  });

  it('counts a user’s sockets together: under their own budgets, four of them go past the user’s', async () => {
    const tabs = await Promise.all([1, 2, 3, 4].map(() => open(people.manyTabs.token)));
    const each = Math.ceil((userBudget.burst + 20) / tabs.length);
    expect(each).toBeLessThan(socketBudget.burst);
    const firstClosed = Promise.race(tabs.map((tab) => disconnection(tab, 3000)));
    for (let i = 0; i < each; i++) for (const tab of tabs) tab.emit(socketEvents.leaveRoom, 'online_users');
    expect(await firstClosed).toBe('io server disconnect');
    // A new socket does not start the user afresh: a handful of events and it goes too.
    const fresh = await open(people.manyTabs.token);
    const gone = disconnection(fresh, 3000);
    for (let i = 0; i < 20; i++) fresh.emit(socketEvents.leaveRoom, 'online_users');
    expect(await gone).toBe('io server disconnect');
  });

  it('leaves a real client alone: three tabs connecting, opening a wall and a thread, typing, and a call', async () => {
    const member = people.realClient;
    const thread = `conversation_${randomUUID()}`;
    const call = meetingRoom(randomUUID());
    const tab = async () => {
      const socket = await open(member.token);
      // socket.ts on each connection; online_users a second later (here at once).
      await join(socket, member.userId);
      await join(socket, 'online_users');
      socket.emit(socketEvents.onlineUsers, member.userId);
      await join(socket, communityRoom);
      // A thread opened, closed and opened again, with some typing in it.
      await join(socket, thread);
      socket.emit(socketEvents.leaveRoom, thread);
      await join(socket, thread);
      for (let i = 0; i < 5; i++) {
        socket.emit(socketEvents.startTyping, { room: thread });
        socket.emit(socketEvents.endTyping, { room: thread });
      }
      // A call's setup: hello, an offer and an answer of a few KB, thirty ICE candidates, then bye.
      await join(socket, call);
      socket.emit(callSignalEvent, { room: call, kind: 'hello' });
      for (const type of ['offer', 'answer']) {
        socket.emit(callSignalEvent, { room: call, kind: 'description', description: { type, sdp: 'a'.repeat(6000) } });
      }
      for (let i = 0; i < 30; i++) {
        const candidate = { candidate: `candidate:${i} 1 udp 1 10.0.0.${i} 5000 typ host`, sdpMid: '0' };
        socket.emit(callSignalEvent, { room: call, kind: 'candidate', candidate });
      }
      socket.emit(callSignalEvent, { room: call, kind: 'bye' });
      socket.emit(socketEvents.leaveRoom, call);
      return socket;
    };
    const tabs = await Promise.all([tab(), tab(), tab()]);
    const closed = await Promise.all(tabs.map((socket) => disconnection(socket, 1000)));
    expect(closed).toEqual(['still connected', 'still connected', 'still connected']);
    expect(await join(tabs[0] as Socket, 'online_users')).toEqual({ ok: true });
    // Each tab asked the database once per room (the wall, the thread, the call), never again.
    expect(checks).toBe(9);
  });

  it('closes a socket that sends a message larger than the largest a client needs', async () => {
    const socket = await open(people.bigSender.token);
    // The largest call signal the schema lets through (an SDP of 20,000 characters) is well within it.
    const room = meetingRoom(randomUUID());
    socket.emit(callSignalEvent, {
      room,
      kind: 'description',
      description: { type: 'offer', sdp: 'a'.repeat(20_000) },
    });
    expect(await disconnection(socket, 500)).toBe('still connected');
    socket.emit(socketEvents.startTyping, { room: 'x'.repeat(maxClientMessageBytes + 1) });
    expect(await disconnection(socket)).toBe('transport close');
  });
});
