import { ConnectionDocument, DocumentUploadForm, ErrorBody, envelope, limits, ProfileIdParams } from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readFile } from '../../platform/http/multipart.ts';
import * as connectionDocument from './connection-document.ts';
import { countUpload } from './service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['documents'];
const One = envelope(ConnectionDocument);

/**
 * An investor's connection document (spec calls 7.4, investors/upload/connection-document): the investor
 * uploads it, and the members who may ask that investor to connect read and download it first.
 * Registered inside documentRoutes, whose scope reads multipart bodies.
 */
export const registerConnectionDocumentRoutes = (app: App) => {
  const caller = (req: FastifyRequest) => ({ db: req.db, tenant: req.tenant, auth: signedIn(req), ip: req.ip });
  const reader = (req: FastifyRequest): connectionDocument.Reader => ({
    ...caller(req),
    matrix: () => app.tenants.matrixOf(req.db, req.tenant.id),
  });

  app.post(
    '/investors/upload/connection-document',
    {
      schema: {
        tags,
        summary: "Upload the investor's connection document (a new one replaces the old)",
        multipart: DocumentUploadForm,
        response: { 200: One, ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const who = caller(req);
      if (who.auth.profile.accountType !== 'investor') throw connectionDocument.onlyInvestors();
      await countUpload(who);
      const bytes = await readFile(req, { field: 'file', maxBytes: limits.documentSizeBytes });
      return { data: await connectionDocument.storeConnectionDocument(who, app.storage, req.log, bytes) };
    },
  );

  app.delete(
    '/investors/connection-document',
    {
      schema: {
        tags,
        summary: "Take the investor's connection document down",
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      await connectionDocument.removeConnectionDocument(caller(req), app.storage, req.log);
      return { message: 'The connection document was removed' };
    },
  );

  app.get(
    '/investors/:id/connection-document',
    {
      schema: {
        tags,
        summary: "An investor's connection document, or null (its team, operators, members who may connect)",
        params: ProfileIdParams,
        response: { 200: envelope(ConnectionDocument.nullable()), ...errors },
      },
    },
    async (req) => ({ data: await connectionDocument.describeConnectionDocument(reader(req), req.params.id) }),
  );

  app.get(
    '/investors/:id/connection-document/file',
    {
      schema: {
        tags,
        summary: "Download an investor's connection document, as an attachment",
        params: ProfileIdParams,
        response: {
          200: documentFileResponse,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { file, described } = await connectionDocument.openConnectionDocument(
        reader(req),
        app.storage,
        req.params.id,
      );
      reply.headers({
        ...downloadHeaders,
        'content-type': described.contentType,
        'content-disposition': attachment(described.name),
      });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );
};
