import type { FastifyInstance } from 'fastify';

/** Requests slower than this are logged whatever their status. */
const slowMs = 1000;

/**
 * One line per request that is worth reading: failures (4xx, 5xx) and slow answers at info or above;
 * every other request only at debug. Two info lines per request were a fifth of a cached call's time.
 */
export const registerRequestLog = (app: FastifyInstance) => {
  const everyRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const slow = ms >= slowMs;
    if (status < 400 && !slow && !everyRequest) return;
    // The route's pattern, not the URL: paths like verify/email/{address} carry personal contacts.
    const route = request.routeOptions.url ?? '(no route)';
    const line = { method: request.method, route, status, ms, ip: request.ip };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (slow) request.log.warn(line, 'slow request');
    else if (status >= 400) request.log.info(line, 'request refused');
    else request.log.debug(line, 'request completed');
  });
};
