import { conversationRoom, type MessageEvent, socketEvents } from '@ventura/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Person, tenantGraph } from '../../../test/factory.ts';
import { call, type TestApp } from '../../../test/helpers.ts';
import { connectToTenant, startTwoServers } from '../../../test/sockets.ts';
import { cast } from '../connections/test-kit.ts';

const redisUrl = process.env.REDIS_URL;

type Answer = { ok: boolean; message?: string };
const join = (socket: Socket, room: string) =>
  new Promise<Answer>((resolve) => socket.emit(socketEvents.joinRoom, room, (answer: Answer) => resolve(answer)));
const nextEvent = <T>(socket: Socket, event: string, ms = 1500) =>
  new Promise<T | 'none'>((resolve) => {
    const timer = setTimeout(() => resolve('none'), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/**
 * Chat's events on two servers' worth of Socket.IO (through Redis when there is one): a message sent
 * through the first server reaches the room and the members' sockets on the second, once each.
 */
describe(redisUrl ? 'chat events across servers through Redis' : 'chat events on one server', () => {
  let servers: Awaited<ReturnType<typeof startTwoServers>>;
  let founder: Person;
  let investor: Person;
  let stranger: Person;
  let conversation: string;
  const sockets: Socket[] = [];
  const socketOf = async (person: Person) => {
    const socket = await connectToTenant(servers.second, person.token);
    sockets.push(socket);
    return socket;
  };
  const api = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, body?: Record<string, unknown>) =>
    call(servers.first, { method, host: 'localhost', url: `/api/v1${url}`, token, ...(body ? { body } : {}) });

  beforeAll(async () => {
    servers = await startTwoServers(redisUrl);
    const t = { app: servers.first, database: servers.database } as TestApp;
    const graph = await tenantGraph(t, 'localhost', {
      founder: cast.founder,
      investor: cast.investor,
      stranger: cast.mentor,
    });
    ({ founder, investor, stranger } = graph.people);
    await connect(t, founder, investor);
    conversation = (await api('POST', '/chat/conversations', founder.token, { profileUUID: investor.uuid })).json().data
      .uuid;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => servers.close());

  it('lets only the conversation’s members into its room', async () => {
    const mine = await socketOf(investor);
    expect(await join(mine, conversationRoom(conversation))).toEqual({ ok: true });
    const theirs = await socketOf(stranger);
    expect(await join(theirs, conversationRoom(conversation))).toEqual({
      ok: false,
      message: 'You cannot join this room',
    });
    expect(await join(theirs, 'conversation_not-a-uuid')).toMatchObject({ ok: false });
  });

  it('delivers a message once to a member in the room, and a notification only to one who is not', async () => {
    const reading = await socketOf(investor);
    await join(reading, conversationRoom(conversation));
    const elsewhere = await socketOf(investor);
    const stray = await socketOf(stranger);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received: MessageEvent[] = [];
    reading.on(socketEvents.messageReceived, (payload: MessageEvent) => received.push(payload));
    const listed = nextEvent<MessageEvent>(elsewhere, socketEvents.messageReceived);
    const notified = nextEvent<{ kind: string; url: string }>(elsewhere, socketEvents.notification);
    const notifiedInRoom = nextEvent(reading, socketEvents.notification, 800);
    const strayHeard = nextEvent(stray, socketEvents.messageReceived, 800);

    const sent = await api('POST', `/chat/conversations/${conversation}/messages`, founder.token, { text: 'Across' });
    expect(sent.statusCode).toBe(201);
    expect(await listed).toMatchObject({ conversationUUID: conversation, message: { text: 'Across' } });
    expect(await notified).toMatchObject({
      kind: 'message_notification_received',
      url: `/chat/conversations/${conversation}`,
    });
    expect(await notifiedInRoom).toBe('none');
    expect(await strayHeard).toBe('none');
    expect(received).toHaveLength(1);
  });

  it('relays typing to the others in the room and deletions to everyone in it', async () => {
    const typist = await socketOf(founder);
    const reader = await socketOf(investor);
    await join(typist, conversationRoom(conversation));
    await join(reader, conversationRoom(conversation));
    const typing = nextEvent<{ room: string; userId: string }>(reader, socketEvents.startTyping);
    const echo = nextEvent(typist, socketEvents.startTyping, 500);
    typist.emit(socketEvents.startTyping, { room: conversationRoom(conversation) });
    expect(await typing).toEqual({ room: conversationRoom(conversation), userId: founder.userId });
    expect(await echo).toBe('none');

    const sent = (
      await api('POST', `/chat/conversations/${conversation}/messages`, founder.token, { text: 'Oops' })
    ).json().data;
    const deleted = nextEvent(reader, socketEvents.messageDeleted);
    await api('DELETE', `/chat/messages/${sent.uuid}`, founder.token);
    expect(await deleted).toEqual({ conversationUUID: conversation, messageUUID: sent.uuid });
  });

  it('tells the other member that their message was read', async () => {
    const sender = await socketOf(founder);
    await join(sender, conversationRoom(conversation));
    const seen = nextEvent<{ profileUUID: string }>(sender, socketEvents.conversationRead);
    await api('PATCH', `/chat/conversations/${conversation}/read`, investor.token);
    expect(await seen).toMatchObject({ conversationUUID: conversation, profileUUID: investor.uuid });
  });
});
