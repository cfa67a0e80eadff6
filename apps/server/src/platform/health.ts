import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  uptimeSeconds: z.number(),
  message: z.string().optional(),
});

/** Liveness and readiness in one: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: Health, 503: Health } } },
    async (req, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
      } catch (error) {
        req.log.error({ err: error }, 'health check: database did not answer');
        const message = 'The database does not answer.';
        return reply.status(503).send({ status: 'error', database: 'error', uptimeSeconds, message });
      }
    },
  );
};
