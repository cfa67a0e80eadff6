import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../platform/auth/index.ts';
import { tenantOrigin } from '../../platform/tenancy/public-origin.ts';
import type { Context, Member } from './service.ts';

/** What the jobs and challenges services need of a request: its tenant, caller and the server's parts. */
export const contextOf = (app: FastifyInstance, req: FastifyRequest): Context => ({
  db: req.db,
  tenant: req.tenant,
  auth: req.auth ?? null,
  jobs: app.jobs,
  storage: app.storage,
  log: req.log,
  notifier: app.notifier,
  mailer: app.mailer,
  origin: (db) => tenantOrigin(db, app.config, req.tenant.id),
  ip: req.ip,
  videoCallBaseUrl: app.config.videoCallBaseUrl,
});

/** The same, for a route that needs a signed-in caller (401 otherwise). */
export const memberOf = (app: FastifyInstance, req: FastifyRequest): Member => ({
  ...contextOf(app, req),
  auth: signedIn(req),
});
