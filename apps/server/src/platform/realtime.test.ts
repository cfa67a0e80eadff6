import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { connectToTenant } from '../../test/sockets.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from './db/index.ts';
import { attachRealtime } from './realtime.ts';

const redisUrl = process.env.REDIS_URL;

/** Two server processes' worth of Socket.IO on one Redis: a room message crosses from one to the other. */
describe.runIf(redisUrl)('realtime across servers through Redis', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let first: Awaited<ReturnType<typeof buildApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const config = { ...loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }), redisUrl };
    first = await buildApp({ config, db: database.db, logger: false });
    second = await buildApp({ config, db: database.db, logger: false });
    for (const app of [first, second]) {
      await attachRealtime(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.close();
    await drop();
  });

  it('delivers a tenant room event emitted on the other server, and refuses unknown hosts', async () => {
    const socket = await connectToTenant(first);
    const [tenant] = await database.db.query.tenants.findMany({ where: (row, { eq }) => eq(row.slug, 'ventura') });
    const received = new Promise((resolve) => socket.on('platform-update', resolve));
    await new Promise((r) => setTimeout(r, 100));
    second.io.to(`tenant_${tenant?.id}`).emit('platform-update', { title: 'Hello from the other server' });
    await expect(received).resolves.toEqual({ title: 'Hello from the other server' });
    socket.close();

    const { port } = first.server.address() as AddressInfo;
    const stranger = connect(`http://127.0.0.1:${port}`, {
      extraHeaders: { host: 'evil.example.com' },
      transports: ['websocket'],
    });
    const refusal = await new Promise<Error>((resolve) => stranger.on('connect_error', resolve));
    expect(refusal.message).toBe('No tenant is configured for the host "evil.example.com"');
    stranger.close();
  });
});
