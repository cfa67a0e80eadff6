import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToTenant, startTwoServers } from '../../test/sockets.ts';

const redisUrl = process.env.REDIS_URL;

/** Two server processes' worth of Socket.IO on one Redis: a room message crosses from one to the other. */
describe.runIf(redisUrl)('realtime across servers through Redis', () => {
  let servers: Awaited<ReturnType<typeof startTwoServers>>;
  beforeAll(async () => {
    servers = await startTwoServers(redisUrl ?? '');
  });
  afterAll(() => servers.close());

  it('delivers a tenant room event emitted on the other server, and refuses unknown hosts', async () => {
    const socket = await connectToTenant(servers.first);
    const [tenant] = await servers.database.db.query.tenants.findMany({
      where: (row, { eq }) => eq(row.slug, 'ventura'),
    });
    const received = new Promise((resolve) => socket.on('platform-update', resolve));
    await new Promise((r) => setTimeout(r, 100));
    servers.second.io.to(`tenant_${tenant?.id}`).emit('platform-update', { title: 'Hello from the other server' });
    await expect(received).resolves.toEqual({ title: 'Hello from the other server' });
    socket.close();

    const { port } = servers.first.server.address() as AddressInfo;
    const stranger = connect(`http://127.0.0.1:${port}`, {
      extraHeaders: { host: 'evil.example.com' },
      transports: ['websocket'],
    });
    const refusal = await new Promise<Error>((resolve) => stranger.on('connect_error', resolve));
    expect(refusal.message).toBe('No tenant is configured for the host "evil.example.com"');
    stranger.close();
  });
});
