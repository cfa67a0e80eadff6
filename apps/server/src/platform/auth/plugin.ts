import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.ts';
import { type AuthContext, findSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the bearer token, or null on a public route called without one. */
    auth: AuthContext | null;
  }
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
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
  const auth = await findSession(request.db, request.tenant.id, token);
  if (!auth && !isPublic) throw unauthorized('Session expired');
  request.auth = auth ?? null;
};

/** The session of a route that requires one (the hook has already refused anonymous calls). */
export const signedIn = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized('Sign in to continue');
  return request.auth;
};
