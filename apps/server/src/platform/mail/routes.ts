import { ErrorBody, envelope, OutboxMessage } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { findOutboxMessage, listOutbox } from './index.ts';

const attachmentUrl = (id: number, index: number) => `/api/dev/outbox/${id}/attachments/${index}`;

/** With DEV_OUTBOX (the embedded demo): the messages the platform "sent" on this tenant, newest first. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devOutbox) return;
  app.get(
    '/api/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Messages in the outbox (the embedded demo only: DEV_OUTBOX)',
        querystring: z.object({
          to: z.string().trim().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: envelope(z.array(OutboxMessage)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const rows = await listOutbox(req.db, req.tenant.id, req.query.to?.toLowerCase(), req.query.limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          channel: row.channel,
          subject: row.subject,
          body: row.body,
          code: row.code,
          attachments: (row.attachments ?? []).map((file, index) => ({ ...file, url: attachmentUrl(row.id, index) })),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/dev/outbox/:id/attachments/:index',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'One file sent with an outbox message (the embedded demo only: DEV_OUTBOX)',
        params: z.object({
          id: z.coerce.number().int().min(1).max(2_147_483_647),
          index: z.coerce.number().int().min(0).max(20),
        }),
        produces: ['application/octet-stream'],
        response: { 200: z.string(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const row = await findOutboxMessage(req.db, req.tenant.id, req.params.id);
      const file = row?.attachments?.[req.params.index];
      if (!file) throw notFound('Attachment not found');
      const ascii = file.filename.replace(/[^\w.-]+/g, '-');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${ascii}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};
