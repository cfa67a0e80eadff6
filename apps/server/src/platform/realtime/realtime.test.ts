import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { connectToTenant, startTwoServers } from '../../../test/sockets.ts';

const redisUrl = process.env.REDIS_URL;

type Answer = { ok: boolean; message?: string };
const join = (socket: Socket, room: string) =>
  new Promise<Answer>((resolve) => socket.emit('joinRoom', room, (answer: Answer) => resolve(answer)));
const nextEvent = <T>(socket: Socket, event: string, ms = 1000) =>
  new Promise<T | 'none'>((resolve) => {
    const timer = setTimeout(() => resolve('none'), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
const refusal = (port: number, options: { host: string; token?: string }) =>
  new Promise<string>((resolve) => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      extraHeaders: { host: options.host },
      transports: ['websocket'],
      reconnection: false,
      ...(options.token ? { auth: { token: options.token } } : {}),
    });
    socket.on('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
    socket.on('connect', () => {
      socket.close();
      resolve('connected');
    });
  });

/**
 * Two server processes' worth of Socket.IO on one Redis: users' rooms and presence span both. Without
 * Redis (the embedded run) one server plays both parts, and the same rules hold inside it.
 */
describe(redisUrl ? 'realtime across servers through Redis' : 'realtime on one server', () => {
  let servers: Awaited<ReturnType<typeof startTwoServers>>;
  let aarav: Person;
  let meera: Person;
  let david: Person;
  let tenantId: string;
  beforeAll(async () => {
    servers = await startTwoServers(redisUrl);
    const { tenant, people } = await tenantGraph({ ...servers, app: servers.first }, 'localhost', {
      aarav: { type: 'startup' },
      meera: { type: 'corporate' },
      david: { type: 'mentor' },
    });
    ({ aarav, meera, david } = people);
    tenantId = tenant.id;
  });
  afterAll(() => servers.close());

  it('lets in only a signed-in socket of the host’s tenant', async () => {
    const { port } = servers.first.server.address() as AddressInfo;
    expect(await refusal(port, { host: 'evil.example.com', token: aarav.token })).toBe(
      'No tenant is configured for the host "evil.example.com"',
    );
    expect(await refusal(port, { host: `localhost:${port}` })).toBe('Sign in to continue');
    expect(await refusal(port, { host: `localhost:${port}`, token: 'forged' })).toBe('Session expired');
    // A session of one tenant opens nothing on another's host.
    expect(await refusal(port, { host: `alpha.localhost:${port}`, token: aarav.token })).toBe('Session expired');
  });

  it('carries a user-room event emitted on the other server, and nobody else hears it', async () => {
    const mine = await connectToTenant(servers.first, aarav.token);
    const theirs = await connectToTenant(servers.first, meera.token);
    const received = nextEvent(mine, 'notification');
    const overheard = nextEvent(theirs, 'notification', 500);
    await new Promise((r) => setTimeout(r, 100));
    servers.second.realtime.toUsers(tenantId, [aarav.userId], 'notification', { title: 'Hello from B' });
    expect(await received).toEqual({ title: 'Hello from B' });
    expect(await overheard).toBe('none');
    mine.close();
    theirs.close();
  });

  it('joins only rooms the user may see', async () => {
    const socket = await connectToTenant(servers.first, aarav.token);
    expect(await join(socket, aarav.userId)).toEqual({ ok: true });
    expect(await join(socket, 'online_users')).toEqual({ ok: true });
    expect(await join(socket, meera.userId)).toEqual({ ok: false, message: 'You cannot join this room' });
    expect(await join(socket, 'conversation_1')).toEqual({ ok: false, message: 'You cannot join this room' });
    expect(await join(socket, `tenant_${tenantId}`)).toEqual({ ok: false, message: 'You cannot join this room' });
    expect(await join(socket, 'x'.repeat(201))).toEqual({ ok: false, message: 'Name a room to join' });
    // A refused room hears nothing sent to it.
    const overheard = nextEvent(socket, 'notification', 500);
    servers.second.realtime.toUsers(tenantId, [meera.userId], 'notification', { title: 'for Meera' });
    expect(await overheard).toBe('none');
    socket.close();
  });

  it('knows who is online on either server, and forgets them when they leave', async () => {
    const socket = await connectToTenant(servers.first, meera.token);
    await new Promise((r) => setTimeout(r, 300));
    expect(await servers.second.realtime.online(tenantId, [meera.userId, aarav.userId])).toEqual({
      [meera.userId]: true,
      [aarav.userId]: false,
    });
    // Another tenant asking about the same id sees nobody.
    expect(await servers.second.realtime.online('00000000-0000-4000-8000-000000000000', [meera.userId])).toEqual({
      [meera.userId]: false,
    });
    socket.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await servers.second.realtime.online(tenantId, [meera.userId])).toEqual({ [meera.userId]: false });
  });

  it('closes a socket when its session ends', async () => {
    const socket = await connectToTenant(servers.second, david.token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const out = await servers.first.inject({
      method: 'GET',
      url: '/api/v1/users/logout',
      headers: { host: 'localhost', authorization: `Bearer ${david.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('relays typing only inside a room the socket joined', async () => {
    const a = await connectToTenant(servers.first, aarav.token);
    const b = await connectToTenant(servers.second, aarav.token);
    await join(a, 'online_users');
    await join(b, 'online_users');
    const heard = nextEvent(b, 'start_typing');
    a.emit('start_typing', { room: 'online_users' });
    expect(await heard).toEqual({ room: 'online_users', userId: aarav.userId });
    const notInRoom = nextEvent(b, 'start_typing', 500);
    a.emit('start_typing', { room: 'conversation_9' });
    expect(await notInRoom).toBe('none');
    a.close();
    b.close();
  });
});
