import type { Readable } from 'node:stream';
import { ErrorBody } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { fileNamePattern } from './keys.ts';

export const fileNotFoundMessage = 'File not found';

/**
 * What a served file may do: nothing but be shown. Even a file that turned out to hold markup cannot
 * run a script or load anything (the stored images are re-encoded anyway, see modules/uploads).
 */
export const fileHeaders = {
  'x-content-type-options': 'nosniff',
  // Keys are random and never reused: what is under one never changes.
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'content-disposition': 'inline',
} as const;

const FileParams = z.object({
  tenantId: z.uuid(),
  name: z.string().regex(fileNamePattern, 'This is not a file name'),
});

/**
 * Stored files, on their own tenant's host only: the key starts with the tenant id, and another
 * tenant's host answers 404 as for a file that does not exist.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:tenantId/:name',
    {
      // An <img> sends no bearer token: files are public, and a URL is as hard to guess as a random
      // 128-bit id. A partner-only tenant's members and its operators during maintenance see them too,
      // so the images of the pages they may open load.
      config: { public: true, entry: true, duringMaintenance: true },
      schema: {
        tags: ['files'],
        summary: 'A stored file (profile images), served as it was stored',
        params: FileParams,
        response: {
          200: {
            description: 'The file',
            content: { 'image/*': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) } },
          },
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is still the file’s'),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const { tenantId, name } = req.params;
      if (tenantId !== req.tenant.id) throw notFound(fileNotFoundMessage);
      const file = await app.storage.get(`${tenantId}/${name}`);
      if (!file) throw notFound(fileNotFoundMessage);
      reply.headers({ ...fileHeaders, etag: file.etag });
      if (req.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.status(304).send(null);
      }
      reply.header('content-type', file.contentType);
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );
};
