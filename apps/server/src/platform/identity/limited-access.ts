import { isLimitedAccess } from '@ventura/shared';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors.ts';

/**
 * Limited access (product.md 4: the tenant's limited_access on, the profile given that status) takes My
 * Actions and Messages away: the web hides their menu items and pages, and every route of the plugin
 * that calls this answers such a profile 403 with `message`. Calls without a session are not concerned.
 */
export const refuseUnderLimitedAccess = (app: FastifyInstance, message: string) =>
  app.addHook('onRequest', async (req) => {
    if (req.auth && isLimitedAccess(req.tenant.settings.features, req.auth.profile.approvalStatus)) {
      throw forbidden(message);
    }
  });
