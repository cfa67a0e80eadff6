import type { FeatureFlagName } from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The tenant feature flag this route belongs to: off on the tenant, the route is not there (404). */
    feature?: FeatureFlagName;
    /** Answers even while the tenant is in maintenance or its subscription lapsed (sign-in, so operators can work). */
    duringMaintenance?: boolean;
  }
}

const refuse = (status: number, message: string) => new HttpError(status, message, [message]);

/**
 * What the tenant's state forbids, refused by the API and not only hidden by the web: a feature the
 * tenant switched off is not there; while maintenance is on or the subscription has lapsed, members
 * get nothing but the tenant details, health and sign-in, and the tenant's operators still work.
 */
export const enforceTenantState = async (request: FastifyRequest) => {
  const { tenant } = request;
  const config = request.routeOptions.config;
  if (config.feature && !tenant.settings.features[config.feature]) {
    throw refuse(404, `This feature is not enabled on ${tenant.name}`);
  }
  if (config.duringMaintenance || request.auth?.user.role === 'operator') return;
  const window = await request.server.tenants.maintenanceOf(request.db, tenant.id);
  if (window?.maintenanceOn) {
    throw refuse(503, window.maintenanceOnMessage ?? `${tenant.name} is under maintenance. Please come back soon.`);
  }
  if (!tenant.settings.subscription_active) {
    throw refuse(403, tenant.settings.subscription_active_message ?? `The subscription of ${tenant.name} has lapsed.`);
  }
};
