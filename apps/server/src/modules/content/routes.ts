import {
  ContentItem,
  ContentModelParams,
  ErrorBody,
  envelope,
  GlossaryQuery,
  GlossaryTerm,
  GlossaryWordParams,
  Page,
  PageParams,
  PageSummary,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { presentContentItem, presentGlossaryTerm, presentPage, presentPageSummary } from './present.ts';
import { findGlossaryTerm, findPage, listGlossary, listPublished } from './repo.ts';
import { slugify } from './slug.ts';

/** The tenant's published content: banners, testimonials, FAQ, ads, pages and the glossary. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/global/:model',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        summary: 'Published banners, testimonials, FAQ or ads of this tenant, in order',
        params: ContentModelParams,
        response: { 200: envelope(z.array(ContentItem)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const items = await listPublished(req.db, req.tenant.id, req.params.model);
      return { data: items.map(presentContentItem) };
    },
  );

  app.get(
    '/pages',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        summary: 'Published pages of this tenant',
        response: { 200: envelope(z.array(PageSummary)), 404: ErrorBody },
      },
    },
    async (req) => ({ data: (await listPublished(req.db, req.tenant.id, 'page')).map(presentPageSummary) }),
  );

  app.get(
    '/pages/:idOrSlug',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        summary: 'A published page by id or slug',
        params: PageParams,
        response: { 200: envelope(Page), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const page = await findPage(req.db, req.tenant.id, req.params.idOrSlug);
      if (!page) throw notFound('Page not found');
      return { data: presentPage(page) };
    },
  );

  app.get(
    '/glossary',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        summary: 'Glossary terms A to Z; search matches part of the word',
        querystring: GlossaryQuery,
        response: { 200: envelope(z.array(GlossaryTerm)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const terms = await listGlossary(req.db, req.tenant.id, req.query.search || undefined);
      return { data: terms.map(presentGlossaryTerm) };
    },
  );

  app.get(
    '/glossary/:word',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        summary: 'A glossary term by its slug or word, in any case',
        params: GlossaryWordParams,
        response: { 200: envelope(GlossaryTerm), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const term = await findGlossaryTerm(req.db, req.tenant.id, slugify(req.params.word));
      if (!term) throw notFound('Glossary term not found');
      return { data: presentGlossaryTerm(term) };
    },
  );
};
