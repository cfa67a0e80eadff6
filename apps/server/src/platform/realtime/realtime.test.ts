import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../../../test/helpers.ts';
import { connectToTenant, startTwoServers } from '../../../test/sockets.ts';
import { tenants } from '../tenancy/tables.ts';

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
  let aarav: { accessToken: string; user: { userId: string } };
  let meera: { accessToken: string; user: { userId: string } };
  let tenantId: string;
  beforeAll(async () => {
    servers = await startTwoServers(redisUrl);
    aarav = await signInByEmail(servers.first, 'localhost', 'aarav@greenleaf.demo');
    meera = await signInByEmail(servers.first, 'localhost', 'meera@tatvasteel.demo');
    const [tenant] = await servers.database.db.select().from(tenants).where(eq(tenants.slug, 'ventura'));
    tenantId = tenant?.id ?? '';
  });
  afterAll(() => servers.close());

  it('lets in only a signed-in socket of the host’s tenant', async () => {
    const { port } = servers.first.server.address() as AddressInfo;
    expect(await refusal(port, { host: 'evil.example.com', token: aarav.accessToken })).toBe(
      'No tenant is configured for the host "evil.example.com"',
    );
    expect(await refusal(port, { host: `localhost:${port}` })).toBe('Sign in to continue');
    expect(await refusal(port, { host: `localhost:${port}`, token: 'forged' })).toBe('Session expired');
    // A session of one tenant opens nothing on another's host.
    expect(await refusal(port, { host: `alpha.localhost:${port}`, token: aarav.accessToken })).toBe('Session expired');
  });

  it('carries a user-room event emitted on the other server, and nobody else hears it', async () => {
    const mine = await connectToTenant(servers.first, aarav.accessToken);
    const theirs = await connectToTenant(servers.first, meera.accessToken);
    const received = nextEvent(mine, 'notification');
    const overheard = nextEvent(theirs, 'notification', 500);
    await new Promise((r) => setTimeout(r, 100));
    servers.second.realtime.toUsers(tenantId, [aarav.user.userId], 'notification', { title: 'Hello from B' });
    expect(await received).toEqual({ title: 'Hello from B' });
    expect(await overheard).toBe('none');
    mine.close();
    theirs.close();
  });

  it('joins only rooms the user may see', async () => {
    const socket = await connectToTenant(servers.first, aarav.accessToken);
    expect(await join(socket, aarav.user.userId)).toEqual({ ok: true });
    expect(await join(socket, 'online_users')).toEqual({ ok: true });
    expect(await join(socket, meera.user.userId)).toEqual({ ok: false, message: 'You cannot join this room' });
    expect(await join(socket, 'conversation_1')).toEqual({ ok: false, message: 'You cannot join this room' });
    expect(await join(socket, `tenant_${tenantId}`)).toEqual({ ok: false, message: 'You cannot join this room' });
    expect(await join(socket, 'x'.repeat(201))).toEqual({ ok: false, message: 'Name a room to join' });
    // A refused room hears nothing sent to it.
    const overheard = nextEvent(socket, 'notification', 500);
    servers.second.realtime.toUsers(tenantId, [meera.user.userId], 'notification', { title: 'for Meera' });
    expect(await overheard).toBe('none');
    socket.close();
  });

  it('knows who is online on either server, and forgets them when they leave', async () => {
    const socket = await connectToTenant(servers.first, meera.accessToken);
    await new Promise((r) => setTimeout(r, 300));
    expect(await servers.second.realtime.online(tenantId, [meera.user.userId, aarav.user.userId])).toEqual({
      [meera.user.userId]: true,
      [aarav.user.userId]: false,
    });
    // Another tenant asking about the same id sees nobody.
    expect(await servers.second.realtime.online('00000000-0000-4000-8000-000000000000', [meera.user.userId])).toEqual({
      [meera.user.userId]: false,
    });
    socket.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await servers.second.realtime.online(tenantId, [meera.user.userId])).toEqual({ [meera.user.userId]: false });
  });

  it('closes a socket when its session ends', async () => {
    const session = await signInByEmail(servers.first, 'localhost', 'david@mentors.demo');
    const socket = await connectToTenant(servers.second, session.accessToken);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const out = await servers.first.inject({
      method: 'GET',
      url: '/api/v1/users/logout',
      headers: { host: 'localhost', authorization: `Bearer ${session.accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('relays typing only inside a room the socket joined', async () => {
    const a = await connectToTenant(servers.first, aarav.accessToken);
    const b = await connectToTenant(servers.second, aarav.accessToken);
    await join(a, 'online_users');
    await join(b, 'online_users');
    const heard = nextEvent(b, 'start_typing');
    a.emit('start_typing', { room: 'online_users' });
    expect(await heard).toEqual({ room: 'online_users', userId: aarav.user.userId });
    const notInRoom = nextEvent(b, 'start_typing', 500);
    a.emit('start_typing', { room: 'conversation_9' });
    expect(await notInRoom).toBe('none');
    a.close();
    b.close();
  });
});
