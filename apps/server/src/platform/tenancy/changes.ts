import type { FastifyInstance } from 'fastify';

const event = 'tenant-changed';

/**
 * A tenant's settings, name or matrix changed: this process forgets what it cached about tenants at
 * once, and every other server process does when the realtime layer (Socket.IO over Redis) carries the
 * announcement, so the next page load anywhere reads the change. Without Redis (or the realtime layer:
 * tests, one-off scripts) this process is the only one there is.
 */
export const announceTenantChange = (app: FastifyInstance, tenantId: string) => {
  app.tenants.clear();
  // Only the Redis adapter carries it: the in-process one has no other process to tell (and says so).
  if (app.config.redisUrl && app.hasDecorator('io')) app.io.serverSideEmit(event, tenantId);
};

/** Clears this process's tenant cache whenever another process announces a change. */
export const listenForTenantChanges = (app: FastifyInstance) => {
  app.io.on(event, () => app.tenants.clear());
};
