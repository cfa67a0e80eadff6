import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What a process says of itself to a load balancer or an orchestrator: alive (it answers at all), and
 * ready (its database and Redis answer and it is not draining). A draining process (after SIGTERM) is
 * alive but not ready, so the balancer stops sending it work while it finishes what it has.
 */
export type Lifecycle = {
  draining: boolean;
  /** Extra dependencies readiness asks, by name (Redis when realtime uses it): each throws when down. */
  checks: Map<string, () => Promise<unknown>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

const State = z.enum(['ok', 'error']);
const Health = z.object({
  status: State,
  database: State,
  uptimeSeconds: z.number(),
  message: z.string().optional(),
});
const Live = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const Replica = z.object({
  up: z.boolean(),
  fresh: z.boolean(),
  behindSeconds: z.number().nullable(),
  primaryDown: z.boolean(),
});
const Ready = Health.extend({ redis: State.optional(), draining: z.boolean(), replica: Replica.optional() });

/** A dependency that does not answer within this long counts as down: a probe must not hang. */
const checkTimeoutMs = 2000;

const within = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs).unref(),
    ),
  ]);

const probe = async (app: FastifyInstance, name: string, check: () => Promise<unknown>) => {
  try {
    await within(check());
    return 'ok' as const;
  } catch (error) {
    app.log.error({ err: error }, `health check: ${name} did not answer`);
    return 'error' as const;
  }
};

const uptime = () => Math.round(process.uptime());

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = () => probe(app, 'the database', () => app.db.execute(sql`select 1`));

  // The first check there was: the database answers. Kept for the monitors that already ask it.
  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      const state = await database();
      if (state === 'ok') return { status: 'ok' as const, database: state, uptimeSeconds: uptime() };
      const message = 'The database does not answer.';
      return reply.status(503).send({ status: 'error', database: state, uptimeSeconds: uptime(), message });
    },
  );

  // Liveness: the process answers. A failing liveness probe means restart it, so it asks nothing else.
  app.get(
    '/api/health/live',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: Live } } },
    async () => ({ status: 'ok' as const, uptimeSeconds: uptime() }),
  );

  // Readiness: send this process work. False while draining or while the database or Redis is away.
  app.get(
    '/api/health/ready',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: Ready, 503: Ready } } },
    async (_req, reply) => {
      const { draining, checks } = app.lifecycle;
      const redisCheck = checks.get('redis');
      const [db, redis] = await Promise.all([database(), redisCheck ? probe(app, 'Redis', redisCheck) : undefined]);
      const problems = [
        draining ? 'This process is shutting down.' : null,
        db === 'error' ? 'The database does not answer.' : null,
        redis === 'error' ? 'Redis does not answer.' : null,
      ].filter((line): line is string => line !== null);
      const answer = {
        status: problems.length === 0 ? ('ok' as const) : ('error' as const),
        database: db,
        ...(redis ? { redis } : {}),
        draining,
        // The replica never makes a process unready: the primary answers its reads while it is away.
        ...(app.replica ? { replica: app.replica.status() } : {}),
        uptimeSeconds: uptime(),
        ...(problems.length > 0 ? { message: problems.join(' ') } : {}),
      };
      return reply.status(problems.length === 0 ? 200 : 503).send(answer);
    },
  );
};
