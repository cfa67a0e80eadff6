import {
  AdminContentItem,
  AdminContentItemPage,
  ArticleQuery,
  ContentItem,
  ContentItemInput,
  ContentModel,
  ContentModelParams,
  ErrorBody,
  envelope,
  GlossaryQuery,
  GlossaryTerm,
  GlossaryWordParams,
  Page,
  PageParams,
  PageSummary,
  UploadedContentImage,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/errors.ts';
import { readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { fileKey, fileUrl, newFileId } from '../../platform/storage/index.ts';
import { countUpload, openImage, renderWebp, uploadLimitOf } from '../uploads/index.ts';
import * as admin from './admin.ts';
import { presentContentItem, presentGlossaryTerm, presentPage, presentPageSummary } from './present.ts';
import { findGlossaryTerm, findPage, listGlossary, listPages, listPublished } from './repo.ts';
import { slugify } from './slug.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const IdParams = z.strictObject({ model: ContentModel, id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** Covers, banners and ads are shown wide: kept within this box, never enlarged. */
const imageBox = { width: 1600, height: 1600 };

/**
 * The tenant's published content: banners, testimonials, FAQ, ads, pages and the glossary; and the
 * console's calls to write banners, testimonials, FAQ and ads, and to upload their images (and
 * articles' covers).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.get(
    '/global/:model',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        summary: 'Published banners, testimonials, FAQ or ads the caller may see (signed out: public ones), in order',
        params: ContentModelParams,
        response: { 200: envelope(z.array(ContentItem)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const items = await listPublished(contextOf(app, req), req.params.model);
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
    async (req) => ({ data: (await listPages(req.db, req.tenant.id)).map(presentPageSummary) }),
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

  app.get(
    '/admin/content/:model',
    {
      schema: {
        tags: ['content'],
        summary: 'Every banner, testimonial, question or ad, drafts too, in order (operators)',
        params: ContentModelParams,
        querystring: ArticleQuery,
        response: { 200: envelope(AdminContentItemPage), ...errors },
      },
    },
    async (req) => ({ data: await admin.list(memberOf(app, req), req.params.model, req.query) }),
  );

  app.post(
    '/admin/content/:model',
    {
      schema: {
        tags: ['content'],
        summary: 'Write a banner, testimonial, question or ad (operators)',
        params: ContentModelParams,
        body: ContentItemInput,
        response: { 201: envelope(AdminContentItem), ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await admin.create(memberOf(app, req), req.params.model, req.body) }),
  );

  app.patch(
    '/admin/content/:model/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Change a banner, testimonial, question or ad (operators)',
        params: IdParams,
        body: ContentItemInput,
        response: { 200: envelope(AdminContentItem), ...errors },
      },
    },
    async (req) => ({ data: await admin.update(memberOf(app, req), req.params.model, req.params.id, req.body) }),
  );

  app.delete(
    '/admin/content/:model/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Remove a banner, testimonial, question or ad (operators)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await admin.remove(memberOf(app, req), req.params.model, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/content/images',
    {
      schema: {
        tags: ['content'],
        summary:
          'Upload an image for a cover, banner, ad or testimonial (PNG, JPEG, WebP or GIF told by its bytes; kept as WebP) (operators)',
        multipart: z.object({ file: z.file().describe('A PNG, JPEG, WebP or GIF image') }),
        response: { 201: envelope(UploadedContentImage), 413: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (req, reply) => {
      const m = memberOf(app, req);
      if (!accountPolicy.useConsole(m.auth)) throw forbidden('Content is written by the tenant’s operators');
      await countUpload(req.db, req.tenant.id, m.auth.user.id);
      const bytes = await readFile(req, { field: 'file', maxBytes: uploadLimitOf(req.tenant) });
      const image = await openImage(bytes);
      const rendered = await renderWebp(image, { ...imageBox, fit: 'inside', withoutEnlargement: true });
      const key = fileKey(req.tenant.id, newFileId(), 'cover', 'webp');
      await app.storage.put(key, rendered.bytes, 'image/webp');
      return reply.status(201).send({ data: { imageUrl: fileUrl(key) } });
    },
  );
};
