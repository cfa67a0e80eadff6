import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors.ts';
import { createTenantCache, type TenantCache } from './cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantCache;
  }
}

export const unknownHostMessage = (host: string) => `No tenant is configured for the host "${host}"`;

/** Decorates the app with the host cache; `resolveTenant` is the hook of tenant-scoped route groups. */
export const tenancyPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('tenants', createTenantCache(app.config.tenantCacheSeconds));
  app.decorateRequest('tenant');
});

export const requestHost = (request: FastifyRequest) => request.headers.host ?? '';

export const resolveTenant = async (request: FastifyRequest) => {
  const host = requestHost(request);
  const tenant = await request.server.tenants.byHost(request.server.db, host);
  if (!tenant) throw notFound(unknownHostMessage(host));
  request.tenant = tenant;
};
