import { ErrorBody, ExternalCodeSent, envelope } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import { notFound } from '../../platform/errors.ts';
import { recipientOf } from '../../platform/identity/index.ts';
import { countAttempt } from '../auth/index.ts';
import {
  CodeBody,
  contactBody,
  GrantAnswer,
  GrantBody,
  ImageBody,
  OpenedGrant,
  RedeemBody,
  VerifyBody,
} from './federation.ts';
import {
  describeProfiles,
  findGrant,
  grantMinutes,
  offerCode,
  openGrant,
  ownedProfile,
  readImage,
  sourceFace,
  spendGrant,
} from './source.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['auth'];
/** Called by another deployment's server on behalf of one of this tenant's members; the code proves the member. */
const fromElsewhere = { public: true, entry: true } as const;
const Image = z.custom<Buffer>().meta({ type: 'string', format: 'binary' });

/**
 * What this deployment answers another about its own members (federation.ts): a code sent to the member,
 * the grant its verification opens, reading what the grant shows, an image, and spending the grant.
 */
export const federationRoutes: FastifyPluginAsyncZod = async (app) => {
  const grantOf = async (
    req: { db: typeof app.db; tenant: Parameters<typeof findGrant>[1] },
    body: z.infer<typeof GrantBody>,
  ) => findGrant(req.db, req.tenant, body.grantToken, { origin: body.audienceOrigin, name: '' });

  app.post(
    '/public/profile-export/code',
    {
      config: fromElsewhere,
      schema: {
        tags,
        summary: 'Another deployment asks: send this tenant’s code to its member, to copy their profile there',
        body: CodeBody,
        response: { 200: envelope(ExternalCodeSent), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'login');
      const data = await offerCode(req.db, app.mailer, app.config.otp, {
        source: req.tenant,
        audienceName: req.body.audience.name,
        contact: req.body.contact,
        ip: req.ip,
      });
      return { data };
    },
  );

  app.post(
    '/public/profile-export/verify',
    {
      config: fromElsewhere,
      schema: {
        tags,
        summary: 'Another deployment asks: verify the member’s code, and open a grant to read their profiles',
        body: VerifyBody,
        response: { 200: envelope(OpenedGrant), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'login-verify', recipientOf(req.body.contact));
      const opened = await openGrant(req.db, {
        source: req.tenant,
        audience: req.body.audience,
        contact: req.body.contact,
        code: req.body.code,
        secret: app.config.otp.secret,
      });
      const profiles = await describeProfiles(req.db, app.storage, req.tenant, opened.user.id);
      return {
        data: {
          grantToken: opened.token,
          expiresInSeconds: grantMinutes * 60,
          source: await sourceFace(req.db, req.tenant),
          person: opened.person,
          contacts: opened.contacts.map(contactBody),
          profiles: profiles.map((p) => p.profile),
        },
      };
    },
  );

  app.post(
    '/public/profile-export/read',
    {
      config: fromElsewhere,
      schema: {
        tags,
        summary: 'Another deployment asks: the profiles a live grant shows',
        body: GrantBody,
        response: { 200: envelope(GrantAnswer), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'profile-export');
      const found = await grantOf(req, req.body);
      const profiles = await describeProfiles(req.db, app.storage, req.tenant, found.user.id);
      return {
        data: {
          source: await sourceFace(req.db, req.tenant),
          person: found.person,
          contacts: found.contacts.map(contactBody),
          profiles: profiles.map((p) => p.profile),
        },
      };
    },
  );

  app.post(
    '/public/profile-export/image',
    {
      config: fromElsewhere,
      schema: {
        tags,
        summary: 'Another deployment asks: one image of a profile a live grant shows',
        body: ImageBody,
        response: { 200: Image, ...errors },
      },
    },
    async (req, reply) => {
      await countAttempt(req, 'profile-export');
      const found = await grantOf(req, req.body);
      const card = await ownedProfile(req.db, req.tenant, found.user.id, req.body.accountType);
      const image = await readImage(app.storage, req.tenant, card, req.body.key);
      if (!image) throw notFound('This profile has no such image');
      return reply.type(image.contentType).send(image.bytes);
    },
  );

  app.post(
    '/public/profile-export/redeem',
    {
      config: fromElsewhere,
      schema: {
        tags,
        summary: 'Another deployment took the profile: the grant is spent',
        body: RedeemBody,
        response: { 200: envelope(z.object({ redeemed: z.boolean() })), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'profile-export');
      const found = await grantOf(req, req.body);
      const card = await ownedProfile(req.db, req.tenant, found.user.id, req.body.accountType);
      await req.db.transaction(async (tx) => {
        await spendGrant(tx, req.tenant.id, found.grant.id);
        await recordAudit(tx, {
          tenantId: req.tenant.id,
          actorUserId: found.user.id,
          action: 'profile.shared',
          subjectType: 'profile',
          subjectId: card.uuid,
          detail: { fields: req.body.fields, to: req.body.audienceOrigin },
          ip: req.ip,
        });
      });
      return { data: { redeemed: true } };
    },
  );
};
