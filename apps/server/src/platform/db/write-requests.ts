import type { FastifyRequest } from 'fastify';

/**
 * Whether a request may change data: every method but GET and HEAD, and the GETs whose route says it
 * writes (`config: { writes: true }`, the spec's GET users/logout). The session cache's barrier, an
 * operator's borrowed session and the replica's read-your-writes cookie all go by it.
 */
export const mayWrite = (request: FastifyRequest) =>
  (request.method !== 'GET' && request.method !== 'HEAD') || request.routeOptions.config.writes === true;
