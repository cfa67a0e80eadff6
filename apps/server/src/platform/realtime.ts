import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { listenForTenantChanges } from './tenancy/changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * Socket.IO on the API server's port. With REDIS_URL set, rooms span every server process
 * (Redis adapter); without it, they live in this process. A socket belongs to the tenant of its host.
 */
export const attachRealtime = async (app: FastifyInstance) => {
  const config = app.config;
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const closers: Array<() => Promise<unknown>> = [];
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    // Redis going away degrades realtime to this process until the clients reconnect by themselves;
    // an 'error' event without a listener would end the process.
    const watch = (name: string, client: typeof pub) => {
      client.on('error', (error: Error) => app.log.warn({ err: error }, `realtime: Redis ${name} error`));
      client.on('ready', () => app.log.info(`realtime: Redis ${name} connected`));
    };
    watch('publisher', pub);
    watch('subscriber', sub);
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closers.push(
      () => closeClient(pub),
      () => closeClient(sub),
    );
  }

  io.use(async (socket, next) => {
    const host = socket.handshake.headers.host ?? '';
    const tenant = await app.tenants.byHost(app.db, host).catch(() => undefined);
    if (!tenant) return next(new Error(`No tenant is configured for the host "${host}"`));
    socket.data.tenantId = tenant.id;
    return next();
  });
  io.on('connection', (socket) => {
    socket.join(`tenant_${socket.data.tenantId}`);
  });

  app.decorate('io', io);
  listenForTenantChanges(app);
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(closers.map((close) => close()));
  });
};

/** Quits politely, but never hangs a shutdown on a Redis that is away or reconnecting. */
const closeClient = async (client: { quit: () => Promise<unknown>; destroy: () => void; isOpen: boolean }) => {
  const quit = client.quit().then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref());
  if (!(await Promise.race([quit, timeout])) && client.isOpen) client.destroy();
};
