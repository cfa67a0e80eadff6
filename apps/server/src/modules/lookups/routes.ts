import {
  CustomDataParams,
  ErrorBody,
  envelope,
  OrderByQuery,
  SearchOption,
  SearchOptionParams,
  TaxonomyKind,
  TaxonomyTerm,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { presentTerm } from './present.ts';
import { buildSearchOptions } from './search-options.ts';
import { taxonomyList } from './service.ts';

const TermList = envelope(z.array(TaxonomyTerm));

/** What each taxonomy route says about itself in the API document. */
const summaries: Record<TaxonomyKind, string> = {
  industries: 'Industries, the horizontal one first',
  technologies: 'Technologies',
  skills: 'Skills',
  'organization-types': 'Organization types',
  'investment-types': 'Investment types',
  'government-grants': 'Government grant schemes',
  'product-stages': 'Product stages',
  'funding-stages': 'Funding stages',
  'business-models': 'Business models',
  'delivery-models': 'Delivery models',
  'maturity-stages': 'Maturity stages',
  'mentorship-areas': 'Mentorship areas',
  'pitch-video-topics': 'Pitch video categories and their topics (parentCode), ordered by id',
};

/** The tenant's taxonomies (spec calls 7.1): one route per kind, custom data by key, directory filters. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of TaxonomyKind.options) {
    app.get(
      `/${kind}`,
      {
        config: { public: true, entry: true },
        schema: {
          tags: ['lookups'],
          summary: summaries[kind],
          querystring: OrderByQuery,
          response: { 200: TermList, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const order = req.query.order_by;
        return app.tenants.reply(req, reply, `${kind}:${req.tenant.id}:${order ?? ''}`, async () => {
          const terms = await taxonomyList(req.db, req.tenant.id, kind, order);
          return { data: terms.map(presentTerm) };
        });
      },
    );
  }

  app.get(
    '/public/custom-data/:key',
    {
      config: { public: true, entry: true },
      schema: {
        tags: ['lookups'],
        summary: 'A taxonomy by its name (industries: the horizontal one first)',
        params: CustomDataParams,
        response: { 200: TermList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const kind = TaxonomyKind.safeParse(req.params.key);
      if (!kind.success) throw notFound(`No custom data named "${req.params.key}"`);
      return app.tenants.reply(req, reply, `custom-data:${kind.data}:${req.tenant.id}`, async () => {
        const terms = await taxonomyList(req.db, req.tenant.id, kind.data);
        return { data: terms.map(presentTerm) };
      });
    },
  );

  app.get(
    '/search-options/:role',
    {
      config: { public: true, entry: true },
      schema: {
        tags: ['lookups'],
        summary: "The filters of a role's directory, with their choices",
        params: SearchOptionParams,
        response: { 200: envelope(z.array(SearchOption)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) =>
      app.tenants.reply(req, reply, `search-options:${req.params.role}:${req.tenant.id}`, async () => ({
        data: await buildSearchOptions(req.db, req.tenant.id, req.params.role),
      })),
  );
};
