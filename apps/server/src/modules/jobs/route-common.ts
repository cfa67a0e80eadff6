import { type DocumentKind, documentKindInfo, ErrorBody, limits } from '@ventura/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, downloadHeaders } from '../../platform/files/download.ts';
import { readForm } from '../../platform/http/multipart.ts';
import type { StoredFile as Download } from '../../platform/storage/index.ts';
import type { StoredResume } from './tables.ts';

/* What the jobs route files share: the scope they register on, their error responses, and resume files in and out. */

/** The app a jobs route file registers on: the scope jobRoutes opens (feature gated, multipart bodies read). */
export type App = Parameters<FastifyPluginAsyncZod>[0];

export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const tags = ['jobs'];
export const Message = z.object({ message: z.string() });

/** The resume of a multipart body (field file), at most the resume size. */
export const readResume = (req: FastifyRequest) => readForm(req, { field: 'file', maxBytes: limits.resumeSizeBytes });

/** Sends a stored resume as a download that can only be saved. */
export const sendResume = (reply: FastifyReply, found: { file: Download; resume: StoredResume }) => {
  reply.headers({
    ...downloadHeaders,
    'content-type': documentKindInfo[found.resume.kind as DocumentKind].contentType,
    'content-disposition': attachment(found.resume.name),
  });
  if (found.file.size !== null) reply.header('content-length', String(found.file.size));
  return reply.send(found.file.body);
};
