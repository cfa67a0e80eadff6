import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Forms (spec calls 7.12, forms-management; docs/programs.md): built by operators, filled in by members and visitors. */
export const formRoutes: FastifyPluginAsyncZod = async () => {};
