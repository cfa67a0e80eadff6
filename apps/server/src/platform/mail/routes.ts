import { ErrorBody, envelope, OutboxMessage } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './index.ts';

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
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
