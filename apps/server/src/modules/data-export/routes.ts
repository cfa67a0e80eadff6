import type { Readable } from 'node:stream';
import { DataExport, ErrorBody, envelope } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, downloadHeaders } from '../../platform/files/download.ts';
import { memberOf } from '../../platform/request-context.ts';
import { presentExport, zipFileName } from './present.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const tags = ['users'];
const ExportParams = z.strictObject({ uuid: z.uuid('This is not an export id') });
const Zip = z.custom<Readable>().meta({ type: 'string', format: 'binary' });

/** A member's copy of all their data (issue 42; docs/data-export.md): signed-in members, their own only. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/data-export',
    {
      schema: {
        tags,
        summary: 'The caller’s latest copy of their data (null before the first)',
        response: { 200: envelope(DataExport.nullable()), ...errors },
      },
    },
    async (req) => {
      const row = await service.latestExport(memberOf(app, req));
      return { data: row ? presentExport(row) : null };
    },
  );

  app.post(
    '/users/data-export',
    {
      schema: {
        tags,
        summary: 'Ask for a copy of all your data: a zip prepared by a job, announced by email',
        response: { 202: envelope(DataExport), ...errors },
      },
    },
    async (req, reply) => {
      const row = await service.requestExport(memberOf(app, req));
      return reply.code(202).send({ data: presentExport(row) });
    },
  );

  app.get(
    '/users/data-export/:uuid/download',
    {
      schema: {
        tags,
        summary: 'Download a ready copy of your data (a zip), until it expires',
        params: ExportParams,
        response: {
          200: { description: 'The zip, as an attachment', content: { 'application/zip': { schema: Zip } } },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { row, file } = await service.exportFile(memberOf(app, req), req.params.uuid);
      reply.headers({
        ...downloadHeaders,
        'content-type': 'application/zip',
        'content-disposition': attachment(zipFileName(row)),
      });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );
};
