import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../audit/index.ts';
import type { Listen } from '../db/listen.ts';
import { mayWrite } from '../db/write-requests.ts';
import { unauthorized } from '../errors.ts';
import { createBarriers, isBarrier } from './barriers.ts';
import type { IdentityWatcher } from './identity-watch.ts';
import { createSessionCache, identityChannel, type SessionCache } from './session-cache.ts';
import { type AuthContext, findSession, idleLimitMs, sessionTouchMs, touchSession } from './sessions.ts';
import { sha256 } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCache;
    /** Other caches of a person's data, told when the database announces a change to them. */
    identityWatchers: Set<IdentityWatcher>;
    /**
     * Resolves once every change committed before the call has been announced to this process's caches
     * (at once without announcements). Requests that write pass it on their own; a test or a job that
     * writes straight to the database calls it before reading through the API.
     */
    identitySettled: () => Promise<void>;
  }
  interface FastifyRequest {
    /** The session of the bearer token, or null on a public route called without one. */
    auth: AuthContext | null;
  }
}

/**
 * Sessions are served from memory when the database can announce changes to them (see session-cache.ts).
 * `listen` is the database's notification feed; without it every request looks its session up.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { listen?: Listen }) => {
  const cache = createSessionCache();
  app.decorate('sessions', cache);
  const watchers = new Set<IdentityWatcher>();
  app.decorate('identityWatchers', watchers);
  let settle = async () => {};
  app.decorate('identitySettled', () => settle());
  app.decorateRequest('auth', null);
  // Whatever an operator does in a member's session is recorded under the operator's name.
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (auth?.impersonatorId && mayWrite(request)) {
      await recordAudit(request.db, {
        tenantId: request.tenant.id,
        actorUserId: auth.impersonatorId,
        action: 'borrowed_session.write',
        subjectType: 'user',
        subjectId: auth.user.id,
        detail: { method: request.method, route: request.routeOptions.url ?? request.url, status: reply.statusCode },
        ip: request.ip,
      });
    }
    return payload;
  });
  if (!options.listen) return;
  const barriers = createBarriers(app.db);
  settle = async () => {
    if (cache.isLive) await barriers.pass();
  };
  const onNotify = (payload: string) => {
    if (isBarrier(payload)) return barriers.reached(payload);
    cache.forgetUser(payload);
    for (const watcher of watchers) watcher.forgetUser(payload);
  };
  const onState = (live: boolean) => {
    cache.setLive(live);
    for (const watcher of watchers) watcher.clear();
  };
  const stop = await options.listen(identityChannel, onNotify, onState);
  app.addHook('onClose', stop);
  // A write's announcement must reach this process before its answer leaves, so that the caller's next
  // request, whatever it is, sees the change (a logout is at once a logout).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (cache.isLive && mayWrite(request)) await barriers.pass();
    return payload;
  });
});

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
};

/**
 * Runs after the tenant is known. Routes require a session unless marked `config: { public: true }`;
 * a public route still learns who calls it when a valid token comes along.
 */
export const authenticate = async (request: FastifyRequest) => {
  const isPublic = request.routeOptions.config.public === true;
  const token = bearer(request);
  if (!token) {
    if (isPublic) return;
    throw unauthorized('Sign in to continue');
  }
  const session = await liveSession(request.server, request.tenant.id, token);
  if (!session) {
    if (!isPublic) throw unauthorized('Session expired');
    return;
  }
  request.auth = session.auth;
};

/**
 * The session a bearer token opens on a tenant, from memory when the cache holds it, or undefined when
 * there is none or it has been idle too long. Records its use at most every few minutes. HTTP requests
 * and sockets both come through here.
 */
export const liveSession = async (app: FastifyInstance, tenantId: string, token: string) => {
  const cache = app.sessions;
  const tokenHash = sha256(token);
  const session = cache.get(tenantId, tokenHash) ?? (await lookUp(app, cache, tenantId, tokenHash));
  const now = Date.now();
  if (!session || now - session.lastSeenAt > idleLimitMs(session.auth)) return undefined;
  if (now - session.lastSeenAt > sessionTouchMs) {
    cache.seen(tokenHash, now);
    touchSession(app.db, tenantId, session.auth.sessionId, new Date(now)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not record session use'),
    );
  }
  return session;
};

const lookUp = async (app: FastifyInstance, cache: SessionCache, tenantId: string, tokenHash: string) => {
  const epoch = cache.epoch;
  const found = await findSession(app.db, tenantId, tokenHash);
  if (!found) return undefined;
  cache.set(tenantId, tokenHash, found, epoch);
  return { auth: found.auth, lastSeenAt: found.lastSeenAt.getTime() };
};

/** The session of a route that requires one (the hook has already refused anonymous calls). */
export const signedIn = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized('Sign in to continue');
  return request.auth;
};
