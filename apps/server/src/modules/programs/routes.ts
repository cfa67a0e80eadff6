import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Programs and calls for applications (spec calls 7.6; docs/programs.md). */
export const programRoutes: FastifyPluginAsyncZod = async () => {};
