import {
  ErrorBody,
  envelope,
  SsoButton,
  SsoComplete,
  SsoCompletion,
  SsoProvider,
  SsoProviderChange,
  SsoProviderInput,
} from '@ventura/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError } from '../../platform/errors.ts';
import { accountPolicy } from '../../platform/identity/index.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { countAttempt } from '../auth/index.ts';
import { completeSignIn } from './complete.ts';
import { changeProvider, createProvider, listProviders, removeProvider, type SsoConfig } from './providers.ts';
import { listEnabledProviders } from './repo.ts';
import { answerSignIn, refusalLocation, SsoRefusal, safeReturnTo, startSignIn } from './sign-in.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ['sso'];
/** Sign-in answers on partner-only tenants and in maintenance too, like the sign-in by code. */
const signInRoute = { public: true, entry: true, duringMaintenance: true } as const;
const ProviderParams = z.strictObject({ uuid: z.uuid('This is not a provider id') });
const Redirect = z.null().describe('To the provider, or to the web’s /sso/complete page');
const CallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
});

const ssoOf = (app: FastifyInstance): SsoConfig => ({
  secret: app.config.otp.secret,
  rules: { allowLoopback: app.config.oidcLoopbackIssuers },
});

/** The fields a PATCH body named: the shared schema fills defaults into the ones it left out. */
const sentFields = new WeakMap<FastifyRequest, Set<string>>();

/** A refusal during the round trip lands on the web's completion page, which shows it; anything else is thrown. */
const refusalOf = (error: unknown) => {
  if (error instanceof SsoRefusal || error instanceof HttpError) return refusalLocation(error.message);
  throw error;
};

/** Single sign-on through the tenant's OpenID Connect providers (issue 42; docs/sso.md). */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (req: FastifyRequest) => ({ ...contextOf(app, req), sso: ssoOf(app) });
  const operator = (req: FastifyRequest) => {
    const m = { ...memberOf(app, req), sso: ssoOf(app) };
    if (!accountPolicy.useConsole(m.auth)) throw forbidden('Sign-in providers are managed by the tenant’s operators');
    return m;
  };

  app.get(
    '/admin/sso-providers',
    {
      schema: {
        tags,
        summary: 'The tenant’s sign-in providers (secrets as hints)',
        response: { 200: envelope(z.object({ items: z.array(SsoProvider) })), ...errors },
      },
    },
    async (req) => ({ data: { items: await listProviders(operator(req)) } }),
  );

  app.post(
    '/admin/sso-providers',
    {
      schema: {
        tags,
        summary: 'Adds a sign-in provider, read from its discovery document first',
        body: SsoProviderInput,
        response: { 201: envelope(SsoProvider), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await createProvider(operator(req), req.body) }),
  );

  app.patch(
    '/admin/sso-providers/:uuid',
    {
      preValidation: async (req) => {
        if (req.body && typeof req.body === 'object') sentFields.set(req, new Set(Object.keys(req.body)));
      },
      schema: {
        tags,
        summary: 'Changes a sign-in provider (a secret left out keeps the stored one)',
        params: ProviderParams,
        body: SsoProviderChange,
        response: { 200: envelope(SsoProvider), ...errors },
      },
    },
    async (req) => {
      const sent = sentFields.get(req) ?? new Set<string>();
      const change = Object.fromEntries(Object.entries(req.body).filter(([key]) => sent.has(key)));
      return { data: await changeProvider(operator(req), req.params.uuid, change) };
    },
  );

  app.delete(
    '/admin/sso-providers/:uuid',
    {
      schema: {
        tags,
        summary: 'Removes a sign-in provider',
        params: ProviderParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      await removeProvider(operator(req), req.params.uuid);
      return { message: 'Provider removed' };
    },
  );

  app.get(
    '/public/auth/sso/providers',
    {
      config: signInRoute,
      schema: {
        tags,
        summary: 'The sign-in page’s provider buttons',
        response: { 200: envelope(z.object({ items: z.array(SsoButton) })), ...errors },
      },
    },
    async (req) => ({ data: { items: await listEnabledProviders(req.db, req.tenant.id) } }),
  );

  app.get(
    '/public/auth/sso/:uuid/start',
    {
      config: signInRoute,
      schema: {
        tags,
        summary: 'Sends the browser to the provider to sign in (PKCE, state and nonce)',
        params: ProviderParams,
        querystring: z.object({ returnTo: z.string().max(2000).optional() }),
        response: { 302: Redirect, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const location = await countAttempt(req, 'sso-start')
        .then(() =>
          startSignIn(context(req), { providerUuid: req.params.uuid, returnTo: safeReturnTo(req.query.returnTo) }),
        )
        .catch(refusalOf);
      return reply.redirect(location, 302);
    },
  );

  app.get(
    '/public/auth/sso/callback',
    {
      config: signInRoute,
      schema: {
        tags,
        summary: 'The provider’s answer: on to the web with a one-time ticket, or with the reason it was refused',
        querystring: CallbackQuery,
        response: { 302: Redirect, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const location = await countAttempt(req, 'sso-callback')
        .then(() => answerSignIn(context(req), { query: req.query, search }))
        .catch(refusalOf);
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/public/auth/sso/complete',
    {
      config: signInRoute,
      schema: {
        tags,
        summary: 'Exchanges the one-time ticket for a session, or asks a newcomer for an account type',
        body: SsoComplete,
        response: { 200: envelope(SsoCompletion), ...errors, 429: ErrorBody },
      },
    },
    async (req) => {
      await countAttempt(req, 'sso-complete');
      return { data: await completeSignIn(context(req), req.body) };
    },
  );
};
