import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { primaryHost } from './repo.ts';

/**
 * Where the tenant's own pages live, for links in emails: the tenant's primary host with the configured
 * scheme and port, never the request's Host or X-Forwarded-* headers (which a caller chooses, so the
 * tenant's own mail could otherwise carry an attacker's link).
 */
export const publicOrigin = async (request: FastifyRequest) => {
  const host = (await primaryHost(request.db, request.tenant.id)) ?? 'localhost';
  return originFor(request.server.config, host);
};

export const originFor = (config: Pick<Config, 'publicUrl'>, host: string) => {
  const { scheme, port } = config.publicUrl;
  const defaultPort = (scheme === 'https' && port === 443) || (scheme === 'http' && port === 80);
  return `${scheme}://${host}${port === null || defaultPort ? '' : `:${port}`}`;
};
