import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/index.ts';
import { primaryHost } from './repo.ts';

/**
 * Where the tenant's own pages live, for links in emails: the tenant's primary host with the configured
 * scheme and port, never the request's Host or X-Forwarded-* headers (which a caller chooses, so the
 * tenant's own mail could otherwise carry an attacker's link).
 */
export const publicOrigin = (request: FastifyRequest) =>
  tenantOrigin(request.db, request.server.config, request.tenant.id);

/** publicOrigin for work outside a request (a job): the tenant's primary host. */
export const tenantOrigin = async (db: Db, config: Pick<Config, 'publicUrl'>, tenantId: string) => {
  const host = (await primaryHost(db, tenantId)) ?? 'localhost';
  return originFor(config, host);
};

export const originFor = (config: Pick<Config, 'publicUrl'>, host: string) => {
  const { scheme, port } = config.publicUrl;
  const defaultPort = (scheme === 'https' && port === 443) || (scheme === 'http' && port === 80);
  return `${scheme}://${host}${port === null || defaultPort ? '' : `:${port}`}`;
};
