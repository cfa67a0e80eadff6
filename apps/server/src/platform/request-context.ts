import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from './auth/index.ts';
import type { AuthContext } from './auth/sessions.ts';
import type { Db } from './db/index.ts';
import type { Jobs } from './jobs/index.ts';
import type { Mailer } from './mail/index.ts';
import type { createNotifier } from './notify/notifier.ts';
import type { Realtime } from './realtime/publisher.ts';
import type { Storage } from './storage/index.ts';
import { tenantOrigin } from './tenancy/public-origin.ts';
import type { Tenant } from './tenancy/repo.ts';

/**
 * The request as a feature's service sees it: one shape for every feature (a feature that needs more
 * takes `Context & { ... }`). Routes make it with contextOf (anyone) or memberOf (a signed-in caller).
 */
export type Context = {
  db: Db;
  tenant: Tenant;
  auth: AuthContext | null;
  jobs: Jobs;
  storage: Storage;
  log: FastifyBaseLogger;
  notifier: ReturnType<typeof createNotifier>;
  /** Events to members' open sockets (rooms of a tenant, a user's devices). */
  realtime: Realtime;
  mailer: Mailer;
  /**
   * The tenant's web address, for links in emails, read through the executor given: inside a transaction,
   * the transaction (the embedded database has one connection, so reading beside it would wait forever).
   */
  origin: (db: Db) => Promise<string>;
  ip: string;
};
export type Member = Context & { auth: AuthContext };

/** What a feature's services need of a request: its tenant, caller and the server's parts. */
export const contextOf = (app: FastifyInstance, req: FastifyRequest): Context => ({
  db: req.db,
  tenant: req.tenant,
  auth: req.auth ?? null,
  jobs: app.jobs,
  storage: app.storage,
  log: req.log,
  notifier: app.notifier,
  realtime: app.realtime,
  mailer: app.mailer,
  origin: (db) => tenantOrigin(db, app.config, req.tenant.id),
  ip: req.ip,
});

/** The same, for a route that needs a signed-in caller (401 otherwise). */
export const memberOf = (app: FastifyInstance, req: FastifyRequest): Member => ({
  ...contextOf(app, req),
  auth: signedIn(req),
});
