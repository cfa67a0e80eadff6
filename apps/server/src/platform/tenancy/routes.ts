import { ErrorBody, envelope, GlobalSettings, TenantDetails, VerifyTenantQuery } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { unknownHostMessage } from './plugin.ts';
import { presentGlobalSettings, presentTenantDetails } from './present.ts';
import { currentMaintenance, listConnectionMatrix } from './repo.ts';

/** The one tenant call that names its host in the query: the web asks it before it knows anything. */
export const verifyTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify-tenant',
    {
      config: { public: true },
      schema: {
        tags: ['tenant'],
        summary: 'Brand details of the tenant on a host',
        querystring: VerifyTenantQuery,
        response: { 200: envelope(TenantDetails), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const tenant = await app.tenants.byHost(req.db, req.query.host);
      if (!tenant) throw notFound(unknownHostMessage(req.query.host));
      const apiUrl = `${req.protocol}://${req.query.host}/api/v1`;
      return app.tenants.reply(req, reply, `verify-tenant:${tenant.id}:${apiUrl}`, async () => {
        const [maintenance, matrix] = await Promise.all([
          currentMaintenance(req.db, tenant.id),
          listConnectionMatrix(req.db, tenant.id),
        ]);
        return { data: presentTenantDetails({ tenant, apiUrl, maintenance, matrix }) };
      });
    },
  );
};

export const globalSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/global/settings',
    {
      config: { public: true },
      schema: {
        tags: ['global'],
        summary: 'Global settings of this tenant',
        response: { 200: envelope(GlobalSettings) },
      },
    },
    async (req) => ({ data: presentGlobalSettings(req.tenant) }),
  );
};
