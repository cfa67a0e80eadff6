import type { FeatureFlagName } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { partners } from '../identity/tables.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The tenant feature flag this route belongs to: off on the tenant, the route is not there (404). */
    feature?: FeatureFlagName;
    /** Answers even while the tenant is in maintenance or its subscription lapsed (sign-in, so operators can work). */
    duringMaintenance?: boolean;
    /**
     * Open to anyone even on a partner-only tenant: sign-in, sign-up and what their forms need. Other
     * public routes there answer only members and visitors who name one of the tenant's partners.
     */
    entry?: boolean;
  }
}

/** The header the web sends, while nobody is signed in, with the partner whose link the visitor came by. */
export const partnerHeader = 'x-partner-id';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const directAccessMessage = (tenant: { name: string }) =>
  `Direct access is not allowed: ${tenant.name} is open to members of its partner organisations. Use the link your partner organisation sent you.`;

/** On a partner-only tenant, an anonymous visitor is admitted only with one of the tenant's partners. */
const admitVisitor = async (request: FastifyRequest) => {
  const { tenant } = request;
  const partnerId = request.headers[partnerHeader];
  const known =
    typeof partnerId === 'string' &&
    uuidPattern.test(partnerId) &&
    (
      await request.db
        .select({ uuid: partners.uuid })
        .from(partners)
        .where(and(eq(partners.tenantId, tenant.id), eq(partners.uuid, partnerId)))
        .limit(1)
    ).length > 0;
  if (!known) throw refuse(403, directAccessMessage(tenant));
};

const refuse = (status: number, message: string) => new HttpError(status, message, [message]);

/**
 * What the tenant's state forbids, refused by the API and not only hidden by the web: a feature the
 * tenant switched off is not there; while maintenance is on or the subscription has lapsed, members
 * get nothing but the tenant details, health and sign-in, and the tenant's operators still work; a
 * partner-only tenant shows its public pages only to members and to visitors of its partners.
 */
export const enforceTenantState = async (request: FastifyRequest) => {
  const { tenant } = request;
  const config = request.routeOptions.config;
  if (config.feature && !tenant.settings.features[config.feature]) {
    throw refuse(404, `This feature is not enabled on ${tenant.name}`);
  }
  if (!tenant.settings.direct_access_allowed && config.public && !config.entry && !request.auth) {
    await admitVisitor(request);
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
