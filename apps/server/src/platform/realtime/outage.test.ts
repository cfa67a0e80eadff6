import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { connectToTenant, startTwoServers } from '../../../test/sockets.ts';

const redisUrl = process.env.REDIS_URL;

/** A TCP relay to Redis that a test can cut and restore, as a Redis restart or a network drop would. */
const createRelay = async (target: URL) => {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      open = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

describe.runIf(redisUrl)('realtime when Redis goes away', () => {
  let relay: Awaited<ReturnType<typeof createRelay>>;
  let servers: Awaited<ReturnType<typeof startTwoServers>>;
  let graph: TenantGraph<'member'>;
  beforeAll(async () => {
    relay = await createRelay(new URL(redisUrl ?? ''));
    servers = await startTwoServers(relay.url);
    graph = await tenantGraph({ ...servers, app: servers.first }, 'localhost', { member: { type: 'startup' } });
  });
  afterAll(async () => {
    relay.restore();
    await servers.close();
    await relay.close();
  });

  const roomMessageCrosses = async () => {
    const { tenant, people } = graph;
    const socket = await connectToTenant(servers.first, people.member.token);
    const received = new Promise<boolean>((resolve) => {
      socket.on('platform-update', () => resolve(true));
      setTimeout(() => resolve(false), 1000);
    });
    await new Promise((r) => setTimeout(r, 100));
    servers.second.realtime.toUsers(tenant.id, [people.member.userId], 'platform-update', { title: 'across' });
    const crossed = await received;
    socket.close();
    return crossed;
  };

  it('keeps serving while Redis is away, and carries room messages across servers again once it is back', async () => {
    expect(await roomMessageCrosses()).toBe(true);
    relay.cut();
    await new Promise((r) => setTimeout(r, 300));
    const health = await servers.first.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    relay.restore();
    let crossed = false;
    for (let i = 0; i < 20 && !crossed; i++) crossed = await roomMessageCrosses();
    expect(crossed).toBe(true);
  }, 40_000);
});
