import type { TenantSettings } from '@ventura/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

/**
 * A feature the tenant may switch off: while `on` answers false for the request's tenant, every route of
 * the plugin answers 404 "This feature is not enabled on {tenant}", as for a route that is not there.
 */
export const requireFeature = (app: FastifyInstance, on: (settings: TenantSettings) => boolean) =>
  app.addHook('onRequest', async (req) => {
    if (!on(req.tenant.settings)) {
      const message = `This feature is not enabled on ${req.tenant.name}`;
      throw new HttpError(404, message, [message]);
    }
  });
