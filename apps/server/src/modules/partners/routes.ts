import { ErrorBody, envelope, PartnerBasic, PartnerInformation, PartnerInformationParams } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { presentPartnerBasic, presentPartnerInformation } from './present.ts';
import { findPartnerByUuid, listPartners } from './repo.ts';

const tags = ['partners'];

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/public/basic-info',
    {
      config: { public: true, entry: true },
      schema: {
        tags,
        summary: "This tenant's partners, A to Z",
        response: { 200: envelope(z.array(PartnerBasic)), 404: ErrorBody },
      },
    },
    async (req) => ({ data: (await listPartners(req.db, req.tenant.id)).map(presentPartnerBasic) }),
  );

  app.get(
    '/partners/public/partners-information/:id',
    {
      config: { public: true, entry: true },
      schema: {
        tags,
        summary: 'One partner of this tenant (also how a partner link is checked on a partner-only tenant)',
        params: PartnerInformationParams,
        response: { 200: envelope(PartnerInformation), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const partner = await findPartnerByUuid(req.db, req.tenant.id, req.params.id);
      if (!partner) throw notFound('Partner not found');
      return { data: presentPartnerInformation(partner) };
    },
  );
};
