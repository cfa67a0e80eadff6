import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../src/platform/db/index.ts';
import { findTenantByHost } from '../src/platform/tenancy/repo.ts';
import { makePerson, type Person } from './factory.ts';
import { adminUrl } from './global-setup.ts';
import type { TestApp } from './helpers.ts';
import { request, type Server, startServer, stopAll, waitForHealth } from './processes.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * What a load-balanced deployment is: two real server processes (`src/main.ts`) on one PostgreSQL and
 * one Redis. A connection request made through process A reaches the receiver's socket on process B.
 */
describe.runIf(databaseUrl && redisUrl)('two server processes on one PostgreSQL and Redis', () => {
  const name = `ventura_procs_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let a: Server;
  let b: Server;
  let founder: Person;
  let investor: Person;
  let socket: Socket;

  beforeAll(async () => {
    const template = inject('templateDatabase');
    if (!databaseUrl || !template) throw new Error('needs the PostgreSQL template');
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    const url = adminUrl(databaseUrl, name);
    const database = await openPostgres(url);
    const tenant = await findTenantByHost(database.db, 'localhost');
    if (!tenant) throw new Error('no demo tenant');
    const t = { database } as TestApp;
    founder = await makePerson(t, tenant, { type: 'startup', approvalStatus: 'approved', name: 'Process Founder' });
    investor = await makePerson(t, tenant, { type: 'investor', approvalStatus: 'approved', name: 'Process Investor' });
    await database.close();

    const env = { DATABASE_URL: url, REDIS_URL: redisUrl ?? '', SECRET_KEY: 's'.repeat(64), DEV_OUTBOX: 'false' };
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    await stopAll();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('carries a request made on A to the receiver’s socket on B within a second', async () => {
    socket = connect(`http://127.0.0.1:${b.port}`, {
      extraHeaders: { host: `localhost:${b.port}` },
      transports: ['websocket'],
      auth: { token: investor.token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const heard = new Promise<{ at: number; payload: { title: string; url: string } }>((resolve) =>
      socket.once('notification', (payload) => resolve({ at: Date.now(), payload })),
    );
    const counted = new Promise<number>((resolve) => socket.once('fetch-count', () => resolve(Date.now())));
    // Both processes are in the adapter's room list before the request goes out.
    await new Promise((r) => setTimeout(r, 300));

    const sentAt = Date.now();
    const sent = await request(
      a,
      'POST',
      '/api/v1/connections/send/request',
      { profileUUID: investor.uuid, message: 'Across processes' },
      founder.token,
    );
    expect(sent.status, sent.body).toBe(200);
    const { at, payload } = await heard;
    expect(payload).toMatchObject({ title: expect.stringContaining('Process Founder'), url: expect.any(String) });
    expect(at - sentAt).toBeLessThan(1000);
    expect((await counted) - sentAt).toBeLessThan(1000);

    // B's counts already know: the database announced the change to every process.
    const counts = await request(b, 'GET', '/api/v1/notifications/count', undefined, investor.token);
    expect(JSON.parse(counts.body).data).toMatchObject({ pendingConnectionCount: 1, unreadNotificationCount: 1 });
  }, 30_000);

  it('carries a chat message sent on A to the receiver’s socket in the conversation room on B', async () => {
    // The investor accepts on B; the founder opens the conversation on A; the investor's socket on B joins it.
    const [pending] = JSON.parse(
      (await request(b, 'GET', '/api/v1/connections/requests/received', undefined, investor.token)).body,
    ).data.items;
    const accepted = await request(
      b,
      'PATCH',
      `/api/v1/connections/accept/${pending.connectionUUID}`,
      {},
      investor.token,
    );
    expect(accepted.status, accepted.body).toBe(200);
    // Connected now, the founder sees the investor online through A though the investor's socket is on B.
    const online = await request(
      a,
      'GET',
      `/api/v1/connections/check_user_online_status?userIds=${investor.userId},${founder.userId}`,
      undefined,
      founder.token,
    );
    expect(JSON.parse(online.body).data).toEqual({ [investor.userId]: true, [founder.userId]: false });
    const opened = await request(
      a,
      'POST',
      '/api/v1/chat/conversations',
      { profileUUID: investor.uuid },
      founder.token,
    );
    expect(opened.status, opened.body).toBe(201);
    const conversation = JSON.parse(opened.body).data.uuid;
    const joined = await new Promise<{ ok: boolean }>((resolve) =>
      socket.emit('joinRoom', `conversation_${conversation}`, resolve),
    );
    expect(joined).toEqual({ ok: true });
    const heard = new Promise<{ at: number; payload: { message: { text: string } } }>((resolve) =>
      socket.once('message_received', (payload) => resolve({ at: Date.now(), payload })),
    );
    const sentAt = Date.now();
    const sent = await request(
      a,
      'POST',
      `/api/v1/chat/conversations/${conversation}/messages`,
      { text: 'Hello from process A' },
      founder.token,
    );
    expect(sent.status, sent.body).toBe(201);
    const { at, payload } = await heard;
    expect(payload.message.text).toBe('Hello from process A');
    expect(at - sentAt).toBeLessThan(1000);
    // B's counts know about the unread message too.
    const counts = await request(b, 'GET', '/api/v1/notifications/count', undefined, investor.token);
    expect(JSON.parse(counts.body).data).toMatchObject({ unreadMessageCount: 1 });
  }, 30_000);

  it('tells an open feed on B of a post written on A, and of the reaction that follows', async () => {
    const joined = await new Promise<{ ok: boolean }>((resolve) => socket.emit('joinRoom', 'community_feed', resolve));
    expect(joined).toEqual({ ok: true });
    const created = new Promise<{ postUUID: string }>((resolve) => socket.once('post_created', resolve));
    const posted = await request(a, 'POST', '/api/v1/posts', { text: 'Hello, wall, from process A' }, founder.token);
    expect(posted.status, posted.body).toBe(201);
    const uuid = JSON.parse(posted.body).data.uuid;
    expect(await created).toEqual({ postUUID: uuid, authorUUID: founder.uuid });
    const reacted = new Promise<{ total: number }>((resolve) => socket.once('reactions_changed', resolve));
    expect((await request(b, 'POST', `/api/v1/posts/${uuid}/react/like`, {}, investor.token)).status).toBe(200);
    expect(await reacted).toMatchObject({ item: 'post', uuid, total: 1, counts: { like: 1 } });
  }, 30_000);
});
