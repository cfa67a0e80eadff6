import {
  ErrorBody,
  envelope,
  listEnvelope,
  PartnerBasic,
  PartnerInformation,
  PartnerInformationParams,
  PartnerInformationQuery,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageAnswer } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/errors.ts';
import { listPartners } from '../../platform/identity/partners.ts';
import { presentPartnerBasic, presentPartnerInformation } from './present.ts';
import { findPartnerInformation, pagePartners } from './repo.ts';

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
    '/partners/public/partners-information',
    {
      config: { public: true, entry: true },
      schema: {
        tags,
        summary: "This tenant's partners A to Z, with the startups each brought, paged",
        querystring: PartnerInformationQuery,
        response: { 200: listEnvelope(PartnerInformation), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { items, total } = await pagePartners(req.db, req.tenant.id, req.query);
      return { data: pageAnswer(items.map(presentPartnerInformation), total, req.query) };
    },
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
      const found = await findPartnerInformation(req.db, req.tenant.id, req.params.id);
      if (!found) throw notFound('Partner not found');
      return { data: presentPartnerInformation(found) };
    },
  );
};
