import {
  ErrorBody,
  ExternalCodeSent,
  ExternalLoginRequest,
  ExternalLoginVerify,
  ExternalSignInSettings,
  ExternalSignInSettingsChange,
  envelope,
  ImportPreview,
  ImportRequest,
  ProfileLink,
  ProfileLinkChange,
  SessionEnvelope,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { forbidden } from '../../platform/errors.ts';
import { accountPolicy, presentSessionUser, recipientOf } from '../../platform/identity/index.ts';
import { publicOrigin } from '../../platform/tenancy/public-origin.ts';
import { countAttempt } from '../auth/index.ts';
import { federationRoutes } from './federation-routes.ts';
import { listLinks, setKeepInStep, unlink } from './links.ts';
import { importProfile, sendImportCode, type Target, verifyImportCode } from './service.ts';
import { loadSettings, saveSettings } from './settings.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
};
const tags = ['auth'];
/** Open to visitors: they are joining this tenant with an account held on another. */
const joining = { public: true, entry: true } as const;
const LinkParams = z.strictObject({ uuid: z.uuid('This is not a link id') });
const unlinkedMessage = 'The link is cut: changes no longer flow between the two profiles';

/** Importing a profile from another tenant (calls.md 7.2 auth-external), its links, and the console's switch. */
export const profileImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = (req: FastifyRequest) => {
    const auth = signedIn(req);
    if (!accountPolicy.useConsole(auth)) throw forbidden('Sign-in settings are managed by the tenant’s operators');
    return auth;
  };
  const targetOf = async (req: FastifyRequest): Promise<Target> => ({
    tenant: req.tenant,
    origin: await publicOrigin(req),
  });

  await app.register(federationRoutes);

  app.post(
    '/public/auth-external/login',
    {
      config: joining,
      schema: {
        tags,
        summary: 'Send a code from another platform to the account held there, to copy its profile here',
        body: ExternalLoginRequest,
        response: { 200: envelope(ExternalCodeSent), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'login');
      const { source, ...contact } = req.body;
      const data = await sendImportCode(req.db, app.mailer, app.config.otp, {
        target: await targetOf(req),
        source,
        contact,
        ip: req.ip,
      });
      return { data };
    },
  );

  app.post(
    '/public/auth-external/login/verify/import',
    {
      config: joining,
      schema: {
        tags,
        summary: 'Verify the other platform’s code: what of the profile there may be copied here',
        body: ExternalLoginVerify,
        response: { 200: envelope(ImportPreview), ...errors },
      },
    },
    async (req) => {
      const { source, code, ...contact } = req.body;
      await countAttempt(req, 'login-verify', recipientOf(contact));
      const data = await verifyImportCode(req.db, app.storage, {
        target: await targetOf(req),
        source,
        contact,
        code,
        secret: app.config.otp.secret,
      });
      return { data };
    },
  );

  app.post(
    '/public/auth-external/import',
    {
      config: joining,
      schema: {
        tags,
        summary: 'Make the account here from the chosen fields and files of the profile there',
        body: ImportRequest,
        response: { 201: SessionEnvelope, ...errors },
      },
    },
    async (req, reply) => {
      await countAttempt(req, 'profile-import');
      const created = await importProfile(
        { db: req.db, storage: app.storage, log: req.log },
        { target: await targetOf(req), body: req.body, ip: req.ip },
      );
      const user = presentSessionUser(created.user, created.profile, false);
      return reply.status(201).send({ data: { user, accessToken: created.accessToken } });
    },
  );

  app.get(
    '/users/profile-links',
    {
      schema: {
        tags: ['users'],
        summary: 'Your profiles copied from or to other platforms',
        response: { 200: envelope(z.object({ items: z.array(ProfileLink) })), ...errors },
      },
    },
    async (req) => ({ data: { items: await listLinks(req.db, req.tenant.id, signedIn(req)) } }),
  );

  app.patch(
    '/users/profile-links/:uuid',
    {
      schema: {
        tags: ['users'],
        summary: 'Keep the copy in step with its source, or stop',
        params: LinkParams,
        body: ProfileLinkChange,
        response: { 200: envelope(ProfileLink), ...errors },
      },
    },
    async (req) => ({
      data: await setKeepInStep(req.db, req.tenant.id, signedIn(req), req.params.uuid, req.body.keepInStep),
    }),
  );

  app.delete(
    '/users/profile-links/:uuid',
    {
      schema: {
        tags: ['users'],
        summary: 'Cut the link between the two profiles (from either side)',
        params: LinkParams,
        response: { 200: envelope(ProfileLink).extend({ message: z.string() }), ...errors },
      },
    },
    async (req) => ({
      data: await unlink(req.db, req.tenant.id, signedIn(req), req.params.uuid),
      message: unlinkedMessage,
    }),
  );

  app.get(
    '/admin/external-sign-in/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether members may take their profiles to other platforms',
        response: { 200: envelope(ExternalSignInSettings), ...errors },
      },
    },
    async (req) => {
      operator(req);
      return { data: await loadSettings(req.db, req.tenant.id) };
    },
  );

  app.patch(
    '/admin/external-sign-in/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Let members take their profiles to other platforms, and trust other deployments’ members',
        body: ExternalSignInSettingsChange,
        response: { 200: envelope(ExternalSignInSettings), ...errors },
      },
    },
    async (req) => {
      operator(req);
      return { data: await saveSettings(req.db, req.tenant.id, req.body, app.config.env === 'production') };
    },
  );
};
