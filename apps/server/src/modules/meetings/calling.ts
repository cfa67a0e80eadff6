import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Member, memberOf } from '../../platform/request-context.ts';

/**
 * A signed-in request of a feature that books calls (meetings, interviews, mentorship): the request as
 * every feature sees it, and where the tenant's external video rooms live.
 */
export type Calling = Member & { videoCallBaseUrl: string };

export const callingOf = (app: FastifyInstance, req: FastifyRequest): Calling => ({
  ...memberOf(app, req),
  videoCallBaseUrl: app.config.videoCallBaseUrl,
});
