import {
  AdminArticle,
  AdminArticlePage,
  Article,
  ArticleInput,
  ArticleKind,
  ArticlePage,
  ArticleQuery,
  ErrorBody,
  envelope,
  limits,
  UploadedArticleFile,
  UploadedArticleVideo,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { createMemo } from '../../platform/http/memo.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import { probeVideo, videoTypeOf } from '../../platform/media/uploads.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { fileKey, fileUrl, newFileId } from '../../platform/storage/index.ts';
import { contentTypes } from '../../platform/storage/keys.ts';
import { countUpload } from '../uploads/index.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** Videos every browser plays as they are: kept as uploaded, so no other type is taken. */
const playableVideos: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };
const notAPlayableVideo = 'Upload an MP4 or WebM video';
const tags = ['articles'];
const KindParams = z.strictObject({ kind: ArticleKind });
const SlugParams = z.strictObject({ kind: ArticleKind, slug: z.string().trim().min(1).max(100) });
const IdParams = z.strictObject({ kind: ArticleKind, id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** What a signed-out visitor reads, kept for a while per process: the same for everyone, and read often. */
const anonymousSeconds = 30;
const maxEntries = 2000;

/**
 * Content under Resources (issue 39; docs/content.md): readers' lists and items (signed-out visitors see
 * public ones), and the console's calls to write them.
 */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  // Keyed by the tenant and the page asked for (platform/http/memo.ts: bounded, the oldest entry goes first).
  const answers = createMemo<unknown>(anonymousSeconds, maxEntries);
  const cached = <T>(key: string | null, read: () => Promise<T>): Promise<T> =>
    key === null ? read() : (answers.remember(key, read) as Promise<T>);
  const forget = (tenantId: string) => answers.forget(`${tenantId}:`);

  app.get(
    '/articles/:kind',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Published items of a kind the caller may read, newest first (signed out: public ones)',
        params: KindParams,
        querystring: ArticleQuery,
        response: { 200: envelope(ArticlePage), ...errors },
      },
    },
    async (req) => {
      const { q, pageNumber, limit } = req.query;
      // A search is not kept: its words are the visitor's, so each would be an entry of its own.
      const key = req.auth || q ? null : `${req.tenant.id}:list:${req.params.kind}:${pageNumber}:${limit}`;
      return { data: await cached(key, () => service.list(contextOf(app, req), req.params.kind, req.query)) };
    },
  );

  app.get(
    '/articles/:kind/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One item, for whom its audience includes',
        params: SlugParams,
        response: { 200: envelope(Article), ...errors },
      },
    },
    async (req) => ({
      data: await cached(req.auth ? null : `${req.tenant.id}:item:${req.params.kind}:${req.params.slug}`, () =>
        service.detail(contextOf(app, req), req.params.kind, req.params.slug),
      ),
    }),
  );

  app.get(
    '/admin/articles/:kind',
    {
      schema: {
        tags,
        summary: 'Every item of a kind, drafts too (operators)',
        params: KindParams,
        querystring: ArticleQuery,
        response: { 200: envelope(AdminArticlePage), ...errors },
      },
    },
    async (req) => ({ data: await service.adminList(memberOf(app, req), req.params.kind, req.query) }),
  );

  app.post(
    '/admin/articles/:kind',
    {
      schema: {
        tags,
        summary: 'Write an item (operators)',
        params: KindParams,
        body: ArticleInput,
        response: { 201: envelope(AdminArticle), ...errors },
      },
    },
    async (req, reply) => {
      const data = await service.create(memberOf(app, req), req.params.kind, req.body);
      forget(req.tenant.id);
      return reply.status(201).send({ data });
    },
  );

  app.patch(
    '/admin/articles/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Change an item (operators)',
        params: IdParams,
        body: ArticleInput,
        response: { 200: envelope(AdminArticle), ...errors },
      },
    },
    async (req) => {
      const data = await service.update(memberOf(app, req), req.params.kind, req.params.id, req.body);
      forget(req.tenant.id);
      return { data };
    },
  );

  app.delete(
    '/admin/articles/:kind/:id',
    {
      schema: { tags, summary: 'Remove an item (operators)', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await service.remove(memberOf(app, req), req.params.kind, req.params.id);
      forget(req.tenant.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/articles/files',
    {
      schema: {
        tags,
        summary: 'Upload a report or template (a PDF or Word document, told by its bytes) for an item (operators)',
        multipart: z.object({ file: z.file().describe('A PDF or Word document') }),
        response: { 201: envelope(UploadedArticleFile), 413: ErrorBody, ...errors },
      },
    },
    async (req, reply) => {
      const m = memberOf(app, req);
      if (!accountPolicy.useConsole(m.auth)) throw forbidden('Content is written by the tenant’s operators');
      const form = await readForm(req, { field: 'file', maxBytes: limits.documentSizeBytes });
      const kind = await documentKindOf(form.bytes);
      if (kind !== 'pdf' && kind !== 'doc' && kind !== 'docx') {
        throw badRequest('Upload a PDF or a Word document', [
          `file: This is a ${kind.toUpperCase()} file, not a PDF or Word document`,
        ]);
      }
      const key = fileKey(req.tenant.id, newFileId(), 'article', kind);
      await app.storage.put(key, form.bytes, contentTypes[kind] ?? 'application/octet-stream');
      return reply.status(201).send({ data: { fileUrl: fileUrl(key), fileName: form.fileName } });
    },
  );

  app.post(
    '/admin/articles/files/videos',
    {
      schema: {
        tags,
        summary:
          'Upload a video for an item of kind videos (MP4 or WebM, told by its bytes and read by ffprobe); it plays from the answered URL (operators)',
        multipart: z.object({ file: z.file().describe('An MP4 or WebM video') }),
        response: { 201: envelope(UploadedArticleVideo), 413: ErrorBody, 429: ErrorBody, 503: ErrorBody, ...errors },
      },
    },
    async (req, reply) => {
      const m = memberOf(app, req);
      if (!accountPolicy.useConsole(m.auth)) throw forbidden('Content is written by the tenant’s operators');
      await countUpload(req.db, req.tenant.id, m.auth.user.id);
      const form = await readForm(req, { field: 'file', maxBytes: app.config.media.articleVideoMaxBytes });
      const { extension, contentType } = await videoTypeOf(form.bytes, playableVideos, notAPlayableVideo);
      await probeVideo(app.media, form.bytes, extension, notAPlayableVideo);
      const key = fileKey(req.tenant.id, newFileId(), 'video', extension);
      await app.storage.put(key, form.bytes, contentType);
      return reply.status(201).send({ data: { videoUrl: fileUrl(key), fileName: form.fileName } });
    },
  );
};
