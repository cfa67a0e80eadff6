import { ErrorBody, envelope, PartnerBasic } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPartnerBasic } from './present.ts';
import { listPartners } from './repo.ts';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/public/basic-info',
    {
      config: { public: true },
      schema: {
        tags: ['partners'],
        summary: "This tenant's partners, A to Z",
        response: { 200: envelope(z.array(PartnerBasic)), 404: ErrorBody },
      },
    },
    async (req) => ({ data: (await listPartners(req.db, req.tenant.id)).map(presentPartnerBasic) }),
  );
};
