import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { attachRealtime } from '../src/platform/realtime/index.ts';
import { openTestDatabase } from './helpers.ts';

/** A connected Socket.IO client on a listening server, as a signed-in browser on a demo tenant. */
export const connectToTenant = async (app: FastifyInstance, token: string, host = 'localhost') => {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    extraHeaders: { host: `${host}:${port}` },
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
};

/**
 * Two server processes' worth of Socket.IO on one database and one Redis, listening on free ports:
 * what a load-balanced deployment runs (or, without Redis, one server as both). `close` stops them and
 * drops the database copy.
 */
export const startTwoServers = async (redisUrl: string | undefined) => {
  const { database, drop } = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }), redisUrl };
  const first = await buildApp({ config, db: database.db, listen: database.listen, logger: false });
  // Without Redis there is nothing to carry events between processes: one server plays both parts.
  const second = redisUrl ? await buildApp({ config, db: database.db, listen: database.listen, logger: false }) : first;
  for (const app of new Set([first, second])) {
    await attachRealtime(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }
  const close = async () => {
    await Promise.all([...new Set([first, second])].map((app) => app.close()));
    await database.close();
    await drop();
  };
  return { database, first, second, close };
};
