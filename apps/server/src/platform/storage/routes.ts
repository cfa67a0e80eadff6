import type { Readable } from 'node:stream';
import { ErrorBody } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { fileNamePattern } from './keys.ts';
import type { ByteRange } from './types.ts';

/**
 * The one range of a `Range: bytes=...` header (RFC 9110 14.2), or undefined to send the whole file: no
 * header, another unit, several ranges (allowed to be answered whole), or a spelling that does not parse.
 */
export const parseRange = (header: string | undefined): ByteRange | undefined => {
  const match = header?.trim().match(/^bytes=(\d{0,15})-(\d{0,15})$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') return last === '' ? undefined : { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? undefined : { start, end };
};

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
        summary: 'A stored file (images, pitch videos), served as it was stored; one byte range on request',
        params: FileParams,
        response: {
          200: {
            description: 'The file',
            content: {
              'image/*': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) },
              'video/mp4': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) },
            },
          },
          206: {
            description: 'The bytes of the range asked for (Range: bytes=...), for video players seeking',
            content: { 'video/mp4': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) } },
          },
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is still the file’s'),
          400: ErrorBody,
          404: ErrorBody,
          416: z.null().describe('The range starts past the end of the file'),
        },
      },
    },
    async (req, reply) => {
      const { tenantId, name } = req.params;
      if (tenantId !== req.tenant.id) throw notFound(fileNotFoundMessage);
      // A range asked for under If-Range holds only while the validator is still the file's: keys never
      // change content, so the stored file's ETag always is.
      const range = parseRange(req.headers.range);
      const file = await app.storage.get(`${tenantId}/${name}`, range);
      if (!file) throw notFound(fileNotFoundMessage);
      reply.headers({ ...fileHeaders, etag: file.etag, 'accept-ranges': 'bytes' });
      if (req.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.status(304).send(null);
      }
      reply.header('content-type', file.contentType);
      if (file.part === 'unsatisfiable') {
        file.body.destroy();
        return reply
          .status(416)
          .header('content-range', `bytes */${file.size ?? '*'}`)
          .send(null);
      }
      if (file.part) {
        reply.status(206);
        reply.header('content-range', `bytes ${file.part.start}-${file.part.end}/${file.size ?? '*'}`);
        reply.header('content-length', String(file.part.end - file.part.start + 1));
        return reply.send(file.body);
      }
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );
};
