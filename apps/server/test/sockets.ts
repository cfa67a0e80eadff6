import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { attachRealtime } from '../src/platform/realtime.ts';
import { openTestDatabase } from './helpers.ts';

/** A connected Socket.IO client on a listening server, as a browser on the main demo tenant. */
export const connectToTenant = async (app: FastifyInstance) => {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    extraHeaders: { host: `localhost:${port}` },
    transports: ['websocket'],
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
};

/**
 * Two server processes' worth of Socket.IO on one database and one Redis, listening on free ports:
 * what a load-balanced deployment runs. `close` stops both and drops the database copy.
 */
export const startTwoServers = async (redisUrl: string) => {
  const { database, drop } = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }), redisUrl };
  const first = await buildApp({ config, db: database.db, logger: false });
  const second = await buildApp({ config, db: database.db, logger: false });
  for (const app of [first, second]) {
    await attachRealtime(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }
  const close = async () => {
    await Promise.all([first.close(), second.close()]);
    await database.close();
    await drop();
  };
  return { database, first, second, close };
};
