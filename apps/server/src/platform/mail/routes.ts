import { ErrorBody, envelope, OutboxMessage } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './index.ts';

/** Outside production: the messages the platform "sent" on this tenant, newest first, so a demo can be tried. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;
  app.get(
    '/api/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Messages in the outbox (not in production)',
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
